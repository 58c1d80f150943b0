import { z } from 'zod';
import { invoiceIdInput, invoiceOutput } from '@shared/schemas/invoices';
import { invoiceForCaller } from '@server/services/invoices/read';
import { protectedProcedure } from '@server/trpc';

export const getInvoiceProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/invoices/{id}',
      tags: ['invoices'],
      summary: 'One tax invoice or credit note: its recipient or an admin (anyone else: 404)',
    },
  })
  .input(invoiceIdInput)
  .output(z.object({ invoice: invoiceOutput }))
  .query(async ({ ctx, input }) => ({ invoice: await invoiceForCaller(ctx.db, ctx.user, input.id) }));
