import type { Context, MiddlewareHandler } from 'hono';
import { tokenFromRequest } from '../context';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A change authenticated by the session cookie must come from this app's own pages: the browser
 * names the page's origin in Origin (or says same-origin in Sec-Fetch-Site). Bearer requests
 * cannot be forged by another site, so they pass.
 */
export const sameOriginForCookieAuth: MiddlewareHandler = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || tokenFromRequest(c.req.raw).authSource !== 'cookie') return next();
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  const host = c.req.header('host');
  const sameOrigin = site === 'same-origin' || (origin !== undefined && host !== undefined && safeHost(origin) === host);
  if (!sameOrigin) return c.json({ error: 'Cross-site request refused: this action must come from the app itself' }, 403);
  return next();
};

function safeHost(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The socket address when running under @hono/node-server; absent under app.request in tests. */
export function remoteAddressOf(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}
