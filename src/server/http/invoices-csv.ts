import type { Hono } from 'hono';
import { adminInvoicesInput, tdsInput } from '@shared/schemas/invoices';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { invoicesCsv, tdsCsv } from '../services/invoices/read';
import { describeZodError } from '../zod-messages';
import { requireCaller } from './session';

const csvHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});

const file = {
  200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
};
const refusals = {
  400: { description: 'A bad fy or quarter' },
  401: { description: 'Not signed in' },
  403: { description: 'Not an admin' },
};

/** Its entry in the OpenAPI document (trpc-to-openapi describes only procedures; /admin/tds is the procedure's). */
export function invoicesCsvOpenApiPath() {
  return {
    '/admin/invoices/export': {
      get: {
        tags: ['invoices'],
        summary:
          "A financial year's tax invoices and credit notes as CSV (invoices-{fy}.csv): number, date, recipient GSTIN or unregistered, state, taxable value, CGST, SGST, IGST, total, kind, refers to; each download is audited",
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'fy', in: 'query', required: false, schema: { type: 'string' } }],
        responses: { ...file, ...refusals },
      },
    },
  };
}

/**
 * GET /api/admin/invoices/export?fy= and GET /api/admin/tds?quarter=&format=csv: plain Hono routes
 * because they answer text, not JSON (docs/product.md#tax-invoices). /api/admin/tds without
 * format=csv goes on to its procedure.
 */
export function mountInvoicesCsv(app: Hono, deps: AppDeps) {
  app.get('/api/admin/invoices/export', async (c) => {
    const admin = await requireCaller(deps, c, 'admin');
    const input = adminInvoicesInput.pick({ fy: true }).safeParse({ fy: c.req.query('fy') });
    if (!input.success) throw badRequest(describeZodError(input.error));
    const { csv, fy } = await invoicesCsv(deps, { id: admin.user.id, ip: admin.ip }, input.data.fy);
    return c.body(csv, 200, csvHeaders(`invoices-${fy}.csv`));
  });
  app.get('/api/admin/tds', async (c, next) => {
    if (c.req.query('format') !== 'csv') return next();
    const admin = await requireCaller(deps, c, 'admin');
    const input = tdsInput.safeParse({ quarter: c.req.query('quarter') });
    if (!input.success) throw badRequest(describeZodError(input.error));
    const { csv, quarter } = await tdsCsv(deps, { id: admin.user.id, ip: admin.ip }, input.data.quarter);
    return c.body(csv, 200, csvHeaders(`tds-${quarter}.csv`));
  });
}
