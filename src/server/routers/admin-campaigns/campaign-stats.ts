import { z } from 'zod';
import { campaignStatsOutput } from '@shared/schemas/admin-campaign';
import { campaignStats } from '@server/services/admin-campaigns/stats';
import { adminProcedure } from '@server/trpc';

export const campaignStatsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/campaigns/admin/stats',
      tags: ['admin-campaigns'],
      summary: 'Campaign counts by status, applications, and budget totals',
    },
  })
  .input(z.void())
  .output(z.object({ stats: campaignStatsOutput }))
  .query(async ({ ctx }) => ({ stats: await campaignStats(ctx.db) }));
