import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { suspensions } from '@db/schema';
import { createApp } from '@server/http/app';
import { createTestApp } from '../kit/app';
import { createAdmin, createCreator, TEST_PASSWORD } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();

describe('one process', () => {
  it('answers the health check', async () => {
    expect(await rest(t, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('serves an OpenAPI 3.1 document of the REST paths', async () => {
    const res = await rest(t, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1/);
    expect(res.body.paths['/auth/login'].post).toBeDefined();
    const csv = res.body.paths['/admin/transactions/export.csv'].get;
    expect(csv.parameters.map((p: { name: string }) => p.name)).toEqual([
      'status',
      'startDate',
      'endDate',
      'search',
    ]);
    expect(Object.keys(csv.responses['200'].content)).toEqual(['text/csv']);
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    for (const [method, p] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nothing'],
      ['DELETE', '/api/auth/login'],
    ]) {
      const res = await rest(t, method!, p!);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Not found' });
    }
  });

  it('refuses a JSON body over 1 MB with 413', async () => {
    const res = await rest(t, 'POST', '/api/auth/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too large/);
  });

  it('applies the settings to procedures called through /api/trpc as through REST', async () => {
    const strict = createTestApp({ RATE_LIMIT_SIGNUPS: '1' });
    const signUp = (n: number) =>
      strict.app.request('/api/trpc/auth.register?batch=1', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          0: {
            email: `trpc${n}-${crypto.randomUUID()}@example.com`,
            password: TEST_PASSWORD,
            full_name: 'Via tRPC',
            user_type: 'brand',
          },
        }),
      });
    expect((await signUp(1)).status).toBe(200);
    expect((await signUp(2)).status).toBe(429);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBeTruthy();
  });

  it('never sends a stack trace', async () => {
    const res = await rest(t, 'POST', '/api/auth/register', { body: { email: 42 } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('the built client', () => {
  const dist = path.join(t.dataDir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const app = createApp(t.deps, { clientDist: dist });

  it('answers index.html for client routes, so a reload works', async () => {
    for (const p of ['/', '/creator-dashboard', '/admin/reports/123']) {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('answers 404, not a 500 with a stack trace, to a path no file or route can have', async () => {
    const paths = [
      '/%00',
      '/a%00b',
      '/assets/app%00.js',
      `/${'a'.repeat(5000)}`,
      `/assets/${'x'.repeat(300)}.js`,
      '/%E0%A4%A',
    ];
    for (const p of paths) {
      const res = await app.request(p);
      expect([p.slice(0, 20), res.status, await res.text()]).toEqual([p.slice(0, 20), 404, 'Not found']);
    }
    // Below a file, as for any missing file, the client answers (its router shows its own not-found page).
    expect((await app.request('/index.html/more')).status).toBe(200);
  });

  it('caches hashed assets for a long time', async () => {
    const res = await app.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
});

describe('suspended accounts', () => {
  it('cannot sign in, and their sessions stop working at once', async () => {
    const admin = await createAdmin(t);
    const { user, token } = await createCreator(t);
    await t.db
      .insert(suspensions)
      .values({ userId: user.id, suspendedBy: admin.user.id, suspensionType: 'permanent', reason: 'Spam' });

    const login = await rest(t, 'POST', '/api/auth/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ suspended: true });
    const me = await rest(t, 'GET', '/api/auth/profile', { token });
    expect(me.status).toBe(403);
    expect(me.body.suspended).toBe(true);
  });

  it('are let back in when a temporary suspension has expired, and warnings never block', async () => {
    const { user, token } = await createCreator(t);
    await t.db.insert(suspensions).values([
      {
        userId: user.id,
        suspensionType: 'temporary',
        reason: 'Cool off',
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      },
      { userId: user.id, suspensionType: 'warning', reason: 'Be nice' },
    ]);
    expect((await rest(t, 'GET', '/api/auth/profile', { token })).status).toBe(200);
    expect(
      (await rest(t, 'POST', '/api/auth/login', { body: { email: user.email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(200);
  });
});
