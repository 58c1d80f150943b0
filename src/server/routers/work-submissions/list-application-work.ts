import { applicationWorkInput, applicationWorkOutput } from '@shared/schemas/work';
import { listApplicationWork } from '@server/services/work/list';
import { protectedProcedure } from '@server/trpc';

export const listApplicationWorkProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/work-submissions/application/{id}',
      tags: ['work'],
      summary: "Every version of one application's work, newest first, with the revision rounds",
    },
  })
  .input(applicationWorkInput)
  .output(applicationWorkOutput)
  .query(async ({ ctx, input }) => listApplicationWork(ctx.db, ctx.user, input.id));
