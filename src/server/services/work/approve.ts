import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, users, workSubmissions } from '@db/schema';
import { reviewsVisibleJob } from '../scheduling/plan';
import { scheduleJobs } from '../scheduling/schedule';
import { insertNotifications, type NewNotification } from '../notifications/notify';
import { workNotices } from './notices';

/**
 * Who approves: the owning brand (with its optional message, and its reason when the caption fails
 * the disclosure check) or the platform after `hours` unreviewed, which gives no reason
 * (docs/product.md#disclosure: the admins' list shows such work as approved by the platform).
 */
export type Approver =
  | { by: 'brand'; feedback: string | null; overrideReason?: string | null }
  | { by: 'platform'; hours: number };

/**
 * Approves pending work, the one way for the brand and the platform (docs/product.md#auto-approval):
 * the conditional update makes it once only, so null when the work is no longer pending (the caller
 * decides whether that is a 409 or nothing to do). Approval opens the review window, so the job that
 * makes the reviews visible is stored with it (docs/product.md#reviews). The creator is told; after
 * an approval by the platform the brand is told too. Returns the notifications' announce.
 */
export async function approveSubmission(tx: Db, submissionId: string, at: string, approver: Approver) {
  const feedback = approver.by === 'brand' ? approver.feedback : null;
  const overrideReason = approver.by === 'brand' ? (approver.overrideReason ?? null) : null;
  const [approved] = await tx
    .update(workSubmissions)
    .set({
      status: 'approved',
      feedback,
      overrideReason,
      reviewedAt: at,
      autoApproved: approver.by === 'platform',
    })
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
  const work = {
    campaignTitle: deal!.title,
    campaignId: approved.campaignId,
    applicationId: approved.applicationId,
    submissionId,
  };
  const notices: NewNotification[] = [
    { userId: approved.creatorId, ...workNotices.approved(work, approver) },
  ];
  if (approver.by === 'platform')
    notices.push({
      userId: deal!.brandId,
      ...workNotices.approvedByPlatform(
        { ...work, creatorName: deal!.creatorName, creatorId: approved.creatorId },
        approver.hours,
      ),
    });
  return insertNotifications(tx, notices);
}
