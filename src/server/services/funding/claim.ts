import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isUniqueViolation } from '@db/errors';
import { campaignFundings, campaigns } from '@db/schema';
import { UNFUNDED } from '@shared/enums';
import type { Funding } from '@shared/schemas/funds';
import type { Env } from '@server/env';
import { badRequest, conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { notifyAdmins } from '../notifications/notify';
import { fundingFacts, fundingOf, type FundingFacts } from './read';
import { fundingNotices } from './notices';
import { nextFundingReference } from './reference';
import { UTR_USED, utrInUse } from '../ledger/utr';

type Deps = { db: Db; env: Pick<Env, 'paymentAccount'>; events: AppEvents };

export const FUNDING_MESSAGES = {
  barter: 'A barter campaign has no budget to fund',
  noAccount:
    "The platform's payment account is not set up yet, so campaigns cannot be funded. Please try again later.",
  closed: (status: string) => `This campaign is ${status} and cannot be funded`,
  noBudget: 'Set a budget above 0 before funding this campaign',
  waiting: 'A funding claim for this campaign is already waiting for confirmation',
  funded: 'This campaign is already funded',
} as const;

/** Campaigns their brand may no longer fund: deleted by the brand, or removed by moderators. */
const CLOSED = ['deleted', 'removed'] as const;

/** Why this campaign cannot take a claim now, checked in the order a brand can act on them. */
function refuseClaim(env: Deps['env'], campaign: FundingFacts) {
  if (campaign.collabType === 'barter') throw badRequest(FUNDING_MESSAGES.barter);
  if (!env.paymentAccount) throw conflict(FUNDING_MESSAGES.noAccount);
  if ((CLOSED as readonly string[]).includes(campaign.status))
    throw conflict(FUNDING_MESSAGES.closed(campaign.status));
  if (!((campaign.budget ?? 0) > 0)) throw conflict(FUNDING_MESSAGES.noBudget);
}

/**
 * POST /campaigns/{id}/funding: the owning brand says it sent the whole budget, with the transfer's
 * UTR (docs/product.md#funding). One claim waits or is held at a time: the campaign moves from
 * `none` to `awaiting_confirmation` by a conditional update, so of concurrent claims one is stored
 * and the others are 409. A UTR given before anywhere is 409; every admin is asked to confirm.
 */
export async function claimFunding(
  deps: Deps,
  brand: Caller,
  input: { id: string; utr: string },
): Promise<Funding> {
  try {
    const { funding, announce } = await deps.db.transaction(async (tx) => {
      const campaign = await fundingFacts(tx, input.id);
      if (!campaign || campaign.userId !== brand.id) throw notFound('Campaign');
      refuseClaim(deps.env, campaign);

      const moved = await tx
        .update(campaigns)
        .set({ fundingStatus: 'awaiting_confirmation' })
        .where(and(eq(campaigns.id, campaign.id), inArray(campaigns.fundingStatus, UNFUNDED)))
        .returning({ id: campaigns.id });
      if (moved.length === 0)
        throw conflict(
          campaign.fundingStatus === 'awaiting_confirmation'
            ? FUNDING_MESSAGES.waiting
            : FUNDING_MESSAGES.funded,
        );
      if (await utrInUse(tx, input.utr)) throw conflict(UTR_USED);

      const amount = campaign.budget!;
      const [claim] = await tx
        .insert(campaignFundings)
        .values({
          campaignId: campaign.id,
          brandId: brand.id,
          amount,
          reference: await nextFundingReference(tx, campaign.id),
          utr: input.utr,
        })
        .returning({ id: campaignFundings.id, reference: campaignFundings.reference });

      const announce = await notifyAdmins(
        tx,
        fundingNotices.claimed({
          fundingId: claim!.id,
          campaignId: campaign.id,
          campaignTitle: campaign.title,
          amount,
          utr: input.utr,
          reference: claim!.reference,
        }),
      );
      const stored = { ...campaign, fundingStatus: 'awaiting_confirmation' as const };
      return { funding: await fundingOf(tx, deps.env, stored), announce };
    });
    announce(deps.events);
    return funding;
  } catch (e) {
    // Two claims with the same UTR on two campaigns at once: the unique index refuses the second.
    if (isUniqueViolation(e)) throw conflict(UTR_USED);
    throw e;
  }
}
