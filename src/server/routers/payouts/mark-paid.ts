import { z } from 'zod';
import { markPayoutPaidInput, payoutOutput } from '@shared/schemas/funds';
import { markPayoutPaid } from '@server/services/payouts/mark-paid';
import { adminProcedure } from '@server/trpc';

export const markPayoutPaidProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/payouts/{id}/paid',
      tags: ['payouts'],
      summary:
        'A due payout was paid by bank transfer (utr): it becomes paid, once, and the creator is notified',
    },
  })
  .input(markPayoutPaidInput)
  .output(z.object({ payout: payoutOutput }))
  .mutation(async ({ ctx, input }) => ({
    payout: await markPayoutPaid(ctx, { id: ctx.user.id, ip: ctx.ip }, input.id, input.utr),
  }));
