import { desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, campaigns } from '@db/schema';
import { UNFUNDED } from '@shared/enums';
import type { Funding } from '@shared/schemas/funds';
import type { Env } from '@server/env';
import { notFound } from '@server/errors';
import type { Caller } from '../caller';
import { isAdmin } from '../campaigns/access';
import { paidOutOf } from '../payouts/paid-out';
import { nextFundingReference } from './reference';

/** The stored facts a campaign's funding is read from. */
export async function fundingFacts(db: Db, campaignId: string) {
  const [campaign] = await db
    .select({
      id: campaigns.id,
      userId: campaigns.userId,
      title: campaigns.title,
      status: campaigns.status,
      collabType: campaigns.collabType,
      budget: campaigns.budget,
      fundingStatus: campaigns.fundingStatus,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return campaign;
}
export type FundingFacts = NonNullable<Awaited<ReturnType<typeof fundingFacts>>>;

/** The campaign's latest claim: the one waiting or held, or the last one rejected. */
async function latestClaim(db: Db, campaignId: string) {
  const [claim] = await db
    .select({
      amount: campaignFundings.amount,
      reference: campaignFundings.reference,
      utr: campaignFundings.utr,
      status: campaignFundings.status,
      reason: campaignFundings.reason,
      decidedAt: campaignFundings.decidedAt,
      refundedAmount: campaignFundings.refundedAmount,
      updatedAt: campaignFundings.updatedAt,
    })
    .from(campaignFundings)
    .where(eq(campaignFundings.campaignId, campaignId))
    .orderBy(desc(campaignFundings.createdAt), desc(campaignFundings.id))
    .limit(1);
  return claim;
}

/**
 * A campaign's funding (docs/product.md#funding). Barter has nothing to fund: `none`, 0 and no
 * reference. With no claim waiting or held, the amount is the budget now and the reference the next
 * claim's; a rejected last claim still shows its UTR, the admin's reason and when. Money given back
 * shows how much went back (`refunded_amount`).
 */
export async function fundingOf(
  db: Db,
  env: Pick<Env, 'paymentAccount'>,
  campaign: FundingFacts,
): Promise<Funding> {
  const base = { campaign_id: campaign.id, instructions: env.paymentAccount };
  if (campaign.collabType === 'barter')
    return {
      ...base,
      status: 'none',
      amount: 0,
      reference: '',
      utr: null,
      rejection_reason: null,
      rejected_at: null,
      refunded_amount: null,
      paid_out: 0,
      updated_at: null,
    };
  const claim = await latestClaim(db, campaign.id);
  // Unfunded (never, rejected or given back): what a new claim would send, and the last outcome.
  if (UNFUNDED.includes(campaign.fundingStatus) || !claim) {
    const rejected = claim?.status === 'none' ? claim : undefined;
    return {
      ...base,
      status: campaign.fundingStatus,
      amount: campaign.budget ?? 0,
      reference: await nextFundingReference(db, campaign.id),
      utr: claim && claim.status !== 'awaiting_confirmation' ? claim.utr : null,
      rejection_reason: rejected?.reason ?? null,
      rejected_at: rejected?.decidedAt ?? null,
      refunded_amount: claim?.status === 'refunded' ? claim.refundedAmount : null,
      paid_out: claim?.status === 'refunded' ? await paidOutOf(db, campaign.id) : 0,
      updated_at: claim?.updatedAt ?? null,
    };
  }
  return {
    ...base,
    status: campaign.fundingStatus,
    amount: claim.amount,
    reference: claim.reference,
    utr: claim.utr,
    rejection_reason: null,
    rejected_at: null,
    refunded_amount: claim.refundedAmount,
    paid_out: campaign.fundingStatus === 'awaiting_confirmation' ? 0 : await paidOutOf(db, campaign.id),
    updated_at: claim.updatedAt,
  };
}

/** GET /campaigns/{id}/funding: the owning brand or an admin; anyone else is told it does not exist. */
export async function getFunding(
  deps: { db: Db; env: Pick<Env, 'paymentAccount'> },
  caller: Caller,
  campaignId: string,
): Promise<Funding> {
  const campaign = await fundingFacts(deps.db, campaignId);
  if (!campaign || (campaign.userId !== caller.id && !isAdmin(caller))) throw notFound('Campaign');
  return fundingOf(deps.db, deps.env, campaign);
}
