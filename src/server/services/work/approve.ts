import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, users, workSubmissions } from '@db/schema';
import { reviewsVisibleJob } from '../jobs/plan';
import { scheduleJobs } from '../jobs/schedule';
import { BRAND_APPLICATIONS_URL, CREATOR_APPLICATIONS_URL } from '../notifications/links';
import { insertNotifications, type NewNotification } from '../notifications/notify';

/** Who approves: the owning brand (with its optional message) or the platform after `hours` unreviewed. */
export type Approver = { by: 'brand'; feedback: string | null } | { by: 'platform'; hours: number };

/**
 * Approves pending work, the one way for the brand and the platform (docs/product.md#auto-approval):
 * the conditional update makes it once only, so null when the work is no longer pending (the caller
 * decides whether that is a 409 or nothing to do). Approval opens the review window, so the job that
 * makes the reviews visible is stored with it (docs/product.md#reviews). The creator is told; after
 * an approval by the platform the brand is told too. Returns the notifications' announce.
 */
export async function approveSubmission(tx: Db, submissionId: string, at: string, approver: Approver) {
  const feedback = approver.by === 'brand' ? approver.feedback : null;
  const [approved] = await tx
    .update(workSubmissions)
    .set({ status: 'approved', feedback, reviewedAt: at, autoApproved: approver.by === 'platform' })
    .where(and(eq(workSubmissions.id, submissionId), eq(workSubmissions.status, 'pending')))
    .returning({
      applicationId: workSubmissions.applicationId,
      campaignId: workSubmissions.campaignId,
      creatorId: workSubmissions.creatorId,
    });
  if (!approved) return null;
  await scheduleJobs(tx, [reviewsVisibleJob(approved.applicationId, at)]);

  const [deal] = await tx
    .select({ title: campaigns.title, brandId: campaigns.userId, creatorName: users.fullName })
    .from(campaigns)
    .innerJoin(users, eq(users.id, approved.creatorId))
    .where(eq(campaigns.id, approved.campaignId));
  const title = deal!.title;
  const metadata = {
    campaign_id: approved.campaignId,
    application_id: approved.applicationId,
    submission_id: submissionId,
    status: 'approved',
    auto_approved: approver.by === 'platform',
  };
  const notices: NewNotification[] = [];
  if (approver.by === 'brand') {
    const said = `Your work for "${title}" was approved.`;
    notices.push({
      userId: approved.creatorId,
      type: 'work_approved',
      title: 'Work approved',
      message: feedback ? `${said} Feedback: ${feedback}` : said,
      priority: 'high',
      actionUrl: CREATOR_APPLICATIONS_URL,
      metadata,
    });
  } else {
    const after = `after ${approver.hours} hours without a review`;
    notices.push(
      {
        userId: approved.creatorId,
        type: 'work_approved',
        title: 'Work approved',
        message: `Your work for "${title}" was approved by the platform ${after}.`,
        priority: 'high',
        actionUrl: CREATOR_APPLICATIONS_URL,
        metadata,
      },
      {
        userId: deal!.brandId,
        type: 'work_reviewed',
        title: 'Work approved by the platform',
        message: `${deal!.creatorName}'s work for "${title}" was approved by the platform ${after}.`,
        priority: 'medium',
        actionUrl: BRAND_APPLICATIONS_URL,
        metadata: { ...metadata, creator_id: approved.creatorId },
      },
    );
  }
  return insertNotifications(tx, notices);
}
