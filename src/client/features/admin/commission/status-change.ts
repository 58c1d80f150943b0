import type { TFunction } from 'i18next';
import { UNSETTLED_PAYOUTS, type PaymentStatus } from '@shared/enums';
import type { TransactionRow } from '@shared/schemas/transactions';

type Row = Pick<TransactionRow, 'payment_status' | 'payout_status'>;

/**
 * What setting `next` on a transaction does to its payout's money (docs/product.md#payouts):
 * completed pays an unpaid payout, failed or cancelled cancels it; anything else moves none.
 */
export function moneyMove(t: Row, next: PaymentStatus): 'pay' | 'cancel' | null {
  if (next === t.payment_status || !t.payout_status || !UNSETTLED_PAYOUTS.includes(t.payout_status))
    return null;
  if (next === 'completed') return 'pay';
  return next === 'failed' || next === 'cancelled' ? 'cancel' : null;
}

/** Why the row's status cannot change at all, or null: the server refuses any change then (409). */
export function statusLocked(row: Row, t: TFunction<'admin', 'commission'>): string | null {
  if (row.payout_status === 'on_hold') return t('select.lockedDispute');
  if (row.payout_status === 'paid') return t('select.lockedPaid');
  return null;
}
