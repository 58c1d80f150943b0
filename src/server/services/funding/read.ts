import { desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, campaigns } from '@db/schema';
import type { Funding } from '@shared/schemas/funds';
import type { Env } from '@server/env';
import { notFound } from '@server/errors';
import type { Caller } from '../caller';
import { isAdmin } from '../campaigns/access';
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
 * claim's; a rejected last claim still shows its UTR and the admin's reason.
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
      updated_at: null,
    };
  const claim = await latestClaim(db, campaign.id);
  if (campaign.fundingStatus === 'none' || !claim)
    return {
      ...base,
      status: campaign.fundingStatus,
      amount: campaign.budget ?? 0,
      reference: await nextFundingReference(db, campaign.id),
      utr: claim?.status === 'rejected' ? claim.utr : null,
      rejection_reason: claim?.status === 'rejected' ? claim.reason : null,
      updated_at: claim?.updatedAt ?? null,
    };
  return {
    ...base,
    status: campaign.fundingStatus,
    amount: claim.amount,
    reference: claim.reference,
    utr: claim.utr,
    rejection_reason: null,
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
