import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, payouts } from '@db/schema';
import { recordLedger } from '../ledger/record';

/** Campaigns whose money the platform holds: only their payouts may fall due (docs/product.md#payouts). */
const onHeldMoney = (db: Db) =>
  inArray(
    payouts.campaignId,
    db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.fundingStatus, 'held')),
  );

/**
 * Moves the pending payouts whose due_at has passed and whose campaign's money is held to due, with
 * one payout_due ledger row each (docs/product.md#payouts, #ledger); `campaignId` keeps it to one
 * campaign (its funding was just confirmed). Money goes out only after it came in: a payout on
 * money not yet held stays pending past its time, and falls due when the money is held.
 *
 * It first looks for such payouts with a plain read and writes only when there are some, and then
 * only those rows, by a conditional update that returns the rows this call moved: reads that call it
 * to be exact to the clock take no write locks when nothing is due (on PostgreSQL a sweep over every
 * payout made concurrent money changes fail to serialize), and of concurrent calls each payout is
 * moved, and written, once.
 */
export async function makeDuePayoutsDue(db: Db, now: number, campaignId?: string): Promise<number> {
  const at = new Date(now).toISOString();
  const ready = and(
    eq(payouts.status, 'pending'),
    lte(payouts.dueAt, at),
    campaignId === undefined ? undefined : eq(payouts.campaignId, campaignId),
    onHeldMoney(db),
  );
  let total = 0;
  for (;;) {
    const found = await db.select({ id: payouts.id }).from(payouts).where(ready).limit(BATCH);
    if (found.length > 0) total += await moveToDue(db, found, at);
    if (found.length < BATCH) return total;
  }
}

/** Payouts moved per transaction: a catch-up after a long stop moves them a batch at a time. */
const BATCH = 500;

async function moveToDue(db: Db, found: { id: string }[], at: string): Promise<number> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(payouts)
      .set({ status: 'due', updatedAt: at })
      .where(
        and(
          inArray(
            payouts.id,
            found.map((p) => p.id),
          ),
          eq(payouts.status, 'pending'),
          lte(payouts.dueAt, at),
          onHeldMoney(tx),
        ),
      )
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
