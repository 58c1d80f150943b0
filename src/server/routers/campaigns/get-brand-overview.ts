import { z } from 'zod';
import { brandOverviewOutput } from '@shared/schemas/campaign';
import { brandOverview } from '@server/services/campaigns/overview';
import { brandProcedure } from '@server/trpc';

export const getBrandOverviewProcedure = brandProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns/my/overview',
      tags: ['campaigns'],
      summary: 'Brand overview: four stats and top influencers',
    },
  })
  .input(z.void())
  .output(brandOverviewOutput)
  .query(({ ctx }) => brandOverview(ctx.db, ctx.user.id));
