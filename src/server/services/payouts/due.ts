import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '@db/client';
import { payouts } from '@db/schema';
import { recordLedger } from '../ledger/record';

/**
 * Moves every pending payout whose due_at has passed to due, with one payout_due ledger row each,
 * in one transaction (docs/product.md#payouts, #ledger). The conditional update returns only the
 * rows this call moved, so of concurrent calls each payout is moved, and written, once. Every read
 * or change of payouts calls it first, so answers are exact to the clock without a scheduler.
 */
export async function makeDuePayoutsDue(db: Db, now: number): Promise<number> {
  const at = new Date(now).toISOString();
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(payouts)
      .set({ status: 'due', updatedAt: at })
      .where(and(eq(payouts.status, 'pending'), lte(payouts.dueAt, at)))
      .returning({
        id: payouts.id,
        net: payouts.net,
        campaignId: payouts.campaignId,
        creatorId: payouts.creatorId,
      });
    await recordLedger(
      tx,
      moved.map((p) => ({
        kind: 'payout_due' as const,
        amount: p.net,
        campaignId: p.campaignId,
        payoutId: p.id,
        creatorId: p.creatorId,
        createdAt: at,
      })),
    );
    return moved.length;
  });
}
