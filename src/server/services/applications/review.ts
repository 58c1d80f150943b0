import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns } from '@db/schema';
import type { Application } from '@shared/schemas/application';
import { conflict, notFound } from '@server/errors';
import type { Env } from '@server/env';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { CREATOR_APPLICATIONS_URL } from '../notifications/links';
import { insertNotifications } from '../notifications/notify';
import { readApplication } from './columns';
import { deadlineReminderJob } from '../jobs/plan';
import { scheduleJobs } from '../jobs/schedule';

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
    if (input.status === 'accepted' && current.campaignStatus !== 'active') {
      throw conflict(
        `Applications can be accepted only while the campaign is active; this campaign is ${current.campaignStatus}`,
      );
    }
    // A creator starts work only on money the platform holds, when the operator asks for that (docs/product.md#funding).
    if (
      input.status === 'accepted' &&
      deps.env.REQUIRE_FUNDING &&
      current.collabType === 'paid' &&
      current.fundingStatus !== 'held'
    )
      throw conflict('Fund this campaign before accepting creators');
    await tx
      .update(applications)
      .set({ status: input.status })
      .where(and(eq(applications.id, input.id), eq(applications.status, 'pending')));
    const accepted = input.status === 'accepted';
    // A participant is reminded of the campaign's deadline (docs/product.md#deadline-reminder).
    if (accepted && current.deadline)
      await scheduleJobs(tx, [deadlineReminderJob(input.id, current.deadline)]);
    const announce = await insertNotifications(tx, [
      {
        userId: current.creatorId,
        type: 'application_status',
        title: accepted ? 'Application accepted' : 'Application not selected',
        message: accepted
          ? `Congratulations! Your application to "${current.title}" was accepted. You can now submit your work.`
          : `Your application to "${current.title}" was not selected this time.`,
        priority: accepted ? 'high' : 'medium',
        actionUrl: CREATOR_APPLICATIONS_URL,
        metadata: { campaign_id: current.campaignId, application_id: input.id, status: input.status },
      },
    ]);
    return { application: await readApplication(tx, input.id), announce };
  });
  announce(deps.events);
  return application;
}
