import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { closeWhenBodyUnread } from './body-limit';
import { rememberLanguage } from './language';
import { logRequest, requestIdOf } from './request-log';
import { setSecurityHeaders } from './security-headers';

/**
 * The work every request shares, as one middleware rather than one each (decision 092): its id, the
 * language its refusals are written in (before every refusal), then, once the route has answered, the
 * security headers, the id header, the closing of a connection whose body was left unread, and the
 * log line. Each middleware layer costs a promise and a turn through Hono's dispatch, which on a
 * cheap route (the health check, a tracking link) was a large part of the request.
 */
export function everyRequest(deps: Pick<AppDeps, 'db' | 'log'>): MiddlewareHandler {
  const remember = rememberLanguage(deps);
  return async (c, next) => {
    // Nothing is measured for a line that will not be written (below LOG_LEVEL).
    const started = deps.log.isLevelEnabled('info') ? performance.now() : undefined;
    const id = requestIdOf(c);
    c.set('requestId', id);
    remember(c);
    await next();
    const headers = c.res.headers;
    setSecurityHeaders(headers);
    // Here, not before the route: an answer built outside Hono's context would drop it.
    headers.set('X-Request-Id', id);
    closeWhenBodyUnread(c);
    if (started !== undefined) logRequest(deps.log, c, id, started);
  };
}
