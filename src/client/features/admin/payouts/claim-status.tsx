import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminDate } from '@shared/dates';
import type { FundingStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import type { FundingClaim } from '@shared/schemas/funds';
import { Badge, type BadgeTone } from '@client/components/ui';

/**
 * A claim's status as the admin reads it (docs/product.md#funding): a claim whose status is `none`
 * again was rejected. Its words are the catalogue's `payouts.claimStatus.<status>`.
 */
export const CLAIM_TONES: Record<FundingStatus, BadgeTone> = {
  none: 'red',
  awaiting_confirmation: 'yellow',
  held: 'green',
  released: 'blue',
  refunded: 'gray',
};

const Line = ({ children }: { children: ReactNode }) => (
  <span className="mt-1 block text-xs text-slate-600">{children}</span>
);

/** The claim's status and what became of the money: paid out, given back (with the UTR), or why rejected. */
export function ClaimStatus({ claim: c }: { claim: FundingClaim }) {
  const { t } = useTranslation('admin', { keyPrefix: 'payouts' });
  return (
    <>
      <Badge tone={CLAIM_TONES[c.status]}>{t(`claimStatus.${c.status}`)}</Badge>
      {c.status === 'none' && c.rejection_reason && (
        <Line>
          {c.rejected_at && `${formatAdminDate(c.rejected_at)}: `}
          {c.rejection_reason}
        </Line>
      )}
      {c.paid_out > 0 && <Line>{t('cells.paidOut', { amount: formatRupees(c.paid_out) })}</Line>}
      {c.refunded_amount !== null && c.refunded_amount > 0 && (
        <Line>
          {t('cells.refunded', { amount: formatRupees(c.refunded_amount) })}
          {c.refunded_at && t('cells.refundedOn', { date: formatAdminDate(c.refunded_at) })}
          {c.refund_utr && (
            <>
              {t('cells.utr')}
              <span className="font-mono">{c.refund_utr}</span>
            </>
          )}
        </Line>
      )}
    </>
  );
}
