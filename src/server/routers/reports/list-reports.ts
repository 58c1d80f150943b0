import { z } from 'zod';
import { adminReportOutput, listReportsInput } from '@shared/schemas/report-admin';
import { listReports } from '@server/services/reports/admin-reports';
import { adminProcedure } from '@server/trpc';

export const listReportsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/reports',
      tags: ['reports'],
      summary: 'Reports, newest first, by status, type, date range and text (reason, names, emails)',
    },
  })
  .input(listReportsInput)
  .output(z.object({ reports: z.array(adminReportOutput) }))
  .query(async ({ ctx, input }) => ({ reports: await listReports(ctx.db, input) }));
