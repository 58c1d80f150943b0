import { z } from 'zod';
import { adminReportOutput, updateReportInput } from '@shared/schemas/report-admin';
import { getReport, setReportStatus } from '@server/services/reports/admin-reports';
import { adminProcedure } from '@server/trpc';

export const updateReportProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/reports/{id}',
      tags: ['reports'],
      summary: 'Set a report pending, resolved or dismissed, with notes',
    },
  })
  .input(updateReportInput)
  .output(z.object({ report: adminReportOutput }))
  .mutation(async ({ ctx, input }) => {
    await setReportStatus(ctx.db, { id: ctx.user.id, ip: ctx.ip }, input.id, input.status, input.admin_notes);
    return { report: await getReport(ctx.db, input.id) };
  });
