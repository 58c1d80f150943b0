import { and, eq, exists } from 'drizzle-orm';
import { applications, campaigns, workSubmissions } from '@db/schema';
import { CREATOR_APPLICATIONS_URL } from '@server/services/notifications/links';
import { insertNotifications } from '@server/services/notifications/notify';
import { formatDate } from '@shared/dates';
import { deadlineEnd, reminderSubject } from '@server/services/scheduling/plan';
import type { JobHandler } from './types';

/**
 * docs/product.md#deadline-reminder: one `deadline` notification to the creator, only while the
 * application is accepted, the campaign's deadline is still the one the job was made for (a moved
 * deadline has its own job), that deadline has not passed and no work was approved.
 */
export const remindOfDeadline: JobHandler = async (tx, job, { now }) => {
  const { applicationId, deadline } = reminderSubject(job.subjectId);
  const [row] = await tx
    .select({
      status: applications.status,
      creatorId: applications.creatorId,
      campaignId: campaigns.id,
      title: campaigns.title,
      deadline: campaigns.deadline,
      approved: exists(
        tx
          .select({ id: workSubmissions.id })
          .from(workSubmissions)
          .where(
            and(eq(workSubmissions.applicationId, applications.id), eq(workSubmissions.status, 'approved')),
          ),
      ),
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(applications.id, applicationId));
  const end = deadlineEnd(deadline);
  if (
    !row ||
    row.status !== 'accepted' ||
    row.deadline !== deadline ||
    Boolean(row.approved) ||
    Date.parse(end) < now
  )
    return undefined;
  const announce = await insertNotifications(tx, [
    {
      userId: row.creatorId,
      type: 'deadline',
      title: 'Deadline in 2 days',
      message: `The deadline for "${row.title}" is ${formatDate(deadline.slice(0, 10))}. Submit your work before the end of that day.`,
      priority: 'high',
      actionUrl: CREATOR_APPLICATIONS_URL,
      metadata: { campaign_id: row.campaignId, application_id: applicationId, deadline },
    },
  ]);
  return { announce };
};
