import { z } from 'zod';
import { adminReportOutput, suspendFromReportInput } from '@shared/schemas/report-admin';
import { suspensionOutput } from '@shared/schemas/suspension';
import { getReport } from '@server/services/reports/admin-reports';
import { suspendFromReport } from '@server/services/reports/suspend-from-report';
import { getSuspension } from '@server/services/suspensions/records';
import { adminProcedure } from '@server/trpc';

export const suspendFromReportProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/reports/{id}/suspend',
      tags: ['reports'],
      summary: "Suspend the reported user (or the reported campaign's brand) and resolve the report",
    },
  })
  .input(suspendFromReportInput)
  .output(z.object({ suspension: suspensionOutput, report: adminReportOutput }))
  .mutation(async ({ ctx, input }) => {
    const { id, announce } = await suspendFromReport(ctx.db, { id: ctx.user.id, ip: ctx.ip }, input);
    announce(ctx.events);
    return { suspension: await getSuspension(ctx.db, id), report: await getReport(ctx.db, input.id) };
  });
