import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, transactions } from '@db/schema';
import type { PaymentStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import { notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { insertNotifications } from '../notifications/notify';
import { getTransaction } from './list';

/**
 * Sets a payment status; an admin may move between any two statuses (docs/product.md#transaction-states). The creator
 * is told once, when the payment becomes completed; setting the status it already has changes nothing.
 */
export async function setPaymentStatus(
  deps: { db: Db; events: AppEvents },
  id: string,
  status: PaymentStatus,
) {
  const announce = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: transactions.paymentStatus,
        creatorId: transactions.creatorId,
        campaignId: transactions.campaignId,
        earnings: transactions.creatorEarnings,
        campaignTitle: campaigns.title,
      })
      .from(transactions)
      .innerJoin(campaigns, eq(campaigns.id, transactions.campaignId))
      .where(eq(transactions.id, id));
    if (!current) throw notFound('Transaction');
    if (current.status === status) return () => {};

    await tx.update(transactions).set({ paymentStatus: status }).where(eq(transactions.id, id));
    if (status !== 'completed') return () => {};
    return insertNotifications(tx, [
      {
        userId: current.creatorId,
        type: 'payment_released',
        title: 'Payment released',
        message: `Your payment of ${formatRupees(current.earnings)} for "${current.campaignTitle}" has been released.`,
        priority: 'high',
        actionUrl: '/creator-dashboard',
        metadata: { transaction_id: id, campaign_id: current.campaignId, amount: current.earnings },
      },
    ]);
  });
  announce(deps.events);
  return getTransaction(deps.db, id);
}
