import { z } from 'zod';
import { grievanceOutput } from '@shared/schemas/grievances';
import { listOwnGrievances } from '@server/services/grievances/grievances';
import { protectedProcedure } from '@server/trpc';

export const myGrievancesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/privacy/grievances',
      tags: ['privacy'],
      summary: 'Your own grievances, newest first, with their answers',
    },
  })
  .input(z.void())
  .output(z.object({ grievances: z.array(grievanceOutput) }))
  .query(async ({ ctx }) => ({ grievances: await listOwnGrievances(ctx.db, ctx.user.id) }));
