import type { Hono } from 'hono';
import { dataExportIdInput, DATA_EXPORT_MESSAGES } from '@shared/schemas/data-rights';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { readDataExportFile, requestDataExport } from '../services/data-rights/exports';
import { describeZodError } from '../zod-messages';
import { refuse } from './language';
import { requireCaller } from './session';

const exportShape = {
  type: 'object',
  properties: {
    export: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        status: { type: 'string', enum: ['pending', 'ready', 'failed', 'expired'] },
      },
    },
  },
};

/** Their entries in the OpenAPI document (trpc-to-openapi describes only procedures). */
export function dataExportOpenApiPaths() {
  return {
    '/privacy/export': {
      post: {
        tags: ['privacy'],
        summary:
          'Asks for a copy of everything held about the caller ("Download my data"): 202 with the pending export, prepared in the background; at most 3 a day (429)',
        security: [{ bearerAuth: [] }],
        responses: {
          202: { description: 'Accepted', content: { 'application/json': { schema: exportShape } } },
          401: { description: 'Not signed in' },
          429: { description: 'Three copies were asked for in the last 24 hours' },
        },
      },
    },
    '/privacy/exports/{id}/download': {
      get: {
        tags: ['privacy'],
        summary:
          "A ready export's one JSON file (an attachment): the caller's account, profile, collaborations, messages, money records, notifications, consents, sessions and audit entries; PAN, Aadhaar and account numbers masked",
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'The JSON file',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          401: { description: 'Not signed in' },
          404: { description: "No such export of the caller's" },
          409: { description: 'Still being prepared' },
          410: { description: 'Expired (7 days after it was ready); ask for a new one' },
        },
      },
    },
  };
}

/**
 * POST /api/privacy/export (202) and GET /api/privacy/exports/{id}/download, plain Hono routes: one
 * answers a status tRPC's adapter cannot give, the other a file (docs/product.md#download-my-data).
 */
export function mountDataExport(app: Hono, deps: AppDeps) {
  app.post('/api/privacy/export', async (c) => {
    const caller = await requireCaller(deps, c);
    const made = await requestDataExport(deps, { id: caller.user.id, ip: caller.ip });
    return c.json({ export: made }, 202);
  });
  app.get('/api/privacy/exports/:id/download', async (c) => {
    const caller = await requireCaller(deps, c);
    const input = dataExportIdInput.safeParse({ id: c.req.param('id') });
    if (!input.success) throw badRequest(describeZodError(input.error));
    const file = await readDataExportFile(deps, caller.user.id, input.data.id);
    if (file.kind === 'gone') return refuse(c, 410, DATA_EXPORT_MESSAGES.expired);
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
