import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions } from '@db/schema';
import { createApp } from '@server/http/app';
import { sessionIdOf } from '@server/services/auth/sessions';
import { SESSION_MAX_DAYS } from '@shared/constants';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createCreator, TEST_PASSWORD } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
const DAY = 24 * 60 * 60 * 1000;

describe("the app's pages carry a Content-Security-Policy", () => {
  it('scripts, styles and calls from the own origin only; pictures also from data: and blob:', async () => {
    const dist = path.join(t.dataDir, 'dist');
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const app = createApp(t.deps, { clientDist: dist });
    for (const page of ['/', '/creator-dashboard', '/index.html']) {
      const csp = (await app.request(page)).headers.get('content-security-policy') ?? '';
      expect(csp.split('; ')).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "script-src 'self'",
          "img-src 'self' data: blob:",
          "object-src 'none'",
          "frame-ancestors 'none'",
        ]),
      );
      expect(csp).not.toContain('unsafe');
    }
  });
});

/** Signs in through REST (or tRPC) at `url`'s scheme with `headers`; the Set-Cookie it answers. */
async function loginCookie(
  app: TestApp,
  email: string,
  opts: { base?: string; headers?: Record<string, string> } = {},
) {
  const res = await app.app.request(`${opts.base ?? 'http://localhost'}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie') ?? '';
}

describe('the session cookie is Secure whenever the browser reached the app over HTTPS', () => {
  it('not over plain HTTP, nor for an X-Forwarded-Proto nobody vouches for', async () => {
    const { user } = await createCreator(t);
    expect(t.env.APP_URL).toBe('http://localhost:3000');
    expect(await loginCookie(t, user.email)).not.toMatch(/Secure/);
    expect(await loginCookie(t, user.email, { headers: { 'x-forwarded-proto': 'https' } })).not.toMatch(
      /Secure/,
    );
  });

  it('over HTTPS directly, and by X-Forwarded-Proto from a trusted proxy (its own hop, the last)', async () => {
    const proxied = createTestApp({ TRUST_PROXY: 'true' });
    const { user } = await createCreator(proxied);
    expect(await loginCookie(proxied, user.email, { base: 'https://localhost' })).toMatch(/; Secure$/);
    expect(await loginCookie(proxied, user.email, { headers: { 'x-forwarded-proto': 'https' } })).toMatch(
      /; Secure$/,
    );
    expect(
      await loginCookie(proxied, user.email, { headers: { 'x-forwarded-proto': 'https, http' } }),
    ).not.toMatch(/Secure/);
  });

  it('always when APP_URL is https, also on sign-out', async () => {
    const live = createTestApp({ APP_URL: 'https://collab.example' });
    const { user } = await createCreator(live);
    const cookie = await loginCookie(live, user.email);
    expect(cookie).toMatch(/; Secure$/);
    const token = /session=([^;]+)/.exec(cookie)![1]!;
    const out = await rest(live, 'POST', '/api/auth/logout', { token });
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0; Secure$/);
  });

  it('refuses an APP_URL that is not an http(s) address', () => {
    expect(() => createTestApp({ APP_URL: 'ftp://collab.example' })).toThrow(
      /APP_URL: must be an http:\/\/ or https:\/\/ address/,
    );
  });
});

describe('the web client never sees the session token', () => {
  /** One call as the web client's httpBatchLink sends it: a batch of one, JSON body keyed by position. */
  const trpcPost = (app: TestApp, proc: string, input: unknown, headers: Record<string, string> = {}) =>
    app.app.request(`/api/trpc/${proc}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
      body: JSON.stringify(input === undefined ? {} : { 0: input }),
    });
  const dataOf = async (res: Response) => (await res.json())[0].result.data;

  it('sign-up, sign-in and refresh over /api/trpc answer the user and a cookie, no token', async () => {
    const email = `web-${crypto.randomUUID()}@example.com`;
    const register = await trpcPost(t, 'auth.register', {
      email,
      password: TEST_PASSWORD,
      full_name: 'Web Person',
      user_type: 'brand',
    });
    expect(register.status).toBe(200);
    const registered = await dataOf(register);
    expect(registered).toEqual({ user: expect.objectContaining({ email }) });
    expect(register.headers.get('set-cookie')).toMatch(/^session=\w+; Path=\/; HttpOnly/);

    const login = await trpcPost(t, 'auth.login', { email, password: TEST_PASSWORD });
    expect(Object.keys(await dataOf(login))).toEqual(['user']);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const me = await t.app.request('/api/trpc/auth.profile', { headers: { cookie } });
    expect((await me.json()).result.data.user.email).toBe(email);

    const refresh = await trpcPost(t, 'auth.refresh', undefined, { cookie });
    expect(refresh.status).toBe(200);
    expect(await dataOf(refresh)).toEqual({});
    expect(refresh.headers.get('set-cookie')).toMatch(/^session=\w+;/);
  });

  it('REST and in-process callers still get it, to send back as a bearer token', async () => {
    const { user } = await createCreator(t);
    const viaRest = await rest(t, 'POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(viaRest.body.token).toMatch(/^\w{32}$/);
    expect((await rest(t, 'POST', '/api/auth/refresh', { token: viaRest.body.token })).body.token).toMatch(
      /^\w{32}$/,
    );
    expect((await t.caller().auth.login({ email: user.email, password: TEST_PASSWORD })).token).toMatch(
      /^\w{32}$/,
    );
  });
});

describe('cookie-authenticated reads with effects are refused from another site', () => {
  const audited = async () => (await t.db.select().from(auditLog)).length;

  async function adminCookie() {
    const admin = await createAdmin(t);
    return { ...admin, cookie: `session=${admin.token}` };
  }

  it('the unmasked payment view (REST and tRPC): 403 and nothing audited from another site', async () => {
    const { cookie, token } = await adminCookie();
    const before = await audited();
    for (const url of [
      '/api/payments/unmasked',
      `/api/trpc/adminPayments.unmasked?input=${encodeURIComponent('{}')}`,
    ]) {
      for (const site of ['cross-site', 'same-site']) {
        const res = await t.app.request(url, { headers: { cookie, 'sec-fetch-site': site } });
        expect([url, site, res.status]).toEqual([url, site, 403]);
      }
    }
    expect(await audited()).toBe(before);
    // The app's own pages, a typed address, a browser that sends no Sec-Fetch-Site, a bearer token.
    const allowed: Record<string, string>[] = [
      { cookie, 'sec-fetch-site': 'same-origin' },
      { cookie, 'sec-fetch-site': 'none' },
      { cookie },
      { authorization: `Bearer ${token}`, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of allowed) {
      expect((await t.app.request('/api/payments/unmasked', { headers })).status).toBe(200);
    }
    expect(await audited()).toBe(before + 4);
  });

  it('an identity document and the commission CSV export', async () => {
    const { cookie } = await adminCookie();
    const creator = await createCreator(t);
    const record = await rest(t, 'POST', '/api/payments/user', {
      token: creator.token,
      body: { consent_given: true, pan_number: 'ABCDE1234F' },
    });
    const form = new FormData();
    form.append(
      'document',
      new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'pan.pdf', { type: 'application/pdf' }),
    );
    form.append('kind', 'pan');
    expect(
      (
        await rest(t, 'POST', `/api/payments/upload/${record.body.paymentDetails.id}`, {
          token: creator.token,
          body: form,
        })
      ).status,
    ).toBe(200);
    const before = await audited();
    for (const url of [
      `/api/payments/documents/${record.body.paymentDetails.id}/pan`,
      '/api/admin/transactions/export.csv',
    ]) {
      const refused = await t.app.request(url, { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
      expect([url, refused.status]).toEqual([url, 403]);
      expect((await refused.json()).error).toMatch(/^Cross-site request refused/);
      expect(
        (await t.app.request(url, { headers: { cookie, 'sec-fetch-site': 'same-origin' } })).status,
      ).toBe(200);
    }
    expect(await audited()).toBe(before + 1);
  });
});

describe('a session ends SESSION_MAX_DAYS after sign-in, however often it is used', () => {
  const setSession = (token: string, values: { createdAt: string; expiresAt: string }) =>
    t.db
      .update(sessions)
      .set(values)
      .where(eq(sessions.id, sessionIdOf(token)));
  const sessionRow = async (token: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token)))
    )[0];

  it('a session signed in longer ago is refused and deleted, even with a sliding expiry still ahead', async () => {
    const { token } = await createCreator(t);
    const now = Date.now();
    await setSession(token, {
      createdAt: new Date(now - (SESSION_MAX_DAYS * DAY + 60_000)).toISOString(),
      expiresAt: new Date(now + 20 * DAY).toISOString(),
    });
    expect((await rest(t, 'GET', '/api/auth/profile', { token })).status).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('near its end it is extended only up to it, and a refresh keeps the sign-in time', async () => {
    const { token } = await createCreator(t);
    const createdAt = new Date(Date.now() - (SESSION_MAX_DAYS - 5) * DAY).toISOString();
    const absoluteEnd = new Date(Date.parse(createdAt) + SESSION_MAX_DAYS * DAY).toISOString();
    await setSession(token, { createdAt, expiresAt: new Date(Date.now() + DAY).toISOString() });
    expect((await rest(t, 'GET', '/api/auth/profile', { token })).status).toBe(200);
    expect((await sessionRow(token))?.expiresAt).toBe(absoluteEnd);

    const refreshed = (await rest(t, 'POST', '/api/auth/refresh', { token })).body.token as string;
    expect(await sessionRow(refreshed)).toMatchObject({ createdAt, expiresAt: absoluteEnd });
  });
});
