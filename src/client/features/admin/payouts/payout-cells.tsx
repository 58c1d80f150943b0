import { useTranslation } from 'react-i18next';
import { formatAdminDate } from '@shared/dates';
import type { FundingStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import type { Payout } from '@shared/schemas/funds';
import { Badge } from '@client/components/ui';
import { FUNDING_TONES } from './payout-labels';

/** The campaign's money behind a payout: paid only once it is held. */
export function FundingBadge({ status }: { status: FundingStatus }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  return <Badge tone={FUNDING_TONES[status]}>{t(`funding.${status}`)}</Badge>;
}

/** What keeps the payout from being paid, if anything. */
export function WaitingFor({ payout: p }: { payout: Pick<Payout, 'waiting_for'> }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  if (!p.waiting_for) return null;
  return <span className="mt-1 block text-xs text-amber-900">{t(`waitingFor.${p.waiting_for}`)}</span>;
}

/** The net, and the dispute adjustment it is after when a split took one. */
export function NetCell({ payout: p }: { payout: Pick<Payout, 'net' | 'adjustment'> }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  return (
    <>
      {formatRupees(p.net)}
      {p.adjustment !== 0 && (
        <span className="block text-xs text-slate-600">
          {t('cells.afterAdjustment', { amount: formatRupees(p.adjustment) })}
        </span>
      )}
    </>
  );
}

/** When it falls due, or when it was paid and the bank's UTR; nothing once cancelled. India's dates. */
export function WhenCell({ payout: p }: { payout: Pick<Payout, 'status' | 'due_at' | 'paid_at' | 'utr'> }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  if (p.status === 'cancelled') return null;
  if (!p.paid_at)
    return <span className="whitespace-nowrap">{t('cells.due', { date: formatAdminDate(p.due_at) })}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{t('cells.paid', { date: formatAdminDate(p.paid_at) })}</span>
      {p.utr && <span className="block font-mono text-xs">{p.utr}</span>}
    </>
  );
}
