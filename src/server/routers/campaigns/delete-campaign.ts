import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { campaignOutput } from '@shared/schemas/campaign';
import { deleteCampaign } from '@server/services/campaigns/remove';
import { brandProcedure } from '@server/trpc';

export const deleteCampaignProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'DELETE',
      path: '/campaigns/{id}',
      tags: ['campaigns'],
      summary: 'Soft-delete a campaign (status deleted)',
    },
  })
  .input(z.object({ id: idParam }))
  .output(z.object({ success: z.boolean(), campaign: campaignOutput }))
  .mutation(async ({ ctx, input }) => ({
    success: true,
    campaign: await deleteCampaign(ctx.db, ctx.user, input.id),
  }));
