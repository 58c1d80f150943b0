import { eq } from 'drizzle-orm';
import { campaigns, livePosts } from '@db/schema';
import { latestSnapshot } from '@server/services/live-posts/columns';
import { livePostNotices } from '@server/services/live-posts/notices';
import { insertNotifications } from '@server/services/notifications/notify';
import { metricsReminderSubject } from '@server/services/scheduling/plan';
import type { JobHandler } from './types';

const DAY_MS = 86_400_000;

/**
 * docs/product.md#live-posts: 7 and 30 days after a post went live its creator is reminded to record
 * its numbers (`metrics_due`, bell and email under the `work` switch). Numbers recorded from a day
 * before the reminder's time on make it needless, so it is skipped; so is a post no longer there.
 */
export const remindOfMetrics: JobHandler = async (tx, job) => {
  const { postId, days } = metricsReminderSubject(job.subjectId);
  const [post] = await tx
    .select({
      id: livePosts.id,
      creatorId: livePosts.creatorId,
      applicationId: livePosts.applicationId,
      campaignId: livePosts.campaignId,
      title: campaigns.title,
    })
    .from(livePosts)
    .innerJoin(campaigns, eq(campaigns.id, livePosts.campaignId))
    .where(eq(livePosts.id, postId));
  if (!post) return undefined;
  const latest = await latestSnapshot(tx, post.id);
  if (latest && Date.parse(latest.recordedAt) >= Date.parse(job.runAt) - DAY_MS) return undefined;
  const announce = await insertNotifications(tx, [
    {
      userId: post.creatorId,
      ...livePostNotices.metricsDue({
        postId: post.id,
        applicationId: post.applicationId,
        campaignId: post.campaignId,
        campaignTitle: post.title,
        days,
      }),
    },
  ]);
  return { announce };
};
