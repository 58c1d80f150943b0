import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, campaigns, suspensions, users } from '@db/schema';
import { createApp } from '@server/http/app';
import { createTestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

/*
 * The web page /c/{username} (docs/product.md#public-creator-pages): index.html with the creator's
 * Open Graph tags when the page is public, the plain page with a 404 otherwise, on both engines.
 */

const t = createTestApp();
const dist = path.join(t.dataDir, 'site');
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app's own description." />
    <title>Collab Marketplace</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body>
</html>`;
fs.mkdirSync(dist, { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
const app = createApp(t.deps, { clientDist: dist });
const APP_URL = t.deps.env.APP_URL;

const NAME = 'Tara <b>"Bold"</b> & Co';
const PHONE = '+91 98200 12345';
let email = '';

beforeAll(async () => {
  const tara = await createCreator(t, {
    fullName: NAME,
    profile: {
      username: 'tara.makes',
      niche: 'Fashion',
      publicProfile: true,
      phone: PHONE,
      address: '12 Hidden Lane',
    },
  });
  email = tara.user.email;
  await t.db
    .update(users)
    .set({ avatarUrl: '/api/uploads/avatars/tara.png' })
    .where(eq(users.id, tara.user.id));
  await createCreator(t, {
    fullName: 'Off Creator',
    profile: { username: 'off.creator', publicProfile: false },
  });
  const gone = await createCreator(t, {
    fullName: 'Gone Creator',
    profile: { username: 'gone.creator', publicProfile: true },
  });
  await t.db
    .insert(suspensions)
    .values({ userId: gone.user.id, suspensionType: 'permanent', reason: 'Spam' });
});

/** The content of `<meta property|name="key">`, as a browser would read the attribute. */
function metaContent(html: string, key: string) {
  const m = new RegExp(`<meta (?:property|name)="${key.replace('.', '\\.')}" content="([^"]*)"`).exec(html);
  return m?.[1];
}

describe('GET /c/{username}', () => {
  it("puts the creator's name, niche and photo in the page's tags, escaped", async () => {
    const res = await app.request('/c/tara.makes');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const escaped = 'Tara &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co';
    expect(html).toContain(`<title>${escaped} · Collab Marketplace</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain("The app's own description.");
    expect(html).not.toContain('<b>');
    expect(metaContent(html, 'og:title')).toBe(escaped);
    expect(metaContent(html, 'og:description')).toBe('Fashion creator on Collab Marketplace');
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:url')).toBe(`${APP_URL}/c/tara.makes`);
    expect(metaContent(html, 'og:image')).toBe(`${APP_URL}/api/uploads/avatars/tara.png`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // The app itself is still there, and the tags sit in the head.
    expect(html).toContain('<script type="module" src="/assets/app-abc123.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    for (const secret of [email, PHONE, '12 Hidden Lane']) expect(html).not.toContain(secret);
  });

  it('finds the page in any case, and with a trailing slash', async () => {
    for (const p of ['/c/Tara.Makes', '/c/tara.makes/']) {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(metaContent(await res.text(), 'og:url')).toBe(`${APP_URL}/c/tara.makes`);
    }
  });

  it('gives the page an ETag of its own content, revalidated to 304, never the plain page’s', async () => {
    const plain = (
      await app.request('/somewhere', { headers: { 'accept-encoding': 'identity' } })
    ).headers.get('etag');
    const first = await app.request('/c/tara.makes');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etag).not.toBe(plain);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await app.request('/c/tara.makes', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The plain page's tag does not stand for the creator's page.
    expect((await app.request('/c/tara.makes', { headers: { 'if-none-match': plain! } })).status).toBe(200);
  });

  it('changes its ETag when the creator changes their name', async () => {
    const before = (await app.request('/c/tara.makes')).headers.get('etag');
    await t.db.update(users).set({ fullName: 'Tara Renamed' }).where(eq(users.email, email));
    const res = await app.request('/c/tara.makes', { headers: { 'if-none-match': before! } });
    expect(res.status).toBe(200);
    expect(metaContent(await res.text(), 'og:title')).toBe('Tara Renamed');
    await t.db.update(users).set({ fullName: NAME }).where(eq(users.email, email));
  });

  it.each([
    ['off', '/c/off.creator'],
    ['unknown', '/c/nobody.here'],
    ['suspended', '/c/gone.creator'],
  ])('answers the plain page with a 404 for a creator %s', async (_, p) => {
    const res = await app.request(p);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('etag')).toBeNull();
  });

  it('leaves every other client route as it was, and what cannot be a username to the app', async () => {
    for (const p of ['/c', '/c/tara.makes/more', '/c/bad%20name', '/creator-dashboard']) {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
    }
  });
});

describe("the creator's availability on the brand's Creator Profile", () => {
  it('comes with each application the brand reads', async () => {
    const brand = await createBrand(t);
    const busy = await createCreator(t, { profile: { availability: 'busy' } });
    const [campaign] = await t.db
      .insert(campaigns)
      .values({
        userId: brand.user.id,
        title: 'Festive reels',
        status: 'active',
        budget: 10_000,
        collabType: 'paid',
      })
      .returning();
    await t.db.insert(applications).values({
      campaignId: campaign!.id,
      creatorId: busy.user.id,
      brandId: brand.user.id,
      status: 'pending',
    });
    const res = await rest(t, 'GET', `/api/applications/campaign/${campaign!.id}`, { token: brand.token });
    expect(res.status).toBe(200);
    expect(
      res.body.applications.map((a: { creator_availability: string }) => a.creator_availability),
    ).toEqual(['busy']);
  });
});
