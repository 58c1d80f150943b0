import { z } from 'zod';
import { reviewWorkInput, submissionOutput } from '@shared/schemas/work';
import { reviewWork } from '@server/services/work/review';
import { brandProcedure } from '@server/trpc';

export const reviewWorkProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/work-submissions/{id}/review',
      tags: ['work'],
      summary: 'Approve, reject or request a revision of pending work',
    },
  })
  .input(reviewWorkInput)
  .output(z.object({ submission: submissionOutput }))
  .mutation(async ({ ctx, input }) => ({ submission: await reviewWork(ctx, ctx.user, input) }));
