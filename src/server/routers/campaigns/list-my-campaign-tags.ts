import { z } from 'zod';
import { ownCampaignTags } from '@server/services/campaigns/list';
import { brandProcedure } from '@server/trpc';

export const listMyCampaignTagsProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns/my/tags',
      tags: ['campaigns'],
      summary: "Distinct tags of the brand's campaigns (filter popover)",
    },
  })
  .input(z.void())
  .output(z.object({ tags: z.array(z.string()) }))
  .query(async ({ ctx }) => ({ tags: await ownCampaignTags(ctx.db, ctx.user.id) }));
