import { adminInvoicesInput, adminInvoicesOutput } from '@shared/schemas/invoices';
import { adminInvoices } from '@server/services/invoices/read';
import { adminProcedure } from '@server/trpc';

export const adminInvoicesProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/invoices',
      tags: ['invoices'],
      summary:
        "A financial year's tax invoices and credit notes (fy, limit, offset), newest first, with total and the invoicing settings that are missing",
    },
  })
  .input(adminInvoicesInput)
  .output(adminInvoicesOutput)
  .query(({ ctx, input }) => adminInvoices(ctx, input));
