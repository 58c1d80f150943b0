import { z } from 'zod';
import { createReportInput, reportOutput } from '@shared/schemas/report';
import { createReport } from '@server/services/reports/create';
import { roleProcedure } from '@server/trpc';

/** Creators report a campaign or a brand, brands a creator; admins are told (and cannot file). */
export const createReportProcedure = roleProcedure('creator', 'brand')
  .meta({
    openapi: {
      method: 'POST',
      path: '/reports',
      tags: ['reports'],
      summary: 'Report a campaign, a brand or a creator',
    },
  })
  .input(createReportInput)
  .output(z.object({ report: reportOutput }))
  .mutation(async ({ ctx, input }) => ({ report: await createReport(ctx, ctx.user, input) }));
