import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The rest of the body is never read: the connection ends with the answer, so no next request lands in it. */
function tooLarge(c: Context, message: string) {
  c.header('Connection', 'close');
  return c.json({ error: message }, 413);
}

/**
 * Refuses a body over `maxSize` with 413. A declared Content-Length decides before a byte is read
 * (Node's parser never delivers more than it declares); a chunked body is counted as it streams in.
 */
export function limitBody(
  maxSize: number,
  message = `Request body is too large (at most ${Math.round(maxSize / 1024 / 1024)} MB)`,
): MiddlewareHandler {
  const streaming = bodyLimit({ maxSize, onError: (c) => tooLarge(c, message) });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      return Number(declared) > maxSize ? tooLarge(c, message) : next();
    }
    return streaming(c, next);
  };
}

/**
 * Whatever answered (a refusal by size, a 401 before an upload was read, a 404), a request whose
 * body has not fully arrived leaves bytes on the connection that would be taken for the next request:
 * the answer says `Connection: close`. Only under @hono/node-server, which passes the request as `incoming`.
 */
export const closeWhenBodyUnread: MiddlewareHandler = async (c, next) => {
  await next();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.complete) c.header('Connection', 'close');
};
