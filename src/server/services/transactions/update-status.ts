import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isUniqueViolation } from '@db/errors';
import { campaigns, payouts, transactions } from '@db/schema';
import { UNSETTLED_PAYOUTS, type PaymentStatus } from '@shared/enums';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { type AuditActor, writeAuditEntry } from '../audit/audit-log';
import { UTR_USED, utrInUse } from '../ledger/utr';
import { insertNotifications } from '../notifications/notify';
import { PAY_MESSAGES } from '../payouts/mark-paid';
import { paymentReleasedNotice } from '../payouts/notices';
import { settlePayout } from '../payouts/settle';
import { getTransaction } from './list';

export const TRANSACTION_MESSAGES = {
  paid: 'This payment was paid out to the creator on the Payouts tab; it cannot change',
  cancelled: "This payment's payout was cancelled; it cannot be completed",
  onHold: "An open dispute holds this payment's payout; resolve the dispute on the Disputes tab first",
} as const;

/**
 * Sets a payment status; an admin may move between any two statuses (docs/product.md#transaction-states),
 * the admin's record of a payment made by hand. The creator is told once, when the payment becomes
 * completed, of what their payout paid; setting the status it already has changes nothing.
 * Its payout follows (docs/product.md#payouts): completed pays an unpaid payout (with the transfer's
 * `utr` when given), failed or cancelled cancels it. Money goes out only after it came in, and never
 * past a dispute: a payout on hold cannot change at all, and one on money the platform does not
 * hold cannot be paid (409); a transaction whose payout is paid, or set completed while its payout is
 * cancelled, cannot change (409), so the two tabs never disagree. The change, its payout's included,
 * is audited (`transaction.status`) in the same transaction.
 */
export async function setPaymentStatus(
  deps: { db: Db; events: AppEvents; now: () => number },
  admin: AuditActor,
  id: string,
  status: PaymentStatus,
  utr?: string,
) {
  try {
    const announce = await deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          status: transactions.paymentStatus,
          creatorId: transactions.creatorId,
          campaignId: transactions.campaignId,
          campaignTitle: campaigns.title,
          fundingStatus: campaigns.fundingStatus,
        })
        .from(transactions)
        .innerJoin(campaigns, eq(campaigns.id, transactions.campaignId))
        .where(eq(transactions.id, id));
      if (!current) throw notFound('Transaction');
      if (current.status === status) return () => {};
      const [payout] = await tx
        .select({ status: payouts.status, net: payouts.net })
        .from(payouts)
        .where(eq(payouts.transactionId, id));
      if (payout?.status === 'paid') throw conflict(TRANSACTION_MESSAGES.paid);
      if (payout?.status === 'on_hold') throw conflict(TRANSACTION_MESSAGES.onHold);
      if (payout?.status === 'cancelled' && status === 'completed')
        throw conflict(TRANSACTION_MESSAGES.cancelled);
      const pays = payout !== undefined && status === 'completed';
      if (pays && current.fundingStatus !== 'held') throw conflict(PAY_MESSAGES.notFunded);
      if (pays && utr && (await utrInUse(tx, utr))) throw conflict(UTR_USED);

      await tx.update(transactions).set({ paymentStatus: status }).where(eq(transactions.id, id));
      const payoutTo = status === 'completed' ? 'paid' : 'cancelled';
      // On hold is not among `from`: of a dispute opened meanwhile and this change, one wins.
      const settled =
        payout && status !== 'pending'
          ? await settlePayout(tx, {
              where: { transactionId: id },
              from: UNSETTLED_PAYOUTS.filter((s) => s !== 'on_hold'),
              to: payoutTo,
              at: new Date(deps.now()).toISOString(),
              actorId: admin.id,
              utr: pays ? (utr ?? null) : null,
              note: `transaction set ${status} on the Commission tab`,
            })
          : undefined;
      if (payout && status !== 'pending' && !settled) throw conflict(TRANSACTION_MESSAGES.onHold);
      await writeAuditEntry(tx, {
        actorId: admin.id,
        action: 'transaction.status',
        targetType: 'transaction',
        targetIds: [id, current.creatorId, ...(settled ? [settled.id] : [])],
        metadata: {
          campaign_id: current.campaignId,
          before: { payment_status: current.status, ...(settled ? { payout_status: payout!.status } : {}) },
          after: {
            payment_status: status,
            ...(settled ? { payout_status: payoutTo, ...(pays ? { utr: utr ?? null } : {}) } : {}),
          },
        },
        ip: admin.ip,
      });
      const ended = settled?.announce ?? (() => {});
      if (status !== 'completed') return ended;
      const paidNet = settled?.net ?? payout?.net;
      const told = await insertNotifications(tx, [
        {
          userId: current.creatorId,
          ...paymentReleasedNotice(
            { campaignTitle: current.campaignTitle, net: paidNet, utr: pays && utr ? utr : null },
            { transaction_id: id, campaign_id: current.campaignId, amount: paidNet ?? null },
          ),
        },
      ]);
      return (events: AppEvents) => {
        told(events);
        ended(events);
      };
    });
    announce(deps.events);
    return getTransaction(deps.db, id);
  } catch (e) {
    // The same UTR given at once for two payouts: the unique index refuses the second.
    if (isUniqueViolation(e)) throw conflict(UTR_USED);
    throw e;
  }
}
