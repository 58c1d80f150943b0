import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { badRequest, forbidden } from '../errors';
import { commissionCsv, csvFileName } from '../services/transactions/csv';
import { hasRole } from '../trpc';
import { describeZodError } from '../zod-messages';
import { transactionFilters } from '../../shared/schemas/transactions';
import { appErrorResponse } from './errors';
import { requireSignedIn } from './session';

/**
 * GET /api/admin/transactions/export.csv: the commission report of spec 2 section 9, with the
 * list's filters (status, startDate, endDate, search). A plain Hono route because it streams text,
 * not JSON. With no matching rows the file has only its header row (200); the client shows
 * 'No data' itself.
 */
export function mountCommissionCsv(app: Hono, deps: AppDeps) {
  app.get('/api/admin/transactions/export.csv', (c) => {
    try {
      const { user } = requireSignedIn(deps, c);
      if (!hasRole(user, 'admin')) throw forbidden('Only admins can do this');
      const filters = transactionFilters.safeParse(c.req.query());
      if (!filters.success) throw badRequest(describeZodError(filters.error));
      return c.body(commissionCsv(deps.db, filters.data), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${csvFileName()}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    } catch (e) {
      return appErrorResponse(c, e);
    }
  });
}
