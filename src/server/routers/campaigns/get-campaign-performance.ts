import { campaignPerformanceInput, campaignPerformanceOutput } from '@shared/schemas/performance';
import { campaignPerformance } from '@server/services/tracking/performance';
import { roleProcedure } from '@server/trpc';

export const getCampaignPerformanceProcedure = roleProcedure('brand', 'admin')
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns/{id}/performance',
      tags: ['campaigns'],
      summary:
        "How a campaign's creators did: clicks of their tracking links, live posts, their latest numbers, engagement rate and cost per view, with totals",
    },
  })
  .input(campaignPerformanceInput)
  .output(campaignPerformanceOutput)
  .query(async ({ ctx, input }) => {
    const performance = await campaignPerformance(ctx.db, ctx.user, input.id);
    const base = ctx.env.APP_URL.replace(/\/+$/, '');
    const creators = performance.creators.map((c) => ({
      ...c,
      tracking_url: c.tracking_url ? `${base}${c.tracking_url}` : null,
    }));
    return { performance: { ...performance, creators } };
  });
