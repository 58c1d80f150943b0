import { z } from 'zod';
import { disputeOutput, resolveDisputeInput } from '@shared/schemas/disputes';
import { resolveDispute } from '@server/services/disputes/resolve';
import { adminProcedure } from '@server/trpc';

export const resolveDisputeProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/admin/disputes/{id}',
      tags: ['disputes'],
      summary:
        'An admin resolves an open dispute, once: release the held payout, refund the brand, or split it by creator_share',
    },
  })
  .input(resolveDisputeInput)
  .output(z.object({ dispute: disputeOutput }))
  .mutation(async ({ ctx, input }) => ({
    dispute: await resolveDispute(ctx, { id: ctx.user.id, ip: ctx.ip }, input),
  }));
