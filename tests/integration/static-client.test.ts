import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '@server/http/app';
import { createTestApp } from '../kit/app';

const t = createTestApp();

/** A built client as Vite and the compression plugin leave it: text files with .br and .gz copies. */
const root = path.join(t.dataDir, 'site');
const dist = path.join(root, 'dist');
const INDEX = '<!doctype html><div id="root"></div><script src="/assets/app-abc123.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const write = (file: string, content: string | Buffer, compressed = true) => {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  if (!compressed) return;
  fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
};
write('index.html', INDEX);
write('assets/app-abc123.js', SCRIPT);
write('assets/logo-def456.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), false);
fs.writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
const app = createApp(t.deps, { clientDist: dist });

const get = (p: string, headers: Record<string, string> = {}) => app.request(p, { headers });

/** The body as the browser reads it, after undoing Content-Encoding. */
async function decoded(res: Response) {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(bytes).toString();
  return bytes.toString();
}

describe('compression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['gzip;q=0.5, identity', null],
    ['*', 'br'],
    ['identity', null],
    ['', null],
  ])('Accept-Encoding "%s" is answered with %s', async (accept, expected) => {
    const res = await get('/assets/app-abc123.js', accept ? { 'accept-encoding': accept } : {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(expected);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await decoded(res)).toBe(SCRIPT);
  });

  it('sends the page itself compressed too', async () => {
    const res = await get('/some/client/route', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await decoded(res)).toBe(INDEX);
  });

  it('sends a file the build did not compress as it is, without Vary', async () => {
    const res = await get('/assets/logo-def456.png', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('caching', () => {
  it('lets the browser keep hashed assets for a year, and revalidate pages every time', async () => {
    expect((await get('/assets/app-abc123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const page of ['/', '/index.html', '/creator-dashboard'])
      expect((await get(page)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 without a body to an If-None-Match naming the ETag of the encoding sent', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const first = await get('/', { 'accept-encoding': accept });
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get('/', { 'accept-encoding': accept, 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('no-cache');
      // A proxy that compressed on its own may have weakened the tag.
      expect((await get('/', { 'accept-encoding': accept, 'if-none-match': `W/${etag}` })).status).toBe(304);
    }
  });

  it('gives each encoding its own ETag, and answers 200 to a tag of other content', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (a) =>
        (await get('/', { 'accept-encoding': a })).headers.get('etag'),
      ),
    );
    expect(new Set(tags).size).toBe(3);
    const other = await get('/', { 'accept-encoding': 'br', 'if-none-match': tags[1]! });
    expect(other.status).toBe(200);
    expect(await decoded(other)).toBe(INDEX);
    const script = await get('/assets/app-abc123.js', { 'if-none-match': tags[2]! });
    expect(script.status).toBe(200);
  });
});

describe('paths', () => {
  it('answers 404 to a missing file under /assets, so a script request never gets the page', async () => {
    const res = await get('/assets/app-old999.js');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not found');
  });

  it('answers the page, uncached, to any other path that is not a file', async () => {
    const res = await get('/admin/reports/123?tab=open');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await decoded(res)).toBe(INDEX);
  });

  it('never serves a file outside the client folder', async () => {
    for (const p of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
    ]) {
      const res = await get(p);
      expect([p, await decoded(res)]).not.toEqual([p, expect.stringContaining('not for the web')]);
    }
  });

  it('reads the folder once at start-up: a rebuild under a running server changes nothing it sends', async () => {
    await get('/');
    fs.rmSync(dist, { recursive: true });
    const res = await get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(await decoded(res)).toBe(SCRIPT);
  });
});

describe('the service worker (docs/product.md#install-on-a-phone)', () => {
  /** A second built client, to change a file and see the worker change. */
  function client(index: string) {
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'sw-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.mkdirSync(path.join(dir, 'icons'));
    fs.writeFileSync(path.join(dir, 'index.html'), index);
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), SCRIPT);
    fs.writeFileSync(path.join(dir, 'assets/style-9f8e7d.css'), 'body{}');
    fs.writeFileSync(path.join(dir, 'assets/route-111.js'), 'export {}');
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
    fs.writeFileSync(path.join(dir, 'icons/icon-192.png'), Buffer.from([0x89, 0x50]));
    return createApp(t.deps, { clientDist: dir });
  }
  const PAGE =
    '<!doctype html><link rel="stylesheet" href="/assets/style-9f8e7d.css">' +
    '<script type="module" src="/assets/app-abc123.js"></script>';
  const worker = async (a: ReturnType<typeof createApp>) => {
    const res = await a.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const source = await res.text();
    return {
      version: JSON.parse(source.match(/const VERSION = (".*?");/)![1]!) as string,
      shell: JSON.parse(source.match(/const SHELL = (\[.*?\]);/)![1]!) as string[],
      pass: JSON.parse(source.match(/const PASS = (\[.*?\]);/)![1]!) as string[],
    };
  };

  it('caches the shell: the page, the files it loads, the manifest and the icons; leaves the API alone', async () => {
    const { shell, pass } = await worker(client(PAGE));
    expect(shell).toEqual([
      '/index.html',
      '/assets/style-9f8e7d.css',
      '/assets/app-abc123.js',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
    ]);
    expect(pass).toEqual(['/api/', '/r/', '/sw.js']);
  });

  it('is a new worker when the build changes, the same one when it does not', async () => {
    const same = await worker(client(PAGE));
    expect((await worker(client(PAGE))).version).toBe(same.version);
    expect((await worker(client(`${PAGE}<!-- next -->`))).version).not.toBe(same.version);
  });

  it('is not there without a built client', async () => {
    const bare = createApp(t.deps, { clientDist: path.join(t.dataDir, 'nothing-built') });
    expect((await bare.request('/sw.js')).status).toBe(503);
  });
});
