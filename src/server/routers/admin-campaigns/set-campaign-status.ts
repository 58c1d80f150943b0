import { z } from 'zod';
import { adminCampaignOutput, setCampaignStatusInput } from '@shared/schemas/admin-campaign';
import { readAdminCampaign } from '@server/services/admin-campaigns/list';
import { setCampaignStatus } from '@server/services/admin-campaigns/status';
import { adminProcedure } from '@server/trpc';

export const setCampaignStatusProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/admin/campaigns/{id}/status',
      tags: ['admin-campaigns'],
      summary: 'Moderate a campaign: active, completed, paused, flagged or removed; the brand is notified',
    },
  })
  .input(setCampaignStatusInput)
  .output(z.object({ campaign: adminCampaignOutput }))
  .mutation(async ({ ctx, input }) => {
    await setCampaignStatus(ctx, { id: ctx.user.id, ip: ctx.ip }, input.id, input.status);
    return { campaign: await readAdminCampaign(ctx.db, input.id) };
  });
