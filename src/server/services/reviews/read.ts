import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, profiles, reviews, users } from '@db/schema';
import type { Review } from '@shared/schemas/reviews';

/** A review as every answer shows it; a brand reviewer by its company name, as campaign cards name it. */
const reviewColumns = {
  id: reviews.id,
  application_id: reviews.applicationId,
  campaign_id: reviews.campaignId,
  campaign_title: campaigns.title,
  reviewer_id: reviews.reviewerId,
  reviewer_name: sql<string>`case when ${reviews.side} = 'brand'
    then coalesce(nullif(trim(${profiles.companyName}), ''), ${users.fullName}) else ${users.fullName} end`,
  reviewee_id: reviews.revieweeId,
  side: reviews.side,
  rating: reviews.rating,
  comment: reviews.comment,
  visible_at: reviews.visibleAt,
  created_at: reviews.createdAt,
};

/** Reviews with their campaign and writer, newest first; callers add the where. */
export function selectReviews(db: Db) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(campaigns, eq(campaigns.id, reviews.campaignId))
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .leftJoin(profiles, eq(profiles.userId, reviews.reviewerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .$dynamic();
}

export async function readReview(db: Db, id: string): Promise<Review> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  if (!row) throw new Error(`review ${id} vanished`);
  return row;
}
