import { and, avg, count, eq, lte } from 'drizzle-orm';
import type { Db } from '@db/client';
import { profiles, reviews } from '@db/schema';

/**
 * Recomputes `profiles.rating` (the average of the user's visible reviews, one decimal, null before
 * any) and `review_count` for each user, as of `now` (docs/product.md#reviews). Called in the
 * transaction that makes a review visible: the second side's review, or the job 14 days after
 * approval; so every screen reads the rating from the profile row without a join.
 */
export async function refreshRatings(tx: Db, userIds: string[], now: string): Promise<void> {
  for (const userId of new Set(userIds)) {
    const [row] = await tx
      .select({ average: avg(reviews.rating), total: count() })
      .from(reviews)
      .where(and(eq(reviews.revieweeId, userId), lte(reviews.visibleAt, now)));
    const total = Number(row?.total ?? 0);
    const rating = total === 0 ? null : Math.round(Number(row!.average) * 10) / 10;
    await tx.update(profiles).set({ rating, reviewCount: total }).where(eq(profiles.userId, userId));
  }
}
