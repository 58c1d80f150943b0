import { z } from 'zod';
import { campaignOutput, listCampaignsInput } from '@shared/schemas/campaign';
import { listActiveCampaigns } from '@server/services/campaigns/list';
import { protectedProcedure } from '@server/trpc';

export const listCampaignsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns',
      tags: ['campaigns'],
      summary: 'Active campaigns of every brand: search, filters, sort',
    },
  })
  .input(listCampaignsInput)
  .output(z.object({ campaigns: z.array(campaignOutput), total: z.number() }))
  .query(({ ctx, input }) => listActiveCampaigns(ctx.db, ctx.user, input));
