import { z } from 'zod';
import { campaignOutput, createCampaignInput } from '@shared/schemas/campaign';
import { createCampaign } from '@server/services/campaigns/create';
import { brandProcedure } from '@server/trpc';

export const createCampaignProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/campaigns',
      tags: ['campaigns'],
      summary: 'Create a draft or active campaign',
    },
  })
  .input(createCampaignInput)
  .output(z.object({ campaign: campaignOutput }))
  .mutation(async ({ ctx, input }) => ({ campaign: await createCampaign(ctx.db, ctx.user.id, input) }));
