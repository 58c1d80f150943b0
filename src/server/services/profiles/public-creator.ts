import { and, eq, gt, lte, min } from 'drizzle-orm';
import { dataVersionCache, type Reads } from '@db/data-version';
import type { Db } from '@db/client';
import { profiles, reviews, users } from '@db/schema';
import type { PublicCreator } from '@shared/schemas/creators';
import { notFound } from '@server/errors';
import { selectReviews } from '../reviews/read';
import { creatorPublicColumns, notSuspended } from './find-creators';

/**
 * GET /public/creators/{username} (docs/product.md#finding-creators): the page of a creator who
 * turned `public_profile` on, for anyone, signed out too. Off, unknown or suspended: one 404, so the
 * answer tells nothing of which. Its reviews are the visible ones, without ids.
 */
export async function publicCreatorPage(
  deps: { db: Db; now: () => number },
  username: string,
): Promise<PublicCreator> {
  const now = new Date(deps.now()).toISOString();
  const key = username.toLowerCase();
  const { page } = await keptPages(deps.db, key, () => readPage(deps.db, key, now), now);
  if (!page) throw notFound('Creator');
  return page;
}

/** What a page shows: the creator, their suspensions, reviews with their campaigns and reviewers, collaborations. */
const PAGE_READS: Reads = {
  users: { except: ['last_active_at', 'updated_at'] },
  profiles: { except: ['updated_at'] },
  suspensions: true,
  reviews: true,
  campaigns: { only: ['title'] },
  applications: { only: ['status', 'creator_id'] },
};

/**
 * Pages kept until a write to what they show, or until the next of the creator's reviews becomes
 * visible; a link shared in a group chat is opened by many at once. Not found is not kept: it may
 * be a suspension that ends with no write.
 */
const keptPages = dataVersionCache<Promise<{ page: PublicCreator | null; until?: string }>>(1_000, {
  reads: PAGE_READS,
  keep: (v) => v.page !== null,
  until: (v) => v.until,
});

async function readPage(db: Db, username: string, now: string) {
  const [row] = await db
    .select({ id: users.id, ...creatorPublicColumns })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(profiles.username, username),
        eq(users.userType, 'influencer'),
        eq(profiles.publicProfile, true),
        notSuspended(now),
      ),
    )
    .limit(1);
  if (!row) return { page: null };
  const { id, ...creator } = row;
  const [visible, [next]] = await Promise.all([
    selectReviews(db).where(and(eq(reviews.revieweeId, id), lte(reviews.visibleAt, now))),
    db
      .select({ at: min(reviews.visibleAt) })
      .from(reviews)
      .where(and(eq(reviews.revieweeId, id), gt(reviews.visibleAt, now))),
  ]);
  const page: PublicCreator = {
    ...creator,
    reviews: visible.map((r) => ({
      reviewer_name: r.reviewer_name,
      campaign_title: r.campaign_title,
      rating: r.rating,
      comment: r.comment,
      created_at: r.created_at,
    })),
  };
  return { page, until: next?.at ?? undefined };
}
