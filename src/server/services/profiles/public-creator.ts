import { and, eq, lte } from 'drizzle-orm';
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
  const [row] = await deps.db
    .select({ id: users.id, ...creatorPublicColumns })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(profiles.username, username.toLowerCase()),
        eq(users.userType, 'influencer'),
        eq(profiles.publicProfile, true),
        notSuspended(now),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Creator');
  const { id, ...creator } = row;
  const visible = await selectReviews(deps.db).where(
    and(eq(reviews.revieweeId, id), lte(reviews.visibleAt, now)),
  );
  return {
    ...creator,
    reviews: visible.map((r) => ({
      reviewer_name: r.reviewer_name,
      campaign_title: r.campaign_title,
      rating: r.rating,
      comment: r.comment,
      created_at: r.created_at,
    })),
  };
}
