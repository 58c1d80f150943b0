import type { Server, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * How long the requests under way may take once the server stops, and then the queued notification
 * emails: together well inside systemd's TimeoutStopSec (15 s, deploy/), which ends in SIGKILL.
 */
export const REQUESTS_GRACE_MS = 5_000;
export const EMAILS_GRACE_MS = 5_000;

/** A notification stream never ends by itself: it is not waited for (its tab reconnects to the next process). */
const isEventStream = (res: ServerResponse) => res.req.headers.accept?.includes('text/event-stream') ?? false;

/**
 * Keeps the responses under way of `server`, so that `drain` can stop it without cutting a
 * request in the middle. Call it before the server takes its first connection.
 */
export function trackRequests(server: Server) {
  const open = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });

  /**
   * Stops taking connections, waits until no request but the notification streams is under way
   * (at most `graceMs`), then closes every connection left: the streams, idle keep-alive ones, and
   * a request still running past the grace.
   */
  async function drain(graceMs = REQUESTS_GRACE_MS) {
    server.close();
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && [...open].some((res) => !isEventStream(res))) await delay(25);
    server.closeAllConnections();
  }
  return { drain };
}
