import { z } from 'zod';
import { reportStatsOutput } from '@shared/schemas/report-admin';
import { reportStats } from '@server/services/reports/admin-reports';
import { adminProcedure } from '@server/trpc';

export const reportStatsProcedure = adminProcedure
  .meta({
    openapi: { method: 'GET', path: '/reports/stats', tags: ['reports'], summary: 'Report counts by status' },
  })
  .input(z.void())
  .output(z.object({ stats: reportStatsOutput }))
  .query(async ({ ctx }) => ({ stats: await reportStats(ctx.db) }));
