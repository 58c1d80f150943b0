import { z } from 'zod';
import { fundCampaignInput, fundingOutput } from '@shared/schemas/funds';
import { claimFunding } from '@server/services/funding/claim';
import { brandProcedure } from '@server/trpc';

export const claimFundingProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/campaigns/{id}/funding',
      tags: ['funding'],
      summary: "The owning brand sent the campaign's whole budget: its UTR, for an admin to confirm",
    },
  })
  .input(fundCampaignInput)
  .output(z.object({ funding: fundingOutput }))
  .mutation(async ({ ctx, input }) => ({ funding: await claimFunding(ctx, ctx.user, input) }));
