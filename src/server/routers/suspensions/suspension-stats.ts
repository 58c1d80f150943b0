import { z } from 'zod';
import { suspensionStatsOutput } from '@shared/schemas/suspension';
import { suspensionStats } from '@server/services/suspensions/records';
import { adminProcedure } from '@server/trpc';

export const suspensionStatsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/suspensions/stats',
      tags: ['suspensions'],
      summary: 'Suspension counts',
    },
  })
  .input(z.void())
  .output(z.object({ stats: suspensionStatsOutput }))
  .query(async ({ ctx }) => ({ stats: await suspensionStats(ctx.db) }));
