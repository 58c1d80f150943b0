import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { commissionCsv, csvFileName } from '../services/transactions/csv';
import { describeZodError } from '../zod-messages';
import { transactionFilters } from '@shared/schemas/transactions';
import { requireCaller } from './session';

const PATH = '/admin/transactions/export.csv';

/** Its entry in the OpenAPI document (trpc-to-openapi describes only procedures), parameters from the same schema. */
export function commissionCsvOpenApiPath() {
  const { properties = {} } = z.toJSONSchema(transactionFilters, { io: 'input' }) as {
    properties?: Record<string, object>;
  };
  return {
    [PATH]: {
      get: {
        tags: ['transactions'],
        summary: 'The commission report as a CSV file (commission-report-{date}.csv), with the list filters',
        security: [{ bearerAuth: [] }],
        parameters: Object.entries(properties).map(([name, schema]) => ({
          name,
          in: 'query',
          required: false,
          schema,
        })),
        responses: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
          400: { description: 'A filter is not valid' },
          401: { description: 'Not signed in' },
          403: { description: 'Not an admin' },
        },
      },
    },
  };
}

/**
 * GET /api/admin/transactions/export.csv: the commission report of docs/product.md#commission-csv, with the
 * list's filters (status, startDate, endDate, search). A plain Hono route because it streams text,
 * not JSON. With no matching rows the file has only its header row (200); the client shows
 * 'No data' itself.
 */
export function mountCommissionCsv(app: Hono, deps: AppDeps) {
  app.get(`/api${PATH}`, async (c) => {
    await requireCaller(deps, c, 'admin');
    const filters = transactionFilters.safeParse(c.req.query());
    if (!filters.success) throw badRequest(describeZodError(filters.error));
    return c.body(commissionCsv(deps.db, filters.data), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName()}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
