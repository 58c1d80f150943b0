import { z } from 'zod';
import { analyticsInput, analyticsOutput } from '@shared/schemas/analytics';
import { platformAnalytics } from '@server/services/analytics/analytics';
import { adminProcedure } from '@server/trpc';

export const getAnalyticsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/analytics',
      tags: ['analytics'],
      summary: 'Platform analytics for 7d, 30d, 90d or 1y',
    },
  })
  .input(analyticsInput)
  .output(z.object({ analytics: analyticsOutput }))
  .query(async ({ ctx, input }) => ({ analytics: await platformAnalytics(ctx.db, input.period) }));
