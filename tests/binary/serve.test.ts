import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../kit/file-bytes';
import { emailsTo } from '../kit/mail';
import { onPgServer, pgDatabaseUrl, pgServerAnswers, PG_HOW_TO_RUN, PG_SERVER_URL } from '../kit/pg-server';
import { rest } from '../kit/rest';
import { BINARY_APP_URL, demoPassword, sandbox, startBinary, type RunningBinary, type Sandbox } from './kit';

const pgAnswers = await pgServerAnswers();
if (!pgAnswers)
  console.warn(
    `\n*** SKIPPED the binary on PostgreSQL: no PostgreSQL answers at ${PG_SERVER_URL}. ${PG_HOW_TO_RUN} ***\n`,
  );

/** A date `days` from now, as the API takes dates. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const avatar = (bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append('avatar', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return form;
};

describe.each([
  { engine: 'sqlite', skip: false },
  { engine: 'postgres', skip: !pgAnswers },
])('the binary on $engine, started from an empty folder', ({ engine, skip }) => {
  let box: Sandbox;
  let settings: Record<string, string> = {};
  let server: RunningBinary;
  const database = `binary_${randomBytes(6).toString('hex')}`;
  const creator = {
    email: `creator-${database}@example.com`,
    password: 'binary-pass-1',
    full_name: 'Asha Rao',
  };
  let campaignId: string;

  beforeAll(async () => {
    if (skip) return;
    box = sandbox();
    if (engine === 'postgres') {
      await onPgServer(`CREATE DATABASE ${database}`);
      settings = { DATABASE_URL: pgDatabaseUrl(database) };
    }
  });
  afterAll(async () => {
    if (skip) return;
    await server?.stop();
    if (engine === 'postgres') await onPgServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    box.remove();
  });

  it.skipIf(skip)('migrates, loads the demo, prints its logins and answers the health check', async () => {
    server = await startBinary(box, settings);
    expect(server.output()).toContain(`Demo marketplace loaded. Open ${BINARY_APP_URL} and sign in with:`);
    expect(await rest(server, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    // Its data in ./data (DATA_DIR's default), its own files written out to the user's cache.
    const data = fs.readdirSync(path.join(box.work, 'data'));
    expect(data).toEqual(
      engine === 'sqlite' ? expect.arrayContaining(['app.db', 'encryption.key']) : ['encryption.key'],
    );
    const cached = fs.readdirSync(box.cache).map((d) => d.replace(/-[0-9a-f]{16}$/, ''));
    // better-sqlite3's addon is written out only where SQLite is opened.
    const addons = engine === 'sqlite' ? ['argon2', 'better-sqlite3'] : ['argon2'];
    expect(cached.sort()).toEqual([...addons, 'client', 'migrations-postgres', 'migrations-sqlite']);
  });

  it.skipIf(skip)(
    'serves the page and its script precompressed, the script cached for good, the service worker and manifest, and the API reference',
    async () => {
      const page = await fetch(`${server.url}/creator-dashboard`, {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const html = await page.text();
      const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeDefined();
      const asset = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-type')).toMatch(/javascript/);
      const etag = asset.headers.get('etag')!;
      const again = await fetch(`${server.url}${script}`, {
        headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
      });
      expect(again.status).toBe(304);

      // Installable and able to open offline: the manifest, its icons, and the worker caching this build's page.
      const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as {
        icons: { src: string }[];
      };
      for (const icon of manifest.icons)
        expect((await fetch(`${server.url}${icon.src}`)).headers.get('content-type')).toBe('image/png');
      const worker = await fetch(`${server.url}/sw.js`);
      expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(await worker.text()).toContain(`"${script}"`);

      expect((await fetch(`${server.url}/api/docs`)).status).toBe(200);
      const swagger = await fetch(`${server.url}/api/docs/swagger-ui-bundle.js`);
      expect(swagger.status).toBe(200);
      expect(swagger.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await swagger.text()).toContain('SwaggerUIBundle');
      const openapi = await rest(server, 'GET', '/api/openapi.json');
      expect(openapi.body.paths['/campaigns']).toBeDefined();
    },
  );

  it.skipIf(skip)(
    'signs a new creator up and in (argon2) and takes an avatar judged by its bytes (file-type)',
    async () => {
      const signup = await rest(server, 'POST', '/api/auth/register', { body: creator });
      expect(signup.status).toBe(200);
      // Without SMTP_URL, its verification email is a file in DATA_DIR/outbox.
      const emails = await emailsTo({ dataDir: path.join(box.work, 'data') }, creator.email);
      expect(emails.map((e) => e.subject)).toEqual(['Verify your email for Collab Marketplace']);
      const wrong = await rest(server, 'POST', '/api/auth/login', {
        body: { email: creator.email, password: 'not-it' },
      });
      expect(wrong.status).toBe(401);
      const login = await rest(server, 'POST', '/api/auth/login', {
        body: { email: creator.email, password: creator.password },
      });
      expect(login.status).toBe(200);
      const token = login.body.token as string;

      const upload = await rest(server, 'POST', '/api/uploads/avatar', {
        token,
        body: avatar(png('binary'), 'me.png'),
      });
      expect(upload.status).toBe(200);
      const served = await fetch(`${server.url}${upload.body.avatar.url}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(png('binary')));
      const text = await rest(server, 'POST', '/api/uploads/avatar', {
        token,
        body: avatar(new TextEncoder().encode('not a picture at all'), 'fake.png'),
      });
      expect(text.status).toBe(415);
    },
  );

  it.skipIf(skip)('creates a campaign through REST as the demo brand', async () => {
    const email = 'brand@demo.test';
    const login = await rest(server, 'POST', '/api/auth/login', {
      body: { email, password: demoPassword(server.output(), email) },
    });
    expect(login.status).toBe(200);
    const created = await rest(server, 'POST', '/api/campaigns', {
      token: login.body.token,
      body: {
        title: 'Monsoon capsule',
        description: 'Two reels about the monsoon range',
        status: 'active',
        collabType: 'barter',
        timeline: { start_date: inDays(10), end_date: inDays(40) },
        deadline: inDays(30),
        tags: ['Fashion'],
        deliverables: ['2 reels'],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.campaign).toMatchObject({
      title: 'Monsoon capsule',
      status: 'active',
      collab_type: 'barter',
    });
    campaignId = created.body.campaign.id;
  });

  it.skipIf(skip)(
    'finds the demo creators, serves a public page with its link preview, and carries an offer to a creator',
    async () => {
      const signIn = async (email: string) =>
        (
          await rest(server, 'POST', '/api/auth/login', {
            body: { email, password: demoPassword(server.output(), email) },
          })
        ).body.token as string;
      const brand = await signIn('brand@demo.test');
      const found = await rest(server, 'GET', '/api/creators?q=priya', { token: brand });
      expect(found.status).toBe(200);
      const priya = (found.body.creators as { id: string; full_name: string; username: string }[]).find(
        (c) => c.full_name === 'Priya Sharma',
      );
      expect(priya).toBeDefined();

      const page = await fetch(`${server.url}/c/${priya!.username}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<meta property="og:title" content="Priya Sharma"');

      const offer = await rest(server, 'POST', '/api/offers', {
        token: brand,
        body: {
          creator_id: priya!.id,
          campaign_id: campaignId,
          amount: 0,
          deliverables: '2 reels',
          deadline: inDays(20),
        },
      });
      expect(offer.status).toBe(200);
      const mine = await rest(server, 'GET', '/api/offers/my', { token: await signIn('creator@demo.test') });
      expect((mine.body.offers as { id: string }[]).map((o) => o.id)).toContain(offer.body.offer.id);
    },
  );

  it.skipIf(skip)(
    "sends a visitor of a demo creator's tracking link to the campaign's shop, and lists a live post with its disclosure check",
    async () => {
      const token = (
        await rest(server, 'POST', '/api/auth/login', {
          body: { email: 'creator@demo.test', password: demoPassword(server.output(), 'creator@demo.test') },
        })
      ).body.token as string;
      const mine = (await rest(server, 'GET', '/api/applications/my', { token })).body.applications as {
        id: string;
        status: string;
        tracking_url: string | null;
      }[];
      const tracked = mine.find((a) => a.tracking_url);
      expect(tracked).toBeDefined();
      const visit = await fetch(`${server.url}${new URL(tracked!.tracking_url!).pathname}`, {
        redirect: 'manual',
      });
      expect(visit.status).toBe(302);
      const target = new URL(visit.headers.get('location')!);
      expect(target.origin).toBe('https://saffron-threads.example');
      expect(target.searchParams.get('utm_source')).toBe('collab');
      expect(target.searchParams.get('ref')).toBe('instagram');

      const lists = await Promise.all(
        mine.map(async (a) => (await rest(server, 'GET', `/api/applications/${a.id}/posts`, { token })).body),
      );
      const posts = lists.flatMap((l) => (l.posts ?? []) as { url: string; disclosure: { ok: boolean } }[]);
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.map((p) => typeof p.disclosure.ok)).not.toContain('undefined');
    },
  );

  it.skipIf(skip)("downloads a demo agreement's PDF, its font carried inside the binary", async () => {
    const email = 'creator@demo.test';
    const token = (
      await rest(server, 'POST', '/api/auth/login', {
        body: { email, password: demoPassword(server.output(), email) },
      })
    ).body.token as string;
    const mine = (await rest(server, 'GET', '/api/applications/my', { token })).body.applications as {
      id: string;
      status: string;
    }[];
    const accepted = mine.find((a) => ['accepted', 'completed'].includes(a.status));
    expect(accepted).toBeDefined();
    const { agreement } = (
      await rest(server, 'GET', `/api/agreements/application/${accepted!.id}`, { token })
    ).body as { agreement: { id: string } };
    const pdf = await fetch(`${server.url}/api/agreements/${agreement.id}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The embedded font's subset (Noto Sans Devanagari), read from the binary's own cache.
    expect(bytes.includes('NotoSansDevanagari')).toBe(true);
  });

  it.skipIf(skip)(
    'stops in order on SIGTERM, having read nothing of the checkout or of any node_modules',
    async () => {
      const { code, output, reads } = await server.stop();
      expect(reads).toEqual([]);
      expect(code).toBe(0);
      expect(output.trim().split('\n').at(-1)).toContain('"msg":"Stopped"');
      // Nothing failed along the way: the WAL checkpointer's worker thread and the email queue included.
      expect(output).not.toMatch(/"level":"(error|fatal)"/);
    },
  );

  it.skipIf(skip)(
    'keeps its data across a restart: no second demo, the campaign and the account still there',
    async () => {
      server = await startBinary(box, settings);
      expect(server.output()).not.toContain('Demo marketplace loaded');
      const login = await rest(server, 'POST', '/api/auth/login', {
        body: { email: creator.email, password: creator.password },
      });
      expect(login.status).toBe(200);
      expect(
        await rest(server, 'GET', `/api/campaigns/${campaignId}`, { token: login.body.token }),
      ).toMatchObject({
        status: 200,
        body: { campaign: { title: 'Monsoon capsule' } },
      });
      const { code, reads } = await server.stop();
      expect({ code, reads }).toEqual({ code: 0, reads: [] });
    },
  );
});
