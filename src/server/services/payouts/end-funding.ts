import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, campaigns } from '@db/schema';
import { formatRupees } from '@shared/format';
import { recordLedger, type NewLedgerEntry } from '../ledger/record';
import { BRAND_CAMPAIGNS_URL } from '../notifications/links';
import { insertNotifications } from '../notifications/notify';
import { paidOutOf, unsettledPayoutsOf } from './paid-out';

/** The ledger rows that end held money: what was paid out (released) and what goes back (refunded). */
export function endingEntries(
  funding: { id: string; amount: number; campaignId: string },
  paidOut: number,
  row: Omit<NewLedgerEntry, 'kind' | 'amount' | 'campaignId' | 'fundingId'>,
): NewLedgerEntry[] {
  const back = funding.amount - paidOut;
  const base = { ...row, campaignId: funding.campaignId, fundingId: funding.id };
  return [
    ...(paidOut > 0 ? [{ ...base, kind: 'funding_released' as const, amount: paidOut }] : []),
    ...(back > 0 ? [{ ...base, kind: 'funding_refunded' as const, amount: back }] : []),
  ];
}

/**
 * Ends a completed campaign's held money once it has no payout left to pay, each paid or cancelled
 * (docs/product.md#funding): `refunded` when nothing was paid out, else `released` with
 * `refunded_amount` for the unspent rest (0 or more), with their ledger rows, and the brand told
 * what comes back. Call it in the transaction that completed the campaign or settled a payout;
 * conditional updates make a second call change nothing. Returns the announce of the brand's
 * notification.
 */
export async function endFundingIfSettled(tx: Db, campaignId: string, at: string, actorId: string | null) {
  if ((await unsettledPayoutsOf(tx, campaignId)) > 0) return () => {};
  const paidOut = await paidOutOf(tx, campaignId);
  const status = paidOut === 0 ? 'refunded' : 'released';
  const [campaign] = await tx
    .update(campaigns)
    .set({ fundingStatus: status })
    .where(
      and(
        eq(campaigns.id, campaignId),
        eq(campaigns.status, 'completed'),
        eq(campaigns.fundingStatus, 'held'),
      ),
    )
    .returning({ title: campaigns.title, brandId: campaigns.userId });
  if (!campaign) return () => {};
  // One claim is held per campaign at a time (docs/product.md#funding).
  const [held] = await tx
    .select({ id: campaignFundings.id, amount: campaignFundings.amount, utr: campaignFundings.utr })
    .from(campaignFundings)
    .where(and(eq(campaignFundings.campaignId, campaignId), eq(campaignFundings.status, 'held')));
  if (!held) throw new Error(`campaign ${campaignId} is held with no held claim`);
  const back = held.amount - paidOut;
  await tx
    .update(campaignFundings)
    .set({ status, updatedAt: at, refundedAmount: back, refundedAt: back > 0 ? at : null })
    .where(and(eq(campaignFundings.id, held.id), eq(campaignFundings.status, 'held')));
  await recordLedger(
    tx,
    endingEntries({ ...held, campaignId }, paidOut, { actorId, utr: held.utr, createdAt: at }),
  );
  if (back <= 0) return () => {};
  return insertNotifications(tx, [
    {
      userId: campaign.brandId,
      type: 'campaign_status',
      title: 'Money to return',
      message: `"${campaign.title}" is settled: ${formatRupees(paidOut)} was paid out and the unspent ${formatRupees(back)} goes back to your account.`,
      priority: 'high',
      actionUrl: BRAND_CAMPAIGNS_URL,
      metadata: { campaign_id: campaignId, paid_out: paidOut, refunded_amount: back },
    },
  ]);
}
