import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { payouts } from '@db/schema';
import type { PayoutStatus } from '@shared/enums';
import { recordLedger } from '../ledger/record';
import { endFundingIfSettled } from './end-funding';

/**
 * Ends a payout, paid or cancelled, inside the caller's transaction: a conditional update from one
 * of `from`, its ledger row (docs/product.md#ledger), and the campaign's funding ended when this was
 * its last open payout of a completed campaign (endFundingIfSettled). Returns the payout as it was
 * moved with the announce of the brand's notification, or undefined when it was not in one of
 * `from` (another request got there first), so nothing is written twice.
 */
export async function settlePayout(
  tx: Db,
  move: {
    where: { id: string } | { transactionId: string };
    from: PayoutStatus[];
    to: 'paid' | 'cancelled';
    at: string;
    actorId: string | null;
    utr?: string | null;
    note?: string;
  },
) {
  const target =
    'id' in move.where ? eq(payouts.id, move.where.id) : eq(payouts.transactionId, move.where.transactionId);
  const paid = move.to === 'paid';
  const [moved] = await tx
    .update(payouts)
    .set({
      status: move.to,
      updatedAt: move.at,
      ...(paid ? { paidAt: move.at, utr: move.utr ?? null, paidBy: move.actorId } : {}),
    })
    .where(and(target, inArray(payouts.status, move.from)))
    .returning({
      id: payouts.id,
      net: payouts.net,
      campaignId: payouts.campaignId,
      creatorId: payouts.creatorId,
      transactionId: payouts.transactionId,
    });
  if (!moved) return undefined;
  await recordLedger(tx, [
    {
      kind: paid ? 'payout_paid' : 'payout_cancelled',
      // Cancelled: the net that will no longer go to the creator.
      amount: moved.net,
      campaignId: moved.campaignId,
      payoutId: moved.id,
      creatorId: moved.creatorId,
      actorId: move.actorId,
      utr: move.utr ?? null,
      note: move.note ?? null,
      createdAt: move.at,
    },
  ]);
  const announce = await endFundingIfSettled(tx, moved.campaignId, move.at, move.actorId);
  return { ...moved, announce };
}
