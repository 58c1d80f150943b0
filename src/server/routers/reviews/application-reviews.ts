import { applicationReviewsInput, applicationReviewsOutput } from '@shared/schemas/reviews';
import { reviewsForApplication } from '@server/services/reviews/list';
import { protectedProcedure } from '@server/trpc';

export const applicationReviewsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/reviews/application/{id}',
      tags: ['reviews'],
      summary:
        "For a party of the application: its own review, the other side's once visible, and whether it may still review",
    },
  })
  .input(applicationReviewsInput)
  .output(applicationReviewsOutput)
  .query(({ ctx, input }) => reviewsForApplication(ctx, ctx.user, input.id));
