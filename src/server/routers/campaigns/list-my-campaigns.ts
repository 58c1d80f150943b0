import { z } from 'zod';
import { campaignOutput, listMyCampaignsInput } from '@shared/schemas/campaign';
import { listOwnCampaigns } from '@server/services/campaigns/list';
import { brandProcedure } from '@server/trpc';

export const listMyCampaignsProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns/my',
      tags: ['campaigns'],
      summary: "The brand's own campaigns: status, search, filters, sort",
    },
  })
  .input(listMyCampaignsInput)
  .output(z.object({ campaigns: z.array(campaignOutput), total: z.number() }))
  .query(({ ctx, input }) => listOwnCampaigns(ctx.db, ctx.user.id, input));
