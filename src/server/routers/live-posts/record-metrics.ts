import { z } from 'zod';
import { metricsOutput, recordMetricsInput } from '@shared/schemas/live-posts';
import { recordMetrics } from '@server/services/live-posts/metrics';
import { creatorProcedure } from '@server/trpc';

export const recordMetricsProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/posts/{id}/metrics',
      tags: ['live-posts'],
      summary:
        "The post's creator records its views, likes, comments, shares and saves; each snapshot is kept and the latest counts",
    },
  })
  .input(recordMetricsInput)
  .output(z.object({ metrics: metricsOutput }))
  .mutation(async ({ ctx, input }) => ({ metrics: await recordMetrics(ctx, ctx.user, input) }));
