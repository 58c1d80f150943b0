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
        "The creator's payouts of a financial year (fy, default the current one), newest first and paged, with their total and that year's statement",
    },
  })
  .input(myPayoutsInput)
  .output(z.object({ payouts: z.array(payoutOutput), total: z.number().int(), statement: statementOutput }))
  .query(({ ctx, input }) => myPayouts(ctx, ctx.user.id, input));
