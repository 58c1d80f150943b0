import { userReviewsInput, userReviewsOutput } from '@shared/schemas/reviews';
import { reviewsForUser } from '@server/services/reviews/list';
import { protectedProcedure } from '@server/trpc';

export const userReviewsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/profiles/user/{id}/reviews',
      tags: ['reviews'],
      summary: "A user's visible reviews, newest first, with their rating (one decimal) and review count",
    },
  })
  .input(userReviewsInput)
  .output(userReviewsOutput)
  .query(({ ctx, input }) => reviewsForUser(ctx, input.id));
