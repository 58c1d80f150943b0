import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';

const t = createTestApp();

/** The addresses of the page's scripts and stylesheets. */
const assetsOf = (html: string) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);

describe('GET /api/docs', () => {
  it('answers the reference page under the app pages’ policy, with no inline script', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).not.toMatch(/<script>|<script\b(?![^>]*\bsrc=)[^>]*>/);
  });

  it('serves every script and stylesheet the page names from this server', async () => {
    const html = await (await t.app.request('/api/docs')).text();
    const assets = assetsOf(html);
    // Swagger UI, its start script, and the stylesheet that lifts its colours to AA contrast.
    expect(assets).toHaveLength(4);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      const res = await t.app.request(asset);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('content-type'), asset).toMatch(/^text\/(css|javascript)/);
      expect((await res.text()).length, asset).toBeGreaterThan(0);
    }
  });

  it('points Swagger UI at the OpenAPI document the app serves', async () => {
    const start = await (await t.app.request('/api/docs/start.js')).text();
    expect(start).toContain("url: '/api/openapi.json'");
    const doc = await (await t.app.request('/api/openapi.json')).json();
    expect(doc.paths['/auth/login'].post).toBeDefined();
  });

  it.each(['index.html', 'constructor', '__proto__', 'toString'])(
    'answers 404 for a file it does not serve: %s',
    async (file) => {
      const res = await t.app.request(`/api/docs/${file}`);
      expect(res.status).toBe(404);
    },
  );
});
