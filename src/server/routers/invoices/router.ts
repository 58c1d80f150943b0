import { router } from '@server/trpc';
import { adminInvoicesProcedure } from './admin-invoices';
import { adminTdsProcedure } from './admin-tds';
import { getInvoiceProcedure } from './get-invoice';
import { myInvoicesProcedure } from './my-invoices';

/**
 * The platform's tax invoices and credit notes for its commission, and the admins' TDS data
 * (docs/product.md#tax-invoices). The CSV downloads are http/invoices-csv.ts; the PDFs src/server/pdf.
 */
export const invoicesRouter = router({
  my: myInvoicesProcedure,
  get: getInvoiceProcedure,
  adminList: adminInvoicesProcedure,
  tds: adminTdsProcedure,
});
