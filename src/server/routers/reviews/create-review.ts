import { z } from 'zod';
import { createReviewInput, reviewOutput } from '@shared/schemas/reviews';
import { createReview } from '@server/services/reviews/create';
import { protectedProcedure } from '@server/trpc';

export const createReviewProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/reviews',
      tags: ['reviews'],
      summary:
        'A party of an approved collaboration rates the other (1-5, comment): once per side, hidden until both reviewed or 14 days passed',
    },
  })
  .input(createReviewInput)
  .output(z.object({ review: reviewOutput }))
  .mutation(async ({ ctx, input }) => ({ review: await createReview(ctx, ctx.user, input) }));
