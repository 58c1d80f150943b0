import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logger';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id (requestIdOf), in its log line, its `X-Request-Id` answer header and its error lines. */
    requestId: string;
  }
}

/** What a reverse proxy's id may be: up to 64 letters, digits, `_`, `-` or `=`, so it cannot write into the log. */
const GIVEN_ID = /^[\w\-=]{1,64}$/;

/**
 * Each request's id. A reverse proxy's id (nginx's `$request_id`) is kept so its log and ours can be
 * matched; anything else is replaced by a new UUID. Under @hono/node-server the header is read from
 * Node's own parsed headers: asking the request for it would build a Fetch `Headers` of every header
 * it came with, which nothing else on a plain GET needs.
 */
export function requestIdOf(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const given = incoming ? incoming.headers['x-request-id'] : c.req.header('x-request-id');
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/**
 * One line per request once its answer is ready (for a stream, when it starts): method, route,
 * status, duration and id. The route is the pattern Hono matched (`/api/payments/documents/:id`),
 * or the path when the pattern is a wildcard; never the query string or the body, which can hold
 * tokens and card numbers. `started` is the request's `performance.now()`.
 */
export function logRequest(log: Logger, c: Context, id: string, started: number) {
  const pattern = routePath(c);
  log.info(
    {
      reqId: id,
      method: c.req.method,
      route: pattern.includes('*') ? c.req.path : pattern,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    },
    'request',
  );
}
