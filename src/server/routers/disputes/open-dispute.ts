import { z } from 'zod';
import { disputeOutput, openDisputeInput } from '@shared/schemas/disputes';
import { openDispute } from '@server/services/disputes/open';
import { protectedProcedure } from '@server/trpc';

export const openDisputeProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/disputes',
      tags: ['disputes'],
      summary:
        'A party disputes its collaboration (reason, details) within 30 days of approval or completion: one open at a time; its payout goes on hold',
    },
  })
  .input(openDisputeInput)
  .output(z.object({ dispute: disputeOutput }))
  .mutation(async ({ ctx, input }) => ({ dispute: await openDispute(ctx, ctx.user, input) }));
