import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { duePayoutsCsv, payoutCsvFileName } from '../services/payouts/export';
import { requireCaller } from './session';

const PATH = '/admin/payouts/export';

/** Its entry in the OpenAPI document (trpc-to-openapi describes only procedures). */
export function payoutsCsvOpenApiPath() {
  return {
    [PATH]: {
      get: {
        tags: ['payouts'],
        summary:
          'The due payouts as a bank bulk-transfer CSV (payouts-due-{date}.csv), account numbers in full; each download is audited',
        security: [{ bearerAuth: [] }],
        parameters: [
          { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: ['due'] } },
        ],
        responses: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
          400: { description: 'status is not due' },
          401: { description: 'Not signed in' },
          403: { description: 'Not an admin' },
        },
      },
    },
  };
}

/**
 * GET /api/admin/payouts/export?status=due: the bank bulk-transfer file of docs/product.md#payout-export.
 * A plain Hono route because it streams text, not JSON; with no due payouts the file has only its
 * header row (200). Only the due payouts are exported: a bank pays those.
 */
export function mountPayoutsCsv(app: Hono, deps: AppDeps) {
  app.get(`/api${PATH}`, async (c) => {
    const admin = await requireCaller(deps, c, 'admin');
    const status = c.req.query('status') ?? 'due';
    if (status !== 'due') throw badRequest('Only the due payouts can be exported: status=due');
    const body = await duePayoutsCsv(deps, { id: admin.user.id, ip: admin.ip });
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${payoutCsvFileName(deps.now())}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
