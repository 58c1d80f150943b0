import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { livePosts, postMetrics } from '@db/schema';
import { METRICS_CORRECTION_MS, type PostMetrics, type RecordMetricsInput } from '@shared/schemas/live-posts';
import { notFound } from '@server/errors';
import type { Caller } from '../caller';
import { latestSnapshot, metricsColumns } from './columns';

/**
 * POST /posts/{id}/metrics (docs/product.md#live-posts): the post's creator records its numbers; each
 * snapshot is kept and the latest counts. A snapshot within METRICS_CORRECTION_MS of the post's
 * latest one corrects it instead (a typo fixed, a second try), so the history grows by at most one
 * row an hour per post however often the button is pressed.
 */
export async function recordMetrics(
  deps: { db: Db; now: () => number },
  creator: Caller,
  input: RecordMetricsInput,
): Promise<PostMetrics> {
  const at = new Date(deps.now()).toISOString();
  const counts = {
    views: input.views,
    likes: input.likes,
    comments: input.comments,
    shares: input.shares,
    saves: input.saves,
  };
  return deps.db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: livePosts.id, creatorId: livePosts.creatorId })
      .from(livePosts)
      .where(eq(livePosts.id, input.id));
    if (!post || post.creatorId !== creator.id) throw notFound('Post');
    const latest = await latestSnapshot(tx, post.id);
    const correcting = latest && Date.parse(at) - Date.parse(latest.recordedAt) < METRICS_CORRECTION_MS;
    const [row] = correcting
      ? await tx
          .update(postMetrics)
          .set({ ...counts, recordedAt: at })
          .where(eq(postMetrics.id, latest.id))
          .returning(metricsColumns)
      : await tx
          .insert(postMetrics)
          .values({ postId: post.id, ...counts, recordedAt: at })
          .returning(metricsColumns);
    return row!;
  });
}
