import type { ReactNode } from 'react';
import { formatAdminDate } from '@shared/dates';
import type { FundingStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import type { FundingClaim } from '@shared/schemas/funds';
import { Badge, type BadgeTone } from '@client/components/ui';

/**
 * A claim's status as the admin reads it (docs/product.md#funding): a claim whose status is `none`
 * again was rejected.
 */
export const CLAIM_LABELS: Record<FundingStatus, { label: string; tone: BadgeTone }> = {
  none: { label: 'Rejected', tone: 'red' },
  awaiting_confirmation: { label: 'Awaiting confirmation', tone: 'yellow' },
  held: { label: 'Held', tone: 'green' },
  released: { label: 'Released', tone: 'blue' },
  refunded: { label: 'Refunded', tone: 'gray' },
};

const Line = ({ children }: { children: ReactNode }) => (
  <span className="mt-1 block text-xs text-slate-600">{children}</span>
);

/** The claim's status and what became of the money: paid out, given back (with the UTR), or why rejected. */
export function ClaimStatus({ claim: c }: { claim: FundingClaim }) {
  const { label, tone } = CLAIM_LABELS[c.status];
  return (
    <>
      <Badge tone={tone}>{label}</Badge>
      {c.status === 'none' && c.rejection_reason && (
        <Line>
          {c.rejected_at && `${formatAdminDate(c.rejected_at)}: `}
          {c.rejection_reason}
        </Line>
      )}
      {c.paid_out > 0 && <Line>Paid out {formatRupees(c.paid_out)}</Line>}
      {c.refunded_amount !== null && c.refunded_amount > 0 && (
        <Line>
          Refunded {formatRupees(c.refunded_amount)}
          {c.refunded_at && ` on ${formatAdminDate(c.refunded_at)}`}
          {c.refund_utr && (
            <>
              {' · UTR '}
              <span className="font-mono">{c.refund_utr}</span>
            </>
          )}
        </Line>
      )}
    </>
  );
}
