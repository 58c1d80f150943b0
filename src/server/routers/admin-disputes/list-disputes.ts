import { z } from 'zod';
import { disputeOutput, listDisputesInput } from '@shared/schemas/disputes';
import { adminDisputes } from '@server/services/disputes/list';
import { adminProcedure } from '@server/trpc';

export const listDisputesProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/disputes',
      tags: ['disputes'],
      summary:
        'Disputes, newest first, with their collaboration and payout (status, limit, offset) and the total',
    },
  })
  .input(listDisputesInput)
  .output(z.object({ disputes: z.array(disputeOutput), total: z.number() }))
  .query(({ ctx, input }) => adminDisputes(ctx.db, input));
