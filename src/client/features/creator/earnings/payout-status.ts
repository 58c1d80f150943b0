import type { PayoutStatus } from '@shared/enums';
import type { Payout } from '@shared/schemas/funds';
import { formatDate } from '@shared/dates';
import type { BadgeTone } from '@client/components/ui';

/** The statuses as the creator reads them (docs/product.md#payouts). */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Pending',
  due: 'Due',
  on_hold: 'On hold',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const PAYOUT_STATUS_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: 'yellow',
  due: 'blue',
  on_hold: 'yellow',
  paid: 'green',
  cancelled: 'gray',
};

/**
 * When the money comes: the day it becomes due while it waits, the day it was paid and the bank's
 * UTR once paid, nothing once cancelled. India's dates (docs/product.md#dates).
 */
export function payoutWhen(p: Pick<Payout, 'status' | 'due_at' | 'paid_at' | 'utr'>): string {
  switch (p.status) {
    case 'paid':
      return [p.paid_at ? `Paid ${formatDate(p.paid_at)}` : 'Paid', p.utr && `UTR ${p.utr}`]
        .filter(Boolean)
        .join(' · ');
    case 'cancelled':
      return 'Not payable';
    case 'on_hold':
      return 'Held while a dispute is open';
    default:
      return `Due ${formatDate(p.due_at)}`;
  }
}
