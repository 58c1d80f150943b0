import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { insertionOrder } from '@db/dialect';
import { livePosts, postMetrics } from '@db/schema';
import { checkDisclosure } from '@shared/disclosure';
import type { LivePost, PostMetrics } from '@shared/schemas/live-posts';

const postColumns = {
  id: livePosts.id,
  application_id: livePosts.applicationId,
  campaign_id: livePosts.campaignId,
  creator_id: livePosts.creatorId,
  url: livePosts.url,
  caption: livePosts.caption,
  posted_at: livePosts.postedAt,
  created_at: livePosts.createdAt,
};

export const metricsColumns = {
  views: postMetrics.views,
  likes: postMetrics.likes,
  comments: postMetrics.comments,
  shares: postMetrics.shares,
  saves: postMetrics.saves,
  recorded_at: postMetrics.recordedAt,
};

/** The id of a post's latest snapshot: newest recorded_at, then the later insert (a correlated subquery). */
const latestMetricsId = sql`(select pm.id from ${postMetrics} pm where pm.post_id = ${livePosts}.id
  order by pm.recorded_at desc, ${insertionOrder(sql.identifier('pm'))} desc limit 1)`;

/**
 * Live posts with their latest numbers (null before the first) and the disclosure check of their
 * caption for this deal, in one query, oldest post first.
 */
export async function readPosts(
  db: Db,
  where: { applicationId: string } | { ids: string[] },
  paid: boolean,
): Promise<LivePost[]> {
  const rows = await db
    .select({
      ...postColumns,
      m_id: postMetrics.id,
      m: metricsColumns,
    })
    .from(livePosts)
    .leftJoin(postMetrics, eq(postMetrics.id, latestMetricsId))
    .where(
      'ids' in where ? inArray(livePosts.id, where.ids) : eq(livePosts.applicationId, where.applicationId),
    )
    .orderBy(asc(livePosts.postedAt), asc(insertionOrder(livePosts)));
  return rows.map(({ m_id, m, ...post }) => ({
    ...post,
    disclosure: checkDisclosure(post.caption, { paid }),
    metrics: m_id ? (m as PostMetrics) : null,
  }));
}

/** A post's latest snapshot (id and time), or none. */
export async function latestSnapshot(db: Db, postId: string) {
  const [row] = await db
    .select({ id: postMetrics.id, recordedAt: postMetrics.recordedAt })
    .from(postMetrics)
    .where(eq(postMetrics.postId, postId))
    .orderBy(desc(postMetrics.recordedAt), desc(insertionOrder(postMetrics)))
    .limit(1);
  return row;
}
