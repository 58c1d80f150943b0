import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, payouts, transactions } from '@db/schema';
import type { PaymentStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { type AuditActor, writeAuditEntry } from '../admin-payments/audit-log';
import { insertNotifications } from '../notifications/notify';
import { settlePayout, UNSETTLED } from '../payouts/settle';
import { getTransaction } from './list';

/**
 * Sets a payment status; an admin may move between any two statuses (docs/product.md#transaction-states). The creator
 * is told once, when the payment becomes completed; setting the status it already has changes nothing.
 * Its payout follows (docs/product.md#payouts): completed pays an unpaid payout (no UTR: paid outside
 * the payouts tab), failed or cancelled cancels it, and a transaction whose payout is paid, or set
 * completed while its payout is cancelled, cannot change (409), so the two tabs never disagree.
 * The change, its payout's included, is audited (`transaction.status`) in the same transaction.
 */
export async function setPaymentStatus(
  deps: { db: Db; events: AppEvents; now: () => number },
  admin: AuditActor,
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
    const [payout] = await tx
      .select({ status: payouts.status })
      .from(payouts)
      .where(eq(payouts.transactionId, id));
    if (payout?.status === 'paid')
      throw conflict('This payment was paid out to the creator on the Payouts tab; it cannot change');
    if (payout?.status === 'cancelled' && status === 'completed')
      throw conflict("This payment's payout was cancelled; it cannot be completed");

    await tx.update(transactions).set({ paymentStatus: status }).where(eq(transactions.id, id));
    const payoutTo = status === 'completed' ? 'paid' : 'cancelled';
    const settled =
      payout && status !== 'pending'
        ? await settlePayout(tx, {
            where: { transactionId: id },
            from: UNSETTLED,
            to: payoutTo,
            at: new Date(deps.now()).toISOString(),
            actorId: admin.id,
            note: `transaction set ${status} on the Commission tab`,
          })
        : undefined;
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'transaction.status',
      targetType: 'transaction',
      targetIds: [id, current.creatorId, ...(settled ? [settled.id] : [])],
      metadata: {
        campaign_id: current.campaignId,
        before: { payment_status: current.status, ...(settled ? { payout_status: payout!.status } : {}) },
        after: { payment_status: status, ...(settled ? { payout_status: payoutTo } : {}) },
      },
      ip: admin.ip,
    });
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
