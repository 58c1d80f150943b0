import { z } from 'zod';
import { submissionOutput, submitWorkBody } from '@shared/schemas/work';
import { submitWork } from '@server/services/work/submit';
import { creatorProcedure } from '@server/trpc';

export const submitWorkProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/work-submissions',
      tags: ['work'],
      summary: 'Submit (or resubmit) work links for an accepted application',
    },
  })
  .input(submitWorkBody)
  .output(z.object({ submission: submissionOutput }))
  .mutation(async ({ ctx, input }) => ({ submission: await submitWork(ctx, ctx.user, input) }));
