import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '@db/client';
import { profiles, reviews } from '@db/schema';
import type { Review } from '@shared/schemas/reviews';
import { notFound } from '@server/errors';
import type { Caller } from '../caller';
import { dealForParty, workApprovedAt } from '../deal-party';
import { selectReviews } from './read';

type Deps = { db: Db; now: () => number };

/**
 * GET /profiles/user/{id}/reviews: the user's reviews visible now, newest first, with the rating
 * and count kept on the profile row (docs/product.md#reviews), the numbers every other screen shows.
 */
export async function reviewsForUser(deps: Deps, userId: string) {
  const now = new Date(deps.now()).toISOString();
  const [profile] = await deps.db
    .select({ rating: profiles.rating, reviewCount: profiles.reviewCount })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!profile) throw notFound('User');
  const visible = await selectReviews(deps.db).where(
    and(eq(reviews.revieweeId, userId), lte(reviews.visibleAt, now)),
  );
  return { reviews: visible, rating: profile.rating, review_count: Number(profile.reviewCount ?? 0) };
}

/**
 * GET /reviews/application/{id}, for its two parties: the caller's own review (its writer always
 * sees it), the other side's once visible, and whether the caller may still review.
 */
export async function reviewsForApplication(deps: Deps, caller: Caller, applicationId: string) {
  const now = new Date(deps.now()).toISOString();
  const deal = await dealForParty(deps.db, applicationId, caller.id);
  const both = await selectReviews(deps.db).where(eq(reviews.applicationId, deal.id));
  const mine: Review | null = both.find((r) => r.side === deal.side) ?? null;
  const theirs = both.find((r) => r.side !== deal.side && r.visible_at <= now) ?? null;
  const approved = (await workApprovedAt(deps.db, deal.id)) !== null;
  return { mine, theirs, can_review: approved && mine === null };
}
