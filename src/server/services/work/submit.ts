import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, workSubmissions } from '@db/schema';
import { submitWorkInput, WORK_MESSAGES, type Submission } from '@shared/schemas/work';
import { badRequest, conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { insertNotifications } from '../notifications/notify';
import { readSubmission } from './columns';
import { workNotices } from './notices';
import { latestWorkStatus } from '../latest-work-status';
import { autoApproveJob } from '../scheduling/plan';
import { scheduleJobs } from '../scheduling/schedule';
import { refuseUnlessAgreed } from '../agreements/required';

/** The latest submission decides whether a new one may follow (docs/product.md#work-submit). */
const RESUBMIT_AFTER = new Set(['rejected', 'revision_requested']);

/**
 * The application's own creator submits work: the application must be accepted, the campaign
 * active, and there must be no submission yet or the latest must be rejected or sent back for
 * revision. Links pass the shared work-link rule with this server's own hosts (APP_HOSTS). The
 * platform's approval is scheduled with it.
 */
export async function submitWork(
  deps: {
    db: Db;
    events: AppEvents;
    env: { APP_HOSTS: string[]; WORK_REVIEW_HOURS: number; REQUIRE_AGREEMENT: boolean };
  },
  creator: Caller & { fullName: string },
  body: unknown,
): Promise<Submission> {
  const parsed = submitWorkInput(deps.env.APP_HOSTS).safeParse(body);
  // The link rule's messages are sentences of their own, so they are the whole error.
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid work submission');
  const input = parsed.data;

  const { submission, announce } = await deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select({
        id: applications.id,
        creatorId: applications.creatorId,
        status: applications.status,
        campaignId: campaigns.id,
        campaignStatus: campaigns.status,
        title: campaigns.title,
        brandId: campaigns.userId,
        workStatus: latestWorkStatus(),
      })
      .from(applications)
      .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
      .where(eq(applications.id, input.application_id));
    if (!application || application.creatorId !== creator.id) throw notFound('Application');
    if (application.status !== 'accepted') {
      throw conflict(
        application.status === 'pending'
          ? 'You can submit work once your application is accepted'
          : `Work cannot be submitted for an application that is ${application.status}`,
      );
    }
    if (application.campaignStatus !== 'active')
      throw conflict(WORK_MESSAGES.campaignNotActive(application.campaignStatus));
    await refuseUnlessAgreed(tx, deps.env, application);
    if (application.workStatus !== null && !RESUBMIT_AFTER.has(application.workStatus)) {
      throw conflict(
        application.workStatus === 'pending'
          ? 'Your latest submission is still under review'
          : 'Your work for this campaign has already been approved',
      );
    }

    const [inserted] = await tx
      .insert(workSubmissions)
      .values({
        applicationId: application.id,
        campaignId: application.campaignId,
        creatorId: creator.id,
        submissionType: input.submission_type,
        content: input.content ?? null,
        caption: input.caption || null,
        links: input.links,
        status: 'pending',
      })
      .returning({ id: workSubmissions.id, createdAt: workSubmissions.createdAt });
    const id = inserted!.id;
    // Unreviewed work is approved by the platform in time (docs/product.md#auto-approval).
    await scheduleJobs(tx, [autoApproveJob(id, inserted!.createdAt, deps.env.WORK_REVIEW_HOURS)]);
    const announce = await insertNotifications(tx, [
      {
        userId: application.brandId,
        ...workNotices.submitted({
          creatorName: creator.fullName,
          creatorId: creator.id,
          campaignTitle: application.title,
          campaignId: application.campaignId,
          applicationId: application.id,
          submissionId: id,
          resubmitted: Boolean(application.workStatus),
        }),
      },
    ]);
    return { submission: await readSubmission(tx, id), announce };
  });
  announce(deps.events);
  return submission;
}
