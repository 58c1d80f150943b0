import type { Context } from 'hono';
import { createOpenApiFetchHandler, generateOpenApiDocument } from 'trpc-to-openapi';
import { createRequestContext } from '../context';
import type { AppDeps } from '../deps';
import { appRouter } from '../routers/app-router';
import { retryAfterHeaders } from './errors';
import { remoteAddressOf } from './security';

let openApiDocument: ReturnType<typeof generateOpenApiDocument> | undefined;

/** The OpenAPI 3.1 document of every REST path, built once from the procedures' meta. */
export function getOpenApiDocument() {
  openApiDocument ??= generateOpenApiDocument(appRouter, {
    title: 'Creator-brand collaboration marketplace API',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
  });
  return openApiDocument;
}

/**
 * trpc-to-openapi wants a JSON content type on every POST/PUT/PATCH, even a bodyless logout;
 * a request that sends nothing is given an empty JSON object.
 */
function withJsonBody(req: Request) {
  const empty = !req.headers.get('content-type') && !req.headers.get('transfer-encoding') && (req.headers.get('content-length') ?? '0') === '0';
  if (!empty || !['POST', 'PUT', 'PATCH'].includes(req.method)) return req;
  const headers = new Headers(req.headers);
  headers.set('content-type', 'application/json');
  return new Request(req.url, { method: req.method, headers, body: '{}' });
}

const SHAPE_KEYS = new Set(['message', 'code', 'data', 'error', 'issues']);

/**
 * The REST adapter: every documented `/api/*` path is a procedure's `meta.openapi`, served by
 * trpc-to-openapi. Errors are rewritten once here to `{ error, ...extra }`.
 */
export async function handleRest(deps: AppDeps, c: Context) {
  const response = await createOpenApiFetchHandler({
    endpoint: '/api',
    router: appRouter,
    req: withJsonBody(c.req.raw),
    // trpc-to-openapi passes its node-style response object as `res` (its types only name `req`).
    createContext: (opts) => {
      const { res } = opts as unknown as { res: { setHeader(name: string, value: string): void } };
      return createRequestContext(deps, opts.req, (name, value) => res.setHeader(name, value), remoteAddressOf(c));
    },
    responseMeta: ({ errors }) => ({ headers: retryAfterHeaders(errors) }),
    onError: ({ error }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(error.cause ?? error);
    },
  });
  if (response.ok) return response;

  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const extra = Object.fromEntries(Object.entries(body).filter(([k]) => !SHAPE_KEYS.has(k)));
  const issues = (body.data as { issues?: unknown } | undefined)?.issues;
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(
    JSON.stringify({ error: body.error ?? body.message ?? 'Request failed', ...extra, ...(issues ? { issues } : {}) }),
    { status: response.status, headers },
  );
}
