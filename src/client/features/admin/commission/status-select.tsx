import { useId } from 'react';
import { PAYMENT_STATUSES, type PaymentStatus } from '@shared/enums';
import type { TransactionRow } from '@shared/schemas/transactions';
import { statusLabel } from '@client/components/ui';
import { statusLocked } from './status-change';

const STATUS_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

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
  transaction: t,
  busy,
  onChange,
}: {
  transaction: TransactionRow;
  busy: boolean;
  onChange: (next: PaymentStatus) => void;
}) {
  const reasonId = useId();
  const locked = statusLocked(t);
  return (
    <>
      <select
        aria-label={`Payment status of ${t.payment_reference}`}
        aria-describedby={locked ? reasonId : undefined}
        value={t.payment_status}
        disabled={busy || locked !== null}
        onChange={(e) => onChange(e.target.value as PaymentStatus)}
        className={`rounded-md border px-2 py-1 text-sm disabled:opacity-70 ${selectTone[t.payment_status]}`}
      >
        {STATUS_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
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
