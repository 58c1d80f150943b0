import { z } from 'zod';
import { DEAL_SIDES } from '../enums';
import { idParam, safeText } from './common';

export const REVIEW_COMMENT_MAX = 1000;
/** Days after the work's approval when a review shows even if the other side never wrote one. */
export const REVIEW_BLIND_DAYS = 14;
/** When a review shows even if the other side never wrote one: REVIEW_BLIND_DAYS after the work's approval. */
export const reviewsBlindUntil = (approvedAt: string) =>
  new Date(Date.parse(approvedAt) + REVIEW_BLIND_DAYS * 86_400_000).toISOString();

export const REVIEW_MESSAGES = {
  rating: 'Rating must be a whole number from 1 to 5',
  notApproved: 'You can review once the work for this collaboration is approved',
  already: 'You have already reviewed this collaboration',
} as const;

/** POST /reviews (docs/product.md#reviews). */
export const createReviewInput = z.object({
  application_id: idParam,
  rating: z.coerce
    .number({ message: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  comment: safeText('Comment', REVIEW_COMMENT_MAX, { lines: true }).default(''),
});
export type CreateReviewInput = z.infer<typeof createReviewInput>;

export const reviewOutput = z.object({
  id: z.string(),
  application_id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  reviewer_id: z.string(),
  reviewer_name: z.string(),
  reviewee_id: z.string(),
  /** Which side wrote it. */
  side: z.enum(DEAL_SIDES),
  rating: z.number(),
  comment: z.string(),
  /** When it shows to others: the other side's review, or 14 days after approval. */
  visible_at: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewOutput>;

export const userReviewsInput = z.object({ id: idParam });
export const userReviewsOutput = z.object({
  reviews: z.array(reviewOutput),
  /** The average of the visible reviews, one decimal; null before any. */
  rating: z.number().nullable(),
  review_count: z.number(),
});

/** What the caller may still do about reviews for one application (the Review button and its state). */
export const applicationReviewsInput = z.object({ id: idParam });
export const applicationReviewsOutput = z.object({
  /** The caller's own review, always shown to its writer. */
  mine: reviewOutput.nullable(),
  /** The other side's review, once visible to the caller. */
  theirs: reviewOutput.nullable(),
  /** True when the work is approved and the caller has not reviewed yet. */
  can_review: z.boolean(),
});
