import { z } from 'zod';
import { myPayoutsInput, payoutOutput, statementOutput } from '@shared/schemas/funds';
import { myPayouts } from '@server/services/payouts/my';
import { creatorProcedure } from '@server/trpc';

export const myPayoutsProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/payouts/my',
      tags: ['payouts'],
      summary:
        "The creator's payouts, newest first, and the statement of a financial year (fy, default the current one)",
    },
  })
  .input(myPayoutsInput)
  .output(z.object({ payouts: z.array(payoutOutput), statement: statementOutput }))
  .query(({ ctx, input }) => myPayouts(ctx, ctx.user.id, input.fy));
