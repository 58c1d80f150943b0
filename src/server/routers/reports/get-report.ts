import { z } from 'zod';
import { idParam } from '@shared/schemas/common';
import { adminReportOutput } from '@shared/schemas/report-admin';
import { getReport } from '@server/services/reports/admin-reports';
import { adminProcedure } from '@server/trpc';

/** The report a notification's /admin/reports/{id} link opens. */
export const getReportProcedure = adminProcedure
  .meta({
    openapi: { method: 'GET', path: '/reports/{id}', tags: ['reports'], summary: 'One report with names' },
  })
  .input(z.object({ id: idParam }))
  .output(z.object({ report: adminReportOutput }))
  .query(async ({ ctx, input }) => ({ report: await getReport(ctx.db, input.id) }));
