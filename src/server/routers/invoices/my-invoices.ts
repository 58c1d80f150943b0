import { z } from 'zod';
import { invoiceOutput } from '@shared/schemas/invoices';
import { myInvoices } from '@server/services/invoices/read';
import { protectedProcedure } from '@server/trpc';

export const myInvoicesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/invoices/my',
      tags: ['invoices'],
      summary: 'The tax invoices and credit notes issued to the caller, newest first',
    },
  })
  .input(z.object({}))
  .output(z.object({ invoices: z.array(invoiceOutput) }))
  .query(async ({ ctx }) => ({ invoices: await myInvoices(ctx.db, ctx.user.id) }));
