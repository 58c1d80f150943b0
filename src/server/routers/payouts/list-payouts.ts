import { z } from 'zod';
import { listPayoutsInput, payoutOutput } from '@shared/schemas/funds';
import { adminPayouts } from '@server/services/payouts/read';
import { adminProcedure } from '@server/trpc';

export const listPayoutsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/payouts',
      tags: ['payouts'],
      summary: 'Payouts, newest first, with creator and campaign (status, limit, offset)',
    },
  })
  .input(listPayoutsInput)
  .output(z.object({ payouts: z.array(payoutOutput) }))
  .query(async ({ ctx, input }) => ({ payouts: await adminPayouts(ctx, input) }));
