import { z } from 'zod';
import { listMyWorkInput, submissionOutput } from '@shared/schemas/work';
import { listMyWork } from '@server/services/work/list';
import { creatorProcedure } from '@server/trpc';

export const listMyWorkProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/work-submissions/my',
      tags: ['work'],
      summary: "The creator's own submissions",
    },
  })
  .input(listMyWorkInput)
  .output(z.object({ submissions: z.array(submissionOutput), total: z.number() }))
  .query(async ({ ctx, input }) => listMyWork(ctx.db, ctx.user, input));
