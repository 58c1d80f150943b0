import { z } from 'zod';
import { confirmFundingInput, fundingClaimOutput } from '@shared/schemas/funds';
import { confirmFunding } from '@server/services/funding/decide';
import { adminProcedure } from '@server/trpc';

export const confirmFundingProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/admin/fundings/{id}/confirm',
      tags: ['funding'],
      summary: "The money arrived: the campaign's funding is held and the brand is notified",
    },
  })
  .input(confirmFundingInput)
  .output(z.object({ funding: fundingClaimOutput }))
  .mutation(async ({ ctx, input }) => ({
    funding: await confirmFunding(ctx, { id: ctx.user.id, ip: ctx.ip }, input.id),
  }));
