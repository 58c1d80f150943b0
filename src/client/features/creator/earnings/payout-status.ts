import type { PayoutStatus } from '@shared/enums';
import type { Payout } from '@shared/schemas/funds';
import { formatDate } from '@shared/dates';
import type { BadgeTone } from '@client/components/ui';
import { i18n } from '@client/i18n/i18n';

/** A status as the creator reads it (docs/product.md#payouts), in the page's language. */
export const payoutStatusLabel = (status: PayoutStatus) =>
  i18n.getFixedT(null, 'app', 'creator.earnings.status')(status);

export const PAYOUT_STATUS_TONES: Record<PayoutStatus, BadgeTone> = {
  pending: 'yellow',
  due: 'blue',
  on_hold: 'yellow',
  paid: 'green',
  cancelled: 'gray',
};

type When = Pick<Payout, 'status' | 'due_at' | 'paid_at' | 'utr' | 'waiting_for'>;

/**
 * When the money comes, or what it waits for (the server's `waiting_for`): the brand's payment, the
 * creator's payment details, a dispute, or the hold time (then the day it becomes due); the day it
 * was paid and the bank's UTR once paid; nothing once cancelled. India's dates (docs/product.md#dates).
 */
export function payoutWhen(p: When): string {
  // What an unpaid payout waits for, in the creator's words (docs/product.md#payouts).
  const t = i18n.getFixedT(null, 'app', 'creator.earnings.when');
  switch (p.status) {
    case 'paid':
      return [
        p.paid_at ? t('paidOn', { date: formatDate(p.paid_at) }) : t('paid'),
        p.utr && t('utr', { utr: p.utr }),
      ]
        .filter(Boolean)
        .join(' · ');
    case 'cancelled':
      return t('notPayable');
  }
  switch (p.waiting_for) {
    case 'funding':
      return t('waitingForBrand');
    case 'payment_details':
      return t('waitingForDetails');
    case 'dispute':
      return t('waitingForDispute');
    default:
      return p.status === 'on_hold' ? t('waitingForDispute') : t('due', { date: formatDate(p.due_at) });
  }
}
