import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { refuse } from './language';

/** How much of a body left unread is read and thrown away after the answer, and for how long, before the connection closes anyway. */
export const LINGER_BYTES = 32 * 1024 * 1024;
export const LINGER_MS = 10_000;

/** The rest of the body is not read for the app: the connection ends after the answer (closeWhenBodyUnread). */
function tooLarge(c: Context, message: string) {
  return refuse(c, 413, message);
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
 * Called once the answer is ready (every-request.ts). Whatever answered (a refusal by size, a 401 before an upload was read, a 404), a request whose
 * body has not fully arrived leaves bytes on the connection that would be taken for the next request:
 * the answer says `Connection: close`. Node closes such a connection as soon as the answer is
 * written, and the body still arriving then meets a closed socket: the kernel answers it with a
 * reset, and a client still sending (Node's fetch, curl; not browsers) reports EPIPE or ECONNRESET
 * instead of the answer. So the connection lingers, as nginx's does: after the answer, the rest of
 * the body is read and thrown away, and the connection closes once it has all arrived, or after
 * LINGER_BYTES more bytes or LINGER_MS, whichever comes first. Only under @hono/node-server, which
 * passes the request as `incoming`.
 */
export function closeWhenBodyUnread(c: Context) {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && !incoming.complete) {
    c.header('Connection', 'close');
    lingerBeforeClosing(incoming);
  }
}

/**
 * Counts the rest of the body as it arrives (reading it keeps Node from `_dump`ing it, which would
 * hide its bytes), and replaces the `destroySoon()` by which Node ends a `Connection: close` answer's
 * socket once the answer is written: the writing side closes at once, the socket once the body has
 * all arrived, past LINGER_BYTES more bytes, or after LINGER_MS.
 */
function lingerBeforeClosing(incoming: IncomingMessage) {
  const socket = incoming.socket;
  let read = 0;
  let answered = false;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  incoming.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER_BYTES) close();
  });
  incoming.once('end', () => answered && close());
  socket.once('close', () => clearTimeout(timer));
  // A reader the app let go of (a streaming limit) may have paused it.
  incoming.resume();
  socket.destroySoon = () => {
    answered = true;
    socket.end();
    if (incoming.readableEnded) close();
  };
}
