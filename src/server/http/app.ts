import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono, type MiddlewareHandler } from 'hono';
import { JSON_BODY_MAX_BYTES, TRPC_MAX_BATCH_CALLS } from '@shared/constants';
import { createRequestContext } from '../context';
import type { AppDeps } from '../deps';
import { appRouter } from '../routers/app-router';
import { answerError, retryAfterHeaders } from './errors';
import { createRestHandler, getOpenApiDocument } from './rest';
import { limitBody } from './body-limit';
import { remoteAddressOf, sameOriginForCookieAuth } from './security';
import { afterAnswerOf } from './after-answer';
import { mountClient } from './static';
import { publicCreatorPageWriter } from './public-creator-page';
import { mountTrackingLinks, trackingNotFoundPage } from './tracking-links';
import { mountApiDocs } from './api-docs';
import { mountCommissionCsv } from './commission-csv';
import { mountPayoutsCsv } from './payouts-csv';
import { mountInvoicesCsv } from './invoices-csv';
import { mountPerformanceCsv } from './performance-csv';
import { mountPdfs } from './pdfs';
import { mountDataExport } from './data-export';
import { mountUploads, UPLOAD_PATHS } from './uploads';
import { everyRequest } from './every-request';

/** The whole server as one Hono app; `app.request()` drives it in tests without a socket. */
export function createApp(deps: AppDeps, opts: { clientDist?: string } = {}) {
  const app = new Hono();

  // Before every refusal below: the request's id and the language its messages are written in.
  app.use('*', everyRequest(deps));
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.get('/api/openapi.json', (c) => c.json(getOpenApiDocument()));
  mountApiDocs(app);

  app.use('/api/*', sameOriginForCookieAuth);
  const jsonLimit = limitBody(JSON_BODY_MAX_BYTES);
  const limitJsonBody: MiddlewareHandler = async (c, next) => {
    // Uploads set their own, larger limits. Nothing reads the body of a GET or HEAD, and asking
    // whether it has one makes the node adapter build a full Request (a tenth of a list's time).
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || UPLOAD_PATHS.some((p) => p.test(c.req.path)))
      return next();
    return jsonLimit(c, next);
  };
  app.use('/api/*', limitJsonBody);

  // tRPC's own fetch adapter: @hono/trpc-server put Hono's bindings over the context's `env` (the
  // configuration), so procedures called through /api/trpc read every setting as undefined.
  app.use('/api/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/api/trpc',
      req: c.req.raw,
      router: appRouter,
      // One request must not carry hundreds of calls (e.g. sign-in guesses) past per-request defences.
      maxBatchSize: TRPC_MAX_BATCH_CALLS,
      // The web client's endpoint: the session cookie carries the token, never the body.
      createContext: (opts) =>
        createRequestContext(
          deps,
          opts.req,
          (name, value) => opts.resHeaders.append(name, value),
          remoteAddressOf(c),
          { tokenInBody: false, afterAnswer: afterAnswerOf(c) },
        ),
      responseMeta: ({ errors }) => ({ headers: retryAfterHeaders(errors) }),
      onError: ({ error }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          deps.log.error({ err: error.cause ?? error, reqId: c.get('requestId') }, 'Request failed');
      },
    }),
  );

  mountUploads(app, deps);
  mountCommissionCsv(app, deps);
  mountPayoutsCsv(app, deps);
  mountInvoicesCsv(app, deps);
  mountPerformanceCsv(app, deps);
  mountPdfs(app, deps);
  mountDataExport(app, deps);
  const rest = createRestHandler(deps);
  app.all('/api/*', (c) => rest(c));

  mountTrackingLinks(app, deps);
  mountClient(app, deps.log, {
    distDir: opts.clientDist,
    writePage: trackingNotFoundPage(publicCreatorPageWriter(deps)),
  });

  app.onError(answerError(deps.log));
  return app;
}
