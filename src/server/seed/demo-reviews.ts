import type { Db } from '@db/client';
import { notifications, reviews } from '@db/schema';
import { reviewsBlindUntil } from '@shared/schemas/reviews';
import { newReviewNotice } from '../services/reviews/notices';
import { refreshRatings } from '../services/reviews/ratings';
import type { DemoReview } from './demo-data';

/** A collaboration whose work was approved, with the reviews its two sides wrote. */
export type DemoReviewed = {
  applicationId: string;
  campaignId: string;
  title: string;
  creatorId: string;
  brandId: string;
  approvedAt: string;
  reviews: DemoReview[];
};

type Context = {
  now: Date;
  ago: (days: number, hours?: number) => string;
  nameOf: (userId: string) => string;
};

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The demo's reviews (docs/product.md#reviews), each visible from the moment both sides have
 * reviewed or 14 days after the approval, whichever came first (never before it was written), with
 * the reviewee's `review` notification; then every reviewee's rating and review count from the
 * reviews visible now, as the reviews service keeps them.
 */
export async function insertDemoReviews(tx: Db, ctx: Context, collaborations: DemoReviewed[]) {
  const reviewees: string[] = [];
  for (const c of collaborations) {
    const blindUntil = reviewsBlindUntil(c.approvedAt);
    const written = c.reviews.map((r) => ({ ...r, createdAt: ctx.ago(r.daysAgo) }));
    for (const r of written) {
      if (r.createdAt <= c.approvedAt)
        throw new Error(`Demo data: a review of "${c.title}" was written before the work was approved`);
      const other = written.find((o) => o.side !== r.side);
      const visibleAt = later(r.createdAt, other ? earlier(other.createdAt, blindUntil) : blindUntil);
      const [reviewerId, revieweeId] =
        r.side === 'creator' ? [c.creatorId, c.brandId] : [c.brandId, c.creatorId];
      reviewees.push(revieweeId);
      const [review] = await tx
        .insert(reviews)
        .values({
          applicationId: c.applicationId,
          campaignId: c.campaignId,
          reviewerId,
          revieweeId,
          side: r.side,
          rating: r.rating,
          comment: r.comment,
          visibleAt,
          createdAt: r.createdAt,
        })
        .returning({ id: reviews.id });
      await tx.insert(notifications).values({
        userId: revieweeId,
        ...newReviewNotice({
          reviewerName: ctx.nameOf(reviewerId),
          side: r.side,
          campaignTitle: c.title,
          rating: r.rating,
          visibleAt,
          writtenAt: r.createdAt,
          reviewId: review!.id,
          applicationId: c.applicationId,
          campaignId: c.campaignId,
        }),
        read: r.daysAgo > 3,
        createdAt: r.createdAt,
      });
    }
  }
  await refreshRatings(tx, reviewees, ctx.now.toISOString());
}
