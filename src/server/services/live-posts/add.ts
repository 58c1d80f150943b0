import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { livePosts } from '@db/schema';
import { checkDisclosure } from '@shared/disclosure';
import { LIVE_POST_MESSAGES, LIVE_POSTS_MAX, livePostInput, type LivePost } from '@shared/schemas/live-posts';
import { conflict, fieldRefused } from '@server/errors';
import type { Caller } from '../caller';
import { metricsReminderJobs } from '../scheduling/plan';
import { scheduleJobs } from '../scheduling/schedule';
import { readPosts } from './columns';
import { creatorsDeal } from './deal';

/**
 * POST /applications/{id}/posts (docs/product.md#live-posts): the application's creator records a
 * post that went live, once the work is approved. The URL follows the work-link rule with this
 * server's own hosts, posted_at is not in the future, the caption is checked for its ad label (the
 * verdict kept in disclosure_ok for the admins' list). At most LIVE_POSTS_MAX per application,
 * counted in the transaction that inserts: SQLite runs such transactions one at a time and
 * PostgreSQL's SERIALIZABLE retries the loser of two, so concurrent requests never pass the cap.
 * The reminders to record its numbers are stored with it.
 */
export async function addLivePost(
  deps: { db: Db; env: { APP_HOSTS: string[] }; now: () => number },
  creator: Caller,
  body: unknown,
): Promise<LivePost> {
  const parsed = livePostInput(deps.env.APP_HOSTS).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw fieldRefused(issue.path.join('.') || 'url', issue.message);
  }
  const input = parsed.data;
  const now = deps.now();
  if (Date.parse(input.posted_at) > now) throw fieldRefused('posted_at', LIVE_POST_MESSAGES.postedAtFuture);

  return deps.db.transaction(async (tx) => {
    const deal = await creatorsDeal(tx, creator, input.id);
    if (!deal.approved) throw conflict(LIVE_POST_MESSAGES.notApproved);
    const [recorded] = await tx
      .select({ n: count() })
      .from(livePosts)
      .where(eq(livePosts.applicationId, deal.id));
    if ((recorded?.n ?? 0) >= LIVE_POSTS_MAX) throw conflict(LIVE_POST_MESSAGES.tooMany);
    const [same] = await tx
      .select({ id: livePosts.id })
      .from(livePosts)
      .where(and(eq(livePosts.applicationId, deal.id), eq(livePosts.url, input.url)));
    if (same) throw conflict(LIVE_POST_MESSAGES.duplicate);

    const [stored] = await tx
      .insert(livePosts)
      .values({
        applicationId: deal.id,
        campaignId: deal.campaignId,
        creatorId: creator.id,
        url: input.url,
        caption: input.caption,
        postedAt: input.posted_at,
        disclosureOk: checkDisclosure(input.caption, { paid: deal.paid }).ok,
        createdAt: new Date(now).toISOString(),
      })
      .returning({ id: livePosts.id });
    await scheduleJobs(tx, metricsReminderJobs(stored!.id, input.posted_at, now));
    const [post] = await readPosts(tx, { ids: [stored!.id] }, deal.paid);
    return post!;
  });
}
