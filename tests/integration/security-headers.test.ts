import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';

/*
 * The security headers every answer carries (src/server/http/security-headers.ts), written out once
 * instead of worked out per request by Hono's middleware (decision 092): the same headers and values
 * as `secureHeaders({ crossOriginResourcePolicy: 'same-origin' })` gives, over any a route set itself.
 */

const t = createTestApp();

/** What Hono's middleware puts on an answer that had none of these headers. */
async function honoSecureHeaders() {
  const bare = new Hono();
  bare.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  bare.get('/', (c) => c.text('ok'));
  const res = await bare.request('/');
  return [...res.headers].filter(([name]) => name !== 'content-type');
}

describe('security headers', () => {
  it.each([
    ['the health check', '/api/health', 200],
    ['a refusal', '/api/auth/profile', 401],
    ['a route that sets nosniff itself (an avatar not found)', '/api/uploads/avatars/none.png', 404],
    ['an unknown tracking link, the app’s page that is not built here', '/r/AAAAAAAAAA', 503],
  ])('are those of Hono’s secureHeaders on %s', async (_, url, status) => {
    const expected = await honoSecureHeaders();
    expect(expected.length).toBeGreaterThan(10);
    const res = await t.app.request(url);
    expect(res.status).toBe(status);
    for (const [name, value] of expected) expect([name, res.headers.get(name)]).toEqual([name, value]);
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
