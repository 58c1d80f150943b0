import { z } from 'zod';
import { campaignOutput, updateCampaignInput } from '@shared/schemas/campaign';
import { updateCampaign } from '@server/services/campaigns/update';
import { brandProcedure } from '@server/trpc';

export const updateCampaignProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/campaigns/{id}',
      tags: ['campaigns'],
      summary: 'Edit a campaign, or publish a draft (status active)',
    },
  })
  .input(updateCampaignInput)
  .output(z.object({ campaign: campaignOutput }))
  .mutation(async ({ ctx, input }) => ({ campaign: await updateCampaign(ctx.db, ctx.user, input) }));
