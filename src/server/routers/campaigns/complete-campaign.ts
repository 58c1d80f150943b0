import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { completionOutput } from '@shared/schemas/campaign';
import { completeOwnCampaign } from '@server/services/campaigns/complete';
import { brandProcedure } from '@server/trpc';

export const completeCampaignProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/campaigns/{id}/complete',
      tags: ['campaigns'],
      summary: 'Complete a campaign and create the payouts; again answers the same totals',
    },
  })
  .input(z.object({ id: idParam }))
  .output(completionOutput)
  .mutation(({ ctx, input }) => completeOwnCampaign(ctx, ctx.user, input.id));
