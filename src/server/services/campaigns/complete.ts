import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, transactions } from '@db/schema';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import { indiaDate } from '@shared/dates';
import { formatRupees } from '@shared/format';
import { participantPayout } from '@shared/money';
import type { CompletionResult } from '@shared/schemas/campaign';
import { conflict } from '@server/errors';
import type { AppEvents } from '@server/events';
import { insertNotifications, type NewNotification } from '../notifications/notify';
import { latestWorkStatus } from '../latest-work-status';
import { ownCampaignForChange } from './access';
import type { Caller } from '../caller';
import { CREATOR_APPLICATIONS_URL } from '../notifications/links';
import { createPayout } from '../payouts/create';
import type { PayoutSettings } from '../payouts/settings';

type Announce = (events: AppEvents) => void;
type Deps = PayoutSettings & { db: Db; events: AppEvents };

/** A unique, unguessable reference a person can read out: PAY-20261122-9F2C61A04B, dated in India. */
export function newPaymentReference(now = new Date()) {
  const day = indiaDate(now).replace(/-/g, '');
  return `PAY-${day}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The totals of a completed campaign, read from the stored rows, so completing again answers the
 * same numbers: the participants' completed applications, and the sums of the transactions
 * (none for barter). total_budget is what was dealt out: commission + creator earnings.
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
  return {
    processed_applications: processed?.n ?? 0,
    total_budget: money?.deal ?? 0,
    commission_amount: money?.commission ?? 0,
    influencer_amount: money?.earnings ?? 0,
  };
}

/**
 * Completes a campaign inside the caller's transaction `tx`. It re-reads the stored status, so of
 * two racing requests only the first changes anything: the campaign becomes completed, every
 * participant's application completed, and for a paid campaign each participant gets one pending
 * transaction (deal = budget / participants, 15% commission), its payout (docs/product.md#payouts)
 * and a payment_processed notification.
 * Already completed: nothing is written and the stored totals come back. The unique index on
 * transactions.application_id backs this up should a row ever exist already.
 * Budget and collaboration type are the stored campaign's, never a request's.
 */
export async function completeCampaign(
  tx: Db,
  campaign: { id: string },
  settings: PayoutSettings,
): Promise<{ result: CompletionResult; announce: Announce; changed: boolean }> {
  const [current] = await tx
    .select({
      status: campaigns.status,
      title: campaigns.title,
      budget: campaigns.budget,
      userId: campaigns.userId,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaign.id))
    .limit(1);
  if (!current) throw conflict('This campaign no longer exists');
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

  const participants = await tx
    .select({ id: applications.id, creatorId: applications.creatorId })
    .from(applications)
    .where(and(eq(applications.campaignId, campaign.id), inArray(applications.status, PARTICIPANT_STATUSES)));
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

  const payout = participantPayout(current.budget, participants.length);
  const notices: NewNotification[] = [];
  if (payout.deal_amount > 0) {
    for (const p of participants) {
      const [inserted] = await tx
        .insert(transactions)
        .values({
          campaignId: campaign.id,
          applicationId: p.id,
          brandId: current.userId,
          creatorId: p.creatorId,
          dealAmount: payout.deal_amount,
          commissionAmount: payout.commission_amount,
          creatorEarnings: payout.creator_earnings,
          paymentStatus: 'pending',
          paymentReference: newPaymentReference(new Date(now)),
          transactionDate: now,
        })
        .onConflictDoNothing({ target: transactions.applicationId })
        .returning({ id: transactions.id, reference: transactions.paymentReference });
      if (!inserted) continue;
      await createPayout(tx, settings, {
        transactionId: inserted.id,
        applicationId: p.id,
        campaignId: campaign.id,
        creatorId: p.creatorId,
        gross: payout.deal_amount,
        commission: payout.commission_amount,
      });
      notices.push({
        userId: p.creatorId,
        type: 'payment_processed',
        title: 'Payment processing',
        message: `"${current.title}" is complete. Your payment of ${formatRupees(payout.creator_earnings)} (deal ${formatRupees(payout.deal_amount)} less ${formatRupees(payout.commission_amount)} platform commission) is being processed.`,
        priority: 'high',
        actionUrl: CREATOR_APPLICATIONS_URL,
        metadata: {
          campaign_id: campaign.id,
          application_id: p.id,
          transaction_id: inserted.id,
          payment_reference: inserted.reference,
          amount: payout.creator_earnings,
        },
      });
    }
  }
  return {
    result: await completionTotals(tx, campaign.id),
    announce: await insertNotifications(tx, notices),
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

/**
 * POST /campaigns/{id}/complete-creator/{creatorId}: the brand marks one participant's approved work
 * as done (application approved). When every participant's latest work is approved, the campaign
 * is completed in the same transaction by completeCampaign.
 */
export async function completeCreator(
  deps: Deps,
  caller: Caller,
  campaignId: string,
  creatorId: string,
): Promise<{ campaign_completed: boolean; completion: CompletionResult | null }> {
  const campaign = await ownCampaignForChange(deps.db, caller, campaignId);
  const outcome = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId))
      .limit(1);
    const status = stored?.status;
    const participants = await latestWorkOfParticipants(tx, campaignId);
    const mine = participants.find((p) => p.creatorId === creatorId);
    if (!mine) throw conflict('This creator is not an accepted participant of this campaign');
    if (status === 'completed')
      return {
        campaign_completed: true,
        completion: await completionTotals(tx, campaignId),
        announce: () => {},
      };
    if (status !== 'active')
      throw conflict(`Only an active campaign can be completed; this campaign is ${status}`);
    if (mine.workStatus !== 'approved') throw conflict("This creator's work has not been approved yet");

    await tx
      .update(applications)
      .set({ status: 'approved' })
      .where(and(eq(applications.id, mine.applicationId), eq(applications.status, 'accepted')));

    if (!participants.every((p) => p.workStatus === 'approved')) {
      return { campaign_completed: false, completion: null, announce: () => {} };
    }
    const { result, announce } = await completeCampaign(tx, campaign, deps);
    return { campaign_completed: true, completion: result, announce };
  });
  outcome.announce(deps.events);
  return { campaign_completed: outcome.campaign_completed, completion: outcome.completion };
}
