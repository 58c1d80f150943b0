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

/** What an unpaid payout waits for, in the creator's words (docs/product.md#payouts). */
export const WAITING_FOR_BRAND =
  "Waiting for the brand's payment: the brand has not paid this campaign's money to the platform yet; we pay you as soon as it arrives";
export const WAITING_FOR_DETAILS =
  'Waiting for your payment details: add a bank account or UPI id in Payment Details so we can pay you';
export const WAITING_FOR_DISPUTE = 'On hold while the dispute is open';

type When = Pick<Payout, 'status' | 'due_at' | 'paid_at' | 'utr' | 'waiting_for'>;

/**
 * When the money comes, or what it waits for (the server's `waiting_for`): the brand's payment, the
 * creator's payment details, a dispute, or the hold time (then the day it becomes due); the day it
 * was paid and the bank's UTR once paid; nothing once cancelled. India's dates (docs/product.md#dates).
 */
export function payoutWhen(p: When): string {
  switch (p.status) {
    case 'paid':
      return [p.paid_at ? `Paid ${formatDate(p.paid_at)}` : 'Paid', p.utr && `UTR ${p.utr}`]
        .filter(Boolean)
        .join(' · ');
    case 'cancelled':
      return 'Not payable';
  }
  switch (p.waiting_for) {
    case 'funding':
      return WAITING_FOR_BRAND;
    case 'payment_details':
      return WAITING_FOR_DETAILS;
    case 'dispute':
      return WAITING_FOR_DISPUTE;
    default:
      return p.status === 'on_hold' ? WAITING_FOR_DISPUTE : `Due ${formatDate(p.due_at)}`;
  }
}
