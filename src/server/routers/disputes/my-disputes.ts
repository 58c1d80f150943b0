import { z } from 'zod';
import { disputeOutput } from '@shared/schemas/disputes';
import { myDisputes } from '@server/services/disputes/list';
import { protectedProcedure } from '@server/trpc';

export const myDisputesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/disputes/my',
      tags: ['disputes'],
      summary: "The disputes of the caller's collaborations, newest first",
    },
  })
  .input(z.void())
  .output(z.object({ disputes: z.array(disputeOutput) }))
  .query(async ({ ctx }) => ({ disputes: await myDisputes(ctx.db, ctx.user.id) }));
