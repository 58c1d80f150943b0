import type { Hono } from 'hono';
import { TRACKING_PATH } from '@shared/tracking';
import { clientIp } from '../context';
import type { AppDeps } from '../deps';
import { trackingTarget } from '../services/tracking/resolve';
import { remoteAddressOf } from './security';
import type { PageWriter } from './static';

/**
 * GET /r/{code} (docs/product.md#tracking-links): 302 to the code's campaign's stored destination
 * with the UTM parameters, the visit counted in memory (services/tracking/click-counter.ts, decision
 * 083); the query string and everything else of the request is ignored, so no parameter can send
 * the visitor elsewhere. An unknown code goes on to the app's page, answered with a 404
 * (`trackingNotFoundPage`).
 */
export function mountTrackingLinks(app: Hono, deps: Pick<AppDeps, 'db' | 'env' | 'clicks'>) {
  const hops = deps.env.TRUST_PROXY ? deps.env.TRUST_PROXY_HOPS : 0;
  app.get('/r/:code', async (c, next) => {
    const code = TRACKING_PATH.exec(c.req.path)?.[1];
    const target = code ? await trackingTarget(deps.db, code) : null;
    if (!code || !target) return next();
    // The forwarded header is read only behind a trusted proxy (it is the client's own words otherwise).
    const address =
      hops > 0 ? clientIp(c.req.raw, remoteAddressOf(c), hops) : (remoteAddressOf(c) ?? 'unknown');
    // A HEAD (a link preview's check) is answered alike but not counted: no one was sent anywhere.
    if (c.req.method === 'GET') deps.clicks.visit(target.applicationId, code, address);
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.location, 302);
  });
}

/** The app's page with a 404 for a tracking link that leads nowhere (its client shows "not found"). */
export const trackingNotFoundPage =
  (next: PageWriter): PageWriter =>
  async (path, indexHtml) =>
    TRACKING_PATH.test(path) || path.startsWith('/r/') ? { status: 404 } : next(path, indexHtml);
