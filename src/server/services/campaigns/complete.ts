import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, payouts, transactions } from '@db/schema';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import type { CompletionResult } from '@shared/schemas/campaign';
import { conflict } from '@server/errors';
import type { AppEvents } from '@server/events';
import { insertNotifications, type NewNotification } from '../notifications/notify';
import { latestWorkStatus } from '../latest-work-status';
import { ownCampaignForChange } from './access';
import type { Caller } from '../caller';
import { endFundingIfSettled } from '../payouts/end-funding';
import type { PayoutSettings } from '../payouts/settings';
import { dealsOf, participantsInOrder, payParticipant } from './pay-participant';

export { newPaymentReference } from './pay-participant';

type Announce = (events: AppEvents) => void;
type Deps = PayoutSettings & { db: Db; events: AppEvents };

const both =
  (...announces: Announce[]): Announce =>
  (events) => {
    for (const announce of announces) announce(events);
  };

/**
 * The totals of a completed campaign, read from the stored rows, so completing again answers the
 * same numbers: the participants' completed applications, and the sums of the transactions
 * (none for barter). total_budget is what was dealt out: commission + creator earnings;
 * payouts_net what the creators' payouts pay after GST on the commission and TDS (and any dispute
 * adjustment), cancelled ones left out.
 */
export async function completionTotals(db: Db, campaignId: string): Promise<CompletionResult> {
  const [processed] = await db
    .select({ n: sql<number>`count(*)` })
    .from(applications)
    .where(and(eq(applications.campaignId, campaignId), eq(applications.status, 'completed')));
  const [money] = await db
    .select({
      deal: sql<number>`coalesce(sum(${transactions.dealAmount}), 0)`,
      commission: sql<number>`coalesce(sum(${transactions.commissionAmount}), 0)`,
      earnings: sql<number>`coalesce(sum(${transactions.creatorEarnings}), 0)`,
    })
    .from(transactions)
    .where(eq(transactions.campaignId, campaignId));
  const [paid] = await db
    .select({ net: sql<number>`coalesce(sum(${payouts.net}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.campaignId, campaignId), ne(payouts.status, 'cancelled')));
  return {
    processed_applications: Number(processed?.n ?? 0),
    total_budget: Number(money?.deal ?? 0),
    commission_amount: Number(money?.commission ?? 0),
    influencer_amount: Number(money?.earnings ?? 0),
    payouts_net: Number(paid?.net ?? 0),
  };
}

/** The stored campaign as completion reads it, inside the completing transaction. */
async function storedCampaign(tx: Db, id: string) {
  const [current] = await tx
    .select({
      id: campaigns.id,
      status: campaigns.status,
      title: campaigns.title,
      budget: campaigns.budget,
      userId: campaigns.userId,
    })
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .limit(1);
  if (!current) throw conflict('This campaign no longer exists');
  return current;
}

/**
 * Completes a campaign inside the caller's transaction `tx`. It re-reads the stored status, so of
 * two racing requests only the first changes anything: the campaign becomes completed, every
 * participant's application completed, and for a paid campaign each participant not paid yet gets
 * its transaction and payout (payParticipant: the budget shared among the participants so it adds
 * up exactly) and a payment_processed notification; a campaign with nobody to pay ends its held
 * money (docs/product.md#funding).
 * Already completed: nothing is written and the stored totals come back. The unique index on
 * transactions.application_id backs this up should a row ever exist already.
 * Budget and collaboration type are the stored campaign's, never a request's.
 */
export async function completeCampaign(
  tx: Db,
  campaign: { id: string },
  settings: PayoutSettings,
): Promise<{ result: CompletionResult; announce: Announce; changed: boolean }> {
  const current = await storedCampaign(tx, campaign.id);
  if (current.status === 'completed')
    return { result: await completionTotals(tx, campaign.id), announce: () => {}, changed: false };
  if (current.status !== 'active')
    throw conflict(`Only an active campaign can be completed; this campaign is ${current.status}`);

  // The injected clock, so the completion, its transactions and payouts share one instant (tests move it).
  const now = new Date(settings.now()).toISOString();
  await tx
    .update(campaigns)
    .set({ status: 'completed', completedAt: now })
    .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 'active')));

  const participants = await participantsInOrder(tx, campaign.id);
  if (participants.length > 0) {
    await tx
      .update(applications)
      .set({ status: 'completed', completedAt: now })
      .where(
        inArray(
          applications.id,
          participants.map((p) => p.id),
        ),
      );
  }

  const deals = dealsOf(current.budget, participants);
  const notices: NewNotification[] = [];
  for (const p of participants) {
    notices.push(...(await payParticipant(tx, settings, current, p, deals.get(p.id) ?? 0, now)));
  }
  const ended = await endFundingIfSettled(tx, campaign.id, now, null);
  return {
    result: await completionTotals(tx, campaign.id),
    announce: both(await insertNotifications(tx, notices), ended),
    changed: true,
  };
}

/** POST /campaigns/{id}/complete: the owning brand completes an active campaign; again is a no-op with the same totals. */
export async function completeOwnCampaign(deps: Deps, caller: Caller, id: string): Promise<CompletionResult> {
  const campaign = await ownCampaignForChange(deps.db, caller, id);
  const { result, announce } = await deps.db.transaction((tx) => completeCampaign(tx, campaign, deps));
  announce(deps.events);
  return result;
}

/** The status of each participant's latest submission (null when none), in one query. */
async function latestWorkOfParticipants(tx: Db, campaignId: string) {
  return tx
    .select({
      applicationId: applications.id,
      creatorId: applications.creatorId,
      workStatus: latestWorkStatus(),
    })
    .from(applications)
    .where(and(eq(applications.campaignId, campaignId), inArray(applications.status, PARTICIPANT_STATUSES)));
}

type ParticipantDone = {
  campaign_completed: boolean;
  completion: CompletionResult | null;
  announce: Announce;
};

/**
 * One participant's approved work is done, inside the caller's transaction (docs/product.md#completion):
 * its application becomes approved and, on a paid campaign, it is paid its deal now (transaction and
 * payout); when every participant's latest work is approved the campaign completes. The brand's
 * complete-creator and the platform's approval after WORK_REVIEW_HOURS both come here. A campaign
 * that is not active completes nobody (409 for the brand; the platform leaves it to the brand).
 */
export async function completeParticipant(
  tx: Db,
  settings: PayoutSettings,
  campaignId: string,
  creatorId: string,
): Promise<ParticipantDone> {
  const current = await storedCampaign(tx, campaignId);
  const participants = await latestWorkOfParticipants(tx, campaignId);
  const mine = participants.find((p) => p.creatorId === creatorId);
  if (!mine) throw conflict('This creator is not an accepted participant of this campaign');
  if (current.status === 'completed')
    return {
      campaign_completed: true,
      completion: await completionTotals(tx, campaignId),
      announce: () => {},
    };
  if (current.status !== 'active')
    throw conflict(`Only an active campaign can be completed; this campaign is ${current.status}`);
  if (mine.workStatus !== 'approved') throw conflict("This creator's work has not been approved yet");

  await tx
    .update(applications)
    .set({ status: 'approved' })
    .where(and(eq(applications.id, mine.applicationId), eq(applications.status, 'accepted')));
  const now = new Date(settings.now()).toISOString();
  const ordered = await participantsInOrder(tx, campaignId);
  const deal = dealsOf(current.budget, ordered).get(mine.applicationId) ?? 0;
  const paidNotices = await payParticipant(
    tx,
    settings,
    current,
    { id: mine.applicationId, creatorId },
    deal,
    now,
  );
  const paid = await insertNotifications(tx, paidNotices);

  if (!participants.every((p) => p.workStatus === 'approved'))
    return { campaign_completed: false, completion: null, announce: paid };
  const { result, announce } = await completeCampaign(tx, current, settings);
  return { campaign_completed: true, completion: result, announce: both(paid, announce) };
}

/**
 * POST /campaigns/{id}/complete-creator/{creatorId}: the brand marks one participant's approved work
 * as done (completeParticipant), in one transaction.
 */
export async function completeCreator(
  deps: Deps,
  caller: Caller,
  campaignId: string,
  creatorId: string,
): Promise<{ campaign_completed: boolean; completion: CompletionResult | null }> {
  await ownCampaignForChange(deps.db, caller, campaignId);
  const outcome = await deps.db.transaction((tx) => completeParticipant(tx, deps, campaignId, creatorId));
  outcome.announce(deps.events);
  return { campaign_completed: outcome.campaign_completed, completion: outcome.completion };
}
