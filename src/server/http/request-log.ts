import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { Logger } from '../logger';

/**
 * Each request's id, in `c.get('requestId')` and the `X-Request-Id` answer header (set again by
 * logRequests on answers built outside Hono's context, which drop it). A reverse proxy's
 * id (nginx's `$request_id`) is kept so its log and ours can be matched: up to 64 letters, digits,
 * `_`, `-` or `=`; anything else is replaced by a new UUID, so a client cannot write into the log.
 */
export const assignRequestId = requestId({ headerName: 'X-Request-Id', limitLength: 64 });

/**
 * One line per request once its answer is ready (for a stream, when it starts): method, route,
 * status, duration and id. The route is the pattern Hono matched (`/api/payments/documents/:id`),
 * or the path when the pattern is a wildcard; never the query string or the body, which can hold
 * tokens and card numbers.
 */
export function logRequests(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', c.get('requestId'));
    const pattern = routePath(c);
    log.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        route: pattern.includes('*') ? c.req.path : pattern,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
