import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isUniqueViolation } from '@db/errors';
import { reviews } from '@db/schema';
import {
  REVIEW_MESSAGES,
  reviewsBlindUntil,
  type CreateReviewInput,
  type Review,
} from '@shared/schemas/reviews';
import { conflict } from '@server/errors';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { dealForParty, workApprovedAt } from '../deal-party';
import { insertNotifications } from '../notifications/notify';
import { newReviewNotice } from './notices';
import { refreshRatings } from './ratings';
import { readReview } from './read';

type Deps = { db: Db; events: AppEvents; now: () => number };

/**
 * POST /reviews: one side of an approved collaboration rates the other (docs/product.md#reviews).
 * Double-blind: the review shows REVIEW_BLIND_DAYS after the approval, or at once when the other
 * side has reviewed too, and then the other side's review shows from now as well (only ever
 * earlier). The unique (application, side) index makes a second review by a side 409, however many
 * race. Ratings of both parties are refreshed in the same transaction; the reviewee is told without
 * the rating while it is still hidden.
 */
export async function createReview(deps: Deps, caller: Caller, input: CreateReviewInput): Promise<Review> {
  try {
    const { review, announce } = await deps.db.transaction(async (tx) => {
      const now = new Date(deps.now()).toISOString();
      const deal = await dealForParty(tx, input.application_id, caller.id);
      const approvedAt = await workApprovedAt(tx, deal.id);
      if (!approvedAt) throw conflict(REVIEW_MESSAGES.notApproved);

      const blindUntil = reviewsBlindUntil(approvedAt);
      const [theirs] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.applicationId, deal.id),
            eq(reviews.side, deal.side === 'creator' ? 'brand' : 'creator'),
          ),
        )
        .limit(1);
      const visibleAt = theirs && now < blindUntil ? now : blindUntil;
      if (theirs)
        await tx
          .update(reviews)
          .set({ visibleAt: now })
          .where(and(eq(reviews.id, theirs.id), gt(reviews.visibleAt, now)));

      const [stored] = await tx
        .insert(reviews)
        .values({
          applicationId: deal.id,
          campaignId: deal.campaignId,
          reviewerId: caller.id,
          revieweeId: deal.otherId,
          side: deal.side,
          rating: input.rating,
          comment: input.comment,
          visibleAt,
          createdAt: now,
        })
        .returning({ id: reviews.id });
      await refreshRatings(tx, [deal.otherId, caller.id], now);

      const review = await readReview(tx, stored!.id);
      const announce = await insertNotifications(tx, [
        {
          userId: deal.otherId,
          ...newReviewNotice({
            reviewerName: review.reviewer_name,
            side: deal.side,
            campaignTitle: deal.campaignTitle,
            rating: input.rating,
            visibleAt,
            writtenAt: now,
            reviewId: review.id,
            applicationId: deal.id,
            campaignId: deal.campaignId,
          }),
        },
      ]);
      return { review, announce };
    });
    announce(deps.events);
    return review;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(REVIEW_MESSAGES.already);
    throw e;
  }
}
