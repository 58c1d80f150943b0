import { z } from 'zod';
import { fundingClaimOutput, rejectFundingInput } from '@shared/schemas/funds';
import { rejectFunding } from '@server/services/funding/decide';
import { adminProcedure } from '@server/trpc';

export const rejectFundingProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/fundings/{id}/reject',
      tags: ['funding'],
      summary:
        "The money did not arrive: the claim and the campaign's funding are none again, with the reason and time kept; the brand is notified and free to fund again",
    },
  })
  .input(rejectFundingInput)
  .output(z.object({ funding: fundingClaimOutput }))
  .mutation(async ({ ctx, input }) => ({
    funding: await rejectFunding(ctx, { id: ctx.user.id, ip: ctx.ip }, input.id, input.reason),
  }));
