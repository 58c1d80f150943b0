import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, campaigns, payouts } from '@db/schema';
import { recordLedger } from '../ledger/record';

/**
 * Releases a completed campaign's held funding once every one of its payouts is paid or cancelled
 * (docs/product.md#funding): the claim and the campaign become released, with a funding_released
 * ledger row of the claim's amount (docs/product.md#ledger). Call it in the transaction that
 * settled the last payout; conditional updates make a second call change nothing.
 */
export async function releaseFundingIfSettled(
  tx: Db,
  campaignId: string,
  at: string,
  actorId: string | null,
) {
  const [open] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(payouts)
    .where(and(eq(payouts.campaignId, campaignId), notInArray(payouts.status, ['paid', 'cancelled'])));
  if (Number(open?.n ?? 0) > 0) return;
  const [campaign] = await tx
    .update(campaigns)
    .set({ fundingStatus: 'released' })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'completed'),
        eq(campaigns.fundingStatus, 'held'),
      ),
    )
    .returning({ id: campaigns.id });
  if (!campaign) return;
  const released = await tx
    .update(campaignFundings)
    .set({ status: 'released', updatedAt: at })
    .where(and(eq(campaignFundings.campaignId, campaignId), eq(campaignFundings.status, 'held')))
    .returning({ id: campaignFundings.id, amount: campaignFundings.amount, utr: campaignFundings.utr });
  await recordLedger(
    tx,
    released.map((f) => ({
      kind: 'funding_released' as const,
      amount: f.amount,
      campaignId,
      fundingId: f.id,
      actorId,
      utr: f.utr,
      createdAt: at,
    })),
  );
}
