import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, transactions } from '@db/schema';
import type { CampaignStatus, CollabType, FundingStatus } from '@shared/enums';
import type { Application } from '@shared/schemas/application';
import { conflict, notFound } from '@server/errors';
import type { Env } from '@server/env';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { insertNotifications } from '../notifications/notify';
import { readApplication } from './columns';
import { keepOrNewTrackingCode } from '../tracking-code';
import { applicationNotices } from './notices';
import { deadlineReminderJob } from '../scheduling/plan';
import { scheduleJobs } from '../scheduling/schedule';
import { makeAgreement } from '../agreements/make';

/** Whether a participant of the campaign has been paid its deal, which fixed every participant's share. */
async function budgetShared(tx: Db, campaignId: string) {
  const [paid] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.campaignId, campaignId))
    .limit(1);
  return paid !== undefined;
}

/**
 * Whether the campaign may take one more participant, whichever way one joins (an accepted
 * application, an accepted direct offer): it is active, with REQUIRE_FUNDING a paid campaign's money
 * is held, and its budget has not been shared out yet; else 409.
 */
export async function refuseNewParticipant(
  tx: Db,
  env: Pick<Env, 'REQUIRE_FUNDING'>,
  campaign: { id: string; status: CampaignStatus; collabType: CollabType; fundingStatus: FundingStatus },
) {
  if (campaign.status !== 'active')
    throw conflict(
      `Applications can be accepted only while the campaign is active; this campaign is ${campaign.status}`,
    );
  // A creator starts work only on money the platform holds, when the operator asks for that (docs/product.md#funding).
  if (env.REQUIRE_FUNDING && campaign.collabType === 'paid' && campaign.fundingStatus !== 'held')
    throw conflict('Fund this campaign before accepting creators');
  // The budget is shared among the participants when the first is paid (docs/product.md#completion).
  if (await budgetShared(tx, campaign.id))
    throw conflict(
      "This campaign's budget is already shared among its creators, one of whom has been paid; no one more can be accepted",
    );
}

/** A new participant is reminded of the campaign's deadline (docs/product.md#deadline-reminder). */
export async function scheduleParticipantJobs(tx: Db, applicationId: string, deadline: string | null) {
  if (deadline) await scheduleJobs(tx, [deadlineReminderJob(applicationId, deadline)]);
}

/**
 * The owning brand accepts or rejects a pending application (anything else: 409) and the creator
 * is told. Accepting makes a participant, so it needs the campaign to be active (and, with
 * REQUIRE_FUNDING, a paid campaign's money held), and schedules the deadline reminder.
 */
export async function reviewApplication(
  deps: { db: Db; events: AppEvents; env: Pick<Env, 'REQUIRE_FUNDING'> },
  brand: Caller,
  input: { id: string; status: 'accepted' | 'rejected' },
): Promise<Application> {
  const { application, announce } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: applications.status,
        creatorId: applications.creatorId,
        campaignId: campaigns.id,
        ownerId: campaigns.userId,
        campaignStatus: campaigns.status,
        collabType: campaigns.collabType,
        fundingStatus: campaigns.fundingStatus,
        title: campaigns.title,
        deadline: campaigns.deadline,
      })
      .from(applications)
      .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
      .where(eq(applications.id, input.id));
    // Another brand's application is not theirs to see: "not found", not "forbidden".
    if (!current || current.ownerId !== brand.id) throw notFound('Application');
    if (current.status !== 'pending') {
      throw conflict(
        `This application is already ${current.status}; only a pending application can be accepted or rejected`,
      );
    }
    const accepted = input.status === 'accepted';
    if (accepted)
      await refuseNewParticipant(tx, deps.env, {
        id: current.campaignId,
        status: current.campaignStatus,
        collabType: current.collabType,
        fundingStatus: current.fundingStatus,
      });
    const at = new Date().toISOString();
    await tx
      .update(applications)
      .set({
        status: input.status,
        ...(accepted ? { acceptedAt: at, trackingCode: keepOrNewTrackingCode() } : {}),
      })
      .where(and(eq(applications.id, input.id), eq(applications.status, 'pending')));
    if (accepted) {
      await scheduleParticipantJobs(tx, input.id, current.deadline);
      // The terms as they are at this moment (docs/product.md#agreements-and-usage-rights).
      await makeAgreement(tx, input.id);
    }
    const announce = await insertNotifications(tx, [
      {
        userId: current.creatorId,
        ...applicationNotices.decided({
          campaignTitle: current.title,
          campaignId: current.campaignId,
          applicationId: input.id,
          status: input.status,
        }),
      },
    ]);
    return { application: await readApplication(tx, input.id), announce };
  });
  announce(deps.events);
  return application;
}
