import { tdsInput, tdsOutput } from '@shared/schemas/invoices';
import { tdsReport } from '@server/services/invoices/read';
import { adminProcedure } from '@server/trpc';

export const adminTdsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/tds',
      tags: ['invoices'],
      summary:
        'Per creator, the payouts paid in a quarter (quarter=2026-27-Q3, default the current one) with masked PAN, section 194-O, amount credited, TDS rate and amount and the date paid; format=csv downloads it (audited)',
    },
  })
  .input(tdsInput)
  .output(tdsOutput)
  .query(({ ctx, input }) => tdsReport(ctx, input.quarter));
