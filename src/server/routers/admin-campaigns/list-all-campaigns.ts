import { z } from 'zod';
import { adminCampaignOutput, listAllCampaignsInput } from '@shared/schemas/admin-campaign';
import { listAllCampaigns } from '@server/services/admin-campaigns/list';
import { adminProcedure } from '@server/trpc';

export const listAllCampaignsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns/admin/all',
      tags: ['admin-campaigns'],
      summary: 'Every campaign (deleted too) with its brand: search, status, tags, budget',
    },
  })
  .input(listAllCampaignsInput)
  .output(z.object({ campaigns: z.array(adminCampaignOutput) }))
  .query(async ({ ctx, input }) => ({ campaigns: await listAllCampaigns(ctx.db, input) }));
