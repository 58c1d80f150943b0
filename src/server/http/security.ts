import type { Context, MiddlewareHandler } from 'hono';
import { tokenFromRequest } from '../context';
import { refuse } from './language';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CROSS_SITE_REFUSED = 'Cross-site request refused: this action must come from the app itself';

/**
 * A request authenticated by the session cookie must come from this app's own pages. A change: the
 * browser names the page's origin in Origin (or says same-origin in Sec-Fetch-Site). A read: some
 * reads have effects (an unmasked payment view, an identity document or a CSV export is written to
 * the audit log), and SameSite=Lax still sends the cookie when another site navigates the browser
 * to them, so a read the browser marks as coming from another site (Sec-Fetch-Site cross-site or
 * same-site) is refused too; a typed address or a bookmark says none and passes. Bearer requests
 * cannot be forged by another site, so they pass.
 */
export const sameOriginForCookieAuth: MiddlewareHandler = async (c, next) => {
  const site = c.req.header('sec-fetch-site');
  // Reads first look at the header alone: parsing the cookie on every read would cost the lists.
  const fromAnotherSite = site === 'cross-site' || site === 'same-site';
  if (SAFE_METHODS.has(c.req.method) && !fromAnotherSite) return next();
  if (tokenFromRequest(c.req.raw).authSource !== 'cookie') return next();
  if (SAFE_METHODS.has(c.req.method)) return refuse(c, 403, CROSS_SITE_REFUSED);
  const origin = c.req.header('origin');
  const host = c.req.header('host');
  const sameOrigin =
    site === 'same-origin' || (origin !== undefined && host !== undefined && safeHost(origin) === host);
  if (!sameOrigin) return refuse(c, 403, CROSS_SITE_REFUSED);
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
export function remoteAddressOf(c: Pick<Context, 'env'>): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}
