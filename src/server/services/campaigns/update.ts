import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns } from '@db/schema';
import {
  CAMPAIGN_MESSAGES,
  dateValueTime,
  missingLiveFields,
  paidNeedsBudget,
  type Campaign,
  type UpdateCampaignInput,
} from '@shared/schemas/campaign';
import { UNFUNDED } from '@shared/enums';
import { badRequest, conflict, fieldRefused } from '@server/errors';
import { ownCampaignForChange, refuseIfModerated } from './access';
import type { Caller } from '../caller';
import { readCampaign, usageRightsColumns } from './columns';
import { keepApplicantsIn } from './invitees';
import { deadlineReminderJob } from '../scheduling/plan';
import { scheduleJobs } from '../scheduling/schedule';

/**
 * The claimed or held money is the budget at the time of the claim, so the budget and the
 * collaboration type stay as they are until an admin rejects the claim or gives the money back
 * (docs/product.md#funding).
 */
async function refuseIfFundingClaimed(tx: Db, id: string) {
  const [row] = await tx
    .select({ fundingStatus: campaigns.fundingStatus })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (row && !UNFUNDED.includes(row.fundingStatus)) throw conflict(CAMPAIGN_MESSAGES.fundedBudgetFixed);
}

/**
 * A moved deadline gets its own reminder for every creator already accepted
 * (docs/product.md#deadline-reminder); the old deadline's reminder finds the deadline changed and
 * does nothing. The same deadline again schedules nothing new (one job per kind and subject).
 */
async function remindOfNewDeadline(tx: Db, campaignId: string, deadline: string) {
  const accepted = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.campaignId, campaignId), eq(applications.status, 'accepted')));
  await scheduleJobs(
    tx,
    accepted.map((a) => deadlineReminderJob(a.id, deadline)),
  );
}

/**
 * A partial edit by the owning brand, checked against the stored campaign: a completed or deleted
 * one is 409, publishing works only from draft, and the result must still obey the create rules
 * (an active campaign has a title and a brief; a barter one has no budget, a live paid one a budget
 * above 0; the timeline runs forward).
 */
export async function updateCampaign(db: Db, caller: Caller, input: UpdateCampaignInput): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const current = await ownCampaignForChange(tx, caller, input.id);
    if (current.status === 'completed') throw conflict('A completed campaign cannot be edited');
    if (current.status === 'deleted') throw conflict('A deleted campaign cannot be edited');
    refuseIfModerated(current, 'edited');

    const set: Partial<typeof campaigns.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.budget_range !== undefined) set.budgetRange = input.budget_range;
    if (input.deadline !== undefined) set.deadline = input.deadline;
    if (input.tags !== undefined) set.tags = input.tags;
    if (input.deliverables !== undefined) set.deliverables = input.deliverables;
    if (input.revision_rounds !== undefined) set.revisionRounds = input.revision_rounds;
    if (input.destination_url !== undefined) set.destinationUrl = input.destination_url;
    // An agreement already made keeps the rights it was made with (docs/product.md#agreements-and-usage-rights).
    if (input.usage_rights !== undefined) Object.assign(set, usageRightsColumns(input.usage_rights));
    if (input.visibility !== undefined && input.visibility !== current.visibility) {
      set.visibility = input.visibility;
      if (input.visibility === 'invite_only') await keepApplicantsIn(tx, current.id);
    }
    if (input.timeline === null) Object.assign(set, { startDate: null, endDate: null });
    if (input.timeline?.start_date !== undefined) set.startDate = input.timeline.start_date;
    if (input.timeline?.end_date !== undefined) set.endDate = input.timeline.end_date;

    if (input.status === 'active' && current.status !== 'active') {
      if (current.status !== 'draft')
        throw conflict(`Only a draft can be published; this campaign is ${current.status}`);
      set.status = 'active';
    }

    const collabType = input.collab_type ?? input.collabType ?? current.collabType;
    if (collabType !== current.collabType) set.collabType = collabType;
    if (collabType === 'barter') {
      if ((input.budget ?? 0) > 0) throw badRequest(CAMPAIGN_MESSAGES.barterHasNoBudget);
      if (current.budget !== null) set.budget = null;
      if (input.product_value !== undefined) set.productValue = input.product_value;
    } else {
      if (input.budget !== undefined) set.budget = input.budget;
      // Only barter declares a value in kind; a paid one stores none (docs/product.md#barter-value).
      if (collabType !== current.collabType) set.productValue = null;
    }
    if (set.collabType !== undefined || (set.budget !== undefined && set.budget !== current.budget))
      await refuseIfFundingClaimed(tx, current.id);

    const status = set.status ?? current.status;
    const budget = set.budget !== undefined ? set.budget : current.budget;
    const title = set.title ?? current.title;
    const description = set.description !== undefined ? set.description : current.description;
    // The required fields first: a draft lacking its brief is told that before anything finer.
    const missing = status === 'active' ? missingLiveFields({ title, description }) : [];
    if (missing.length > 0) throw badRequest(CAMPAIGN_MESSAGES.activeNeedsFields(missing));
    if (paidNeedsBudget({ status, collab_type: collabType, budget }))
      throw fieldRefused('budget', CAMPAIGN_MESSAGES.paidNeedsBudget);

    const start = set.startDate !== undefined ? set.startDate : current.startDate;
    const end = set.endDate !== undefined ? set.endDate : current.endDate;
    if (start && end && dateValueTime(end) < dateValueTime(start))
      throw badRequest(CAMPAIGN_MESSAGES.endBeforeStart);

    if (set.deadline) await remindOfNewDeadline(tx, current.id, set.deadline);
    if (Object.keys(set).length > 0) await tx.update(campaigns).set(set).where(eq(campaigns.id, current.id));
    return readCampaign(tx, current.id);
  });
}
