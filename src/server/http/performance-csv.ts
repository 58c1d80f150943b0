import type { Hono } from 'hono';
import { campaignPerformanceInput } from '@shared/schemas/performance';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { campaignPerformance } from '../services/tracking/performance';
import { performanceCsv, performanceCsvName } from '../services/tracking/performance-csv';
import { describeZodError } from '../zod-messages';
import { requireCaller } from './session';

const PATH = '/campaigns/{id}/performance.csv';

/** Its entry in the OpenAPI document (trpc-to-openapi describes only procedures). */
export function performanceCsvOpenApiPath() {
  return {
    [PATH]: {
      get: {
        tags: ['campaigns'],
        summary:
          "A campaign's performance as a CSV file (performance-{id}-{date}.csv): one row per creator and a total",
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
          401: { description: 'Not signed in' },
          403: { description: 'Neither the owning brand nor an admin' },
          404: { description: 'No such campaign the caller can see' },
        },
      },
    },
  };
}

/**
 * GET /api/campaigns/{id}/performance.csv: what GET /api/campaigns/{id}/performance answers, as a
 * file to download (a plain Hono route: it is text, not JSON), with the same rights.
 */
export function mountPerformanceCsv(app: Hono, deps: AppDeps) {
  app.get('/api/campaigns/:id/performance.csv', async (c) => {
    const caller = await requireCaller(deps, c, 'brand', 'admin');
    const input = campaignPerformanceInput.safeParse({ id: c.req.param('id') });
    if (!input.success) throw badRequest(describeZodError(input.error));
    const performance = await campaignPerformance(deps.db, caller.user, input.data.id);
    const base = deps.env.APP_URL.replace(/\/+$/, '');
    const creators = performance.creators.map((p) => ({
      ...p,
      tracking_url: p.tracking_url ? `${base}${p.tracking_url}` : null,
    }));
    return c.body(performanceCsv({ ...performance, creators }), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${performanceCsvName(input.data.id, new Date(deps.now()))}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
