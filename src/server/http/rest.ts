import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import type { Context } from 'hono';
import { createOpenApiNodeHttpHandler, generateOpenApiDocument } from 'trpc-to-openapi';
import { createRequestContext } from '../context';
import { commissionCsvOpenApiPath } from './commission-csv';
import { payoutsCsvOpenApiPath } from './payouts-csv';
import { invoicesCsvOpenApiPath } from './invoices-csv';
import { performanceCsvOpenApiPath } from './performance-csv';
import { pdfsOpenApiPaths } from './pdfs';
import { dataExportOpenApiPaths } from './data-export';
import type { AppDeps } from '../deps';
import { appRouter } from '../routers/app-router';
import type { UiLanguage } from '@shared/i18n/languages';
import type { FieldIssue } from '../errors';
import { issuesIn, messageIn } from '../messages';
import { retryAfterHeaders } from './errors';
import { answerLanguage, tellLanguage } from './language';
import { remoteAddressOf } from './security';
import { afterAnswerOf } from './after-answer';

let openApiDocument: ReturnType<typeof generateOpenApiDocument> | undefined;

/** The OpenAPI 3.1 document of every REST path, built once from the procedures' meta, and the CSV export. */
export function getOpenApiDocument() {
  if (!openApiDocument) {
    openApiDocument = generateOpenApiDocument(appRouter, {
      title: 'Creator-brand collaboration marketplace API',
      version: '1.0.0',
      baseUrl: '/api',
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    });
    Object.assign(
      (openApiDocument.paths ??= {}),
      commissionCsvOpenApiPath(),
      payoutsCsvOpenApiPath(),
      invoicesCsvOpenApiPath(),
      performanceCsvOpenApiPath(),
      pdfsOpenApiPaths(),
      dataExportOpenApiPaths(),
    );
  }
  return openApiDocument;
}

/**
 * trpc-to-openapi wants a JSON content type on every POST/PUT/PATCH, even a bodyless logout;
 * a request that sends nothing is given an empty JSON object.
 */
function withJsonBody(req: Request) {
  const empty =
    !req.headers.get('content-type') &&
    !req.headers.get('transfer-encoding') &&
    (req.headers.get('content-length') ?? '0') === '0';
  if (!empty || !['POST', 'PUT', 'PATCH'].includes(req.method)) return req;
  const headers = new Headers(req.headers);
  headers.set('content-type', 'application/json');
  return new Request(req.url, { method: req.method, headers, body: '{}' });
}

const SHAPE_KEYS = new Set(['message', 'code', 'data', 'error', 'issues']);

/** The socket address travels on the request to createContext (the handler is shared by every request). */
const REMOTE_ADDRESS = Symbol('remoteAddress');
/** And the request's id to the error log. */
const REQUEST_ID = Symbol('requestId');
/** And what runs work once the answer is out (after-answer.ts). */
const AFTER_ANSWER = Symbol('afterAnswer');
/** And back to the answer, the language of the caller its context found (language.ts). */
const TELL_LANGUAGE = Symbol('tellLanguage');

/**
 * trpc-to-openapi reads the request's signal only to put it in createContext's `info`, which the
 * context does not read; the procedure itself is called without one. Handing it this one spares an
 * AbortController per request (node makes those slowly).
 */
const UNUSED_SIGNAL = new AbortController().signal;

type ProxiedRequest = Request & {
  [REMOTE_ADDRESS]?: string;
  [REQUEST_ID]?: string;
  [AFTER_ANSWER]?: (work: () => void) => void;
  [TELL_LANGUAGE]?: (language: UiLanguage) => void;
};

type NodeStyleResponse = {
  statusCode: number;
  setHeader(name: string, value: string | string[]): void;
  end(body?: string): void;
};

/**
 * The body as trpc-to-openapi's fetch adapter reads it: JSON parsed up front (a parse failure is
 * reported when the handler asks for it), anything else left as the stream.
 */
async function readBody(req: Request): Promise<{ ok: true; data: unknown } | { ok: false; cause: unknown }> {
  // The handler reads a GET's input from the query string, never its body.
  if (req.method === 'GET' || req.method === 'HEAD') return { ok: true, data: undefined };
  try {
    if (req.headers.get('content-type')?.includes('application/json'))
      return { ok: true, data: JSON.parse(await req.text()) };
    return { ok: true, data: req.body };
  } catch (cause) {
    return { ok: false, cause };
  }
}

/**
 * The REST adapter: every documented `/api/*` path is a procedure's `meta.openapi`, served by
 * trpc-to-openapi. Its fetch adapter builds a new handler (and its table of every path) on each
 * request; this does what that adapter does around one handler built at start-up. Errors are
 * rewritten once here to `{ error, ...extra }`.
 */
export function createRestHandler(deps: AppDeps) {
  // The options are checked against the package's types; only the request and response objects
  // cross over as what this module hands the handler (see handle() below and decision 011).
  const handler = createOpenApiNodeHttpHandler<typeof appRouter, IncomingMessage, ServerResponse>({
    router: appRouter,
    createContext: async ({ req, res }) => {
      const fetchReq = req as unknown as ProxiedRequest;
      const ctx = await createRequestContext(
        deps,
        fetchReq,
        (name, value) => res.setHeader(name, value),
        fetchReq[REMOTE_ADDRESS],
        { afterAnswer: fetchReq[AFTER_ANSWER] },
      );
      fetchReq[TELL_LANGUAGE]?.(ctx.language);
      return ctx;
    },
    responseMeta: ({ errors }) => ({ headers: retryAfterHeaders(errors) }),
    onError: ({ error, req }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        deps.log.error(
          { err: error.cause ?? error, reqId: (req as unknown as ProxiedRequest)[REQUEST_ID] },
          'Request failed',
        );
    },
  });
  const handle = (req: ProxiedRequest, res: NodeStyleResponse) =>
    handler(req as unknown as IncomingMessage, res as unknown as ServerResponse);

  return async (c: Context) => {
    const raw = withJsonBody(c.req.raw);
    const url = raw.url.replace('/api', '');
    const body = await readBody(raw);
    const remoteAddress = remoteAddressOf(c);
    const requestId = c.get('requestId');
    const afterAnswer = afterAnswerOf(c);
    const req = new Proxy(raw, {
      get: (target, prop) => {
        if (prop === 'url') return url;
        if (prop === REMOTE_ADDRESS) return remoteAddress;
        if (prop === REQUEST_ID) return requestId;
        if (prop === AFTER_ANSWER) return afterAnswer;
        if (prop === TELL_LANGUAGE) return (language: UiLanguage) => tellLanguage(c, language);
        if (prop === 'signal') return UNUSED_SIGNAL;
        if (prop === 'body') {
          if (!body.ok)
            throw new TRPCError({
              code: 'PARSE_ERROR',
              message: 'Failed to parse request body',
              cause: body.cause,
            });
          return body.data;
        }
        // eslint-disable-next-line @typescript-eslint/unbound-method -- the proxy hands back every other member of the request as it is
        return target[prop as keyof Request];
      },
    });
    const response = await new Promise<Response>((resolve) => {
      const headers = new Headers();
      const res: NodeStyleResponse = {
        statusCode: 200,
        setHeader: (name, value) => {
          if (typeof value === 'string') headers.set(name, value);
          else for (const v of value) headers.append(name, v);
        },
        end: (text) => resolve(new Response(text, { status: res.statusCode, headers })),
      };
      void handle(req, res);
    });
    if (response.ok) return response;

    const errorBody = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const extra = Object.fromEntries(Object.entries(errorBody).filter(([k]) => !SHAPE_KEYS.has(k)));
    const issues = (errorBody.data as { issues?: unknown } | undefined)?.issues;
    const headers = new Headers(response.headers);
    headers.set('Content-Type', 'application/json');
    // The error formatter wrote the caller's language already; what failed before a context was
    // built (no such path, a body that is not JSON) is written here in the request's.
    const language = await answerLanguage(c);
    const error = errorBody.error ?? errorBody.message ?? 'Request failed';
    return new Response(
      JSON.stringify({
        error: typeof error === 'string' ? messageIn(language, error) : error,
        ...extra,
        ...(issues
          ? { issues: Array.isArray(issues) ? issuesIn(language, issues as FieldIssue[]) : issues }
          : {}),
      }),
      { status: response.status, headers },
    );
  };
}
