import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '@shared/enums';
import type { TransactionRow } from '@shared/schemas/transactions';
import { statusLabel } from '@client/components/ui';
import { statusLocked } from './status-change';

const selectTone: Record<PaymentStatus, string> = {
  completed: 'border-green-300 bg-green-50 text-green-900',
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  failed: 'border-red-300 bg-red-50 text-red-900',
  cancelled: 'border-red-300 bg-red-50 text-red-900',
};

/**
 * A transaction's payment status, changed in place; disabled, with the reason beside it, while a
 * dispute holds its payout or once the payout is paid (the server refuses any change then).
 */
export function StatusSelect({
  transaction: row,
  busy,
  onChange,
}: {
  transaction: TransactionRow;
  busy: boolean;
  onChange: (next: PaymentStatus) => void;
}) {
  const { t } = useTranslation('admin', { keyPrefix: 'commission' });
  const reasonId = useId();
  const locked = statusLocked(row, t);
  return (
    <>
      <select
        aria-label={t('select.label', { reference: row.payment_reference })}
        aria-describedby={locked ? reasonId : undefined}
        value={row.payment_status}
        disabled={busy || locked !== null}
        onChange={(e) => onChange(e.target.value as PaymentStatus)}
        className={`rounded-md border px-2 py-1 text-sm disabled:opacity-70 ${selectTone[row.payment_status]}`}
      >
        {PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
      {locked && (
        <span id={reasonId} className="mt-1 block min-w-36 text-xs text-slate-600">
          {locked}
        </span>
      )}
    </>
  );
}
