import type { ClientFile, ClientFiles } from './client-files';
import { contentHash } from './client-files';

/**
 * The service worker that makes the app installable and lets it open offline
 * (docs/product.md#install-on-a-phone, docs/decisions/090-service-worker-from-the-server.md). The
 * server writes it from the build it serves: its version is the hash of every file's tag, so a new
 * build is a new worker, which the browser finds on the next visit (sw.js is never cached), installs
 * and puts in charge at once, dropping the old caches.
 *
 * - The shell (index.html, the files it loads, the manifest and its icons) is cached on install.
 * - A page is asked of the network first; offline, the cached shell answers and the app says it is
 *   offline (OfflineBanner) until the connection is back.
 * - Hashed files under /assets/ never change: cached the first time they are fetched, then read from
 *   the cache. Everything else (the API, tracking links, uploads) goes to the network untouched.
 */
const WORKER = `
const CACHE = 'collab-' + VERSION;
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('collab-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || PASS.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match('/index.html')).then((shell) => shell || Response.error()),
      ),
    );
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok) cache.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
`;

/** Paths the worker leaves to the network: the API, tracking links and the worker itself. */
const PASS = ['/api/', '/r/', '/sw.js'];

/** The files index.html loads from /assets/ (its script, styles and preloads). */
function entryAssets(indexHtml: string) {
  return [...indexHtml.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
}

/** The worker's source for the client `files`, or null when there is no built client. */
export function serviceWorkerSource(files: ClientFiles): string | null {
  const index = files.get('/index.html');
  if (!index) return null;
  const html = Buffer.from(index.encodings.identity.body).toString();
  const icons = [...files.keys()].filter((p) => p.startsWith('/icons/'));
  const manifest = files.has('/manifest.webmanifest') ? ['/manifest.webmanifest'] : [];
  const shell = ['/index.html', ...entryAssets(html), ...manifest, ...icons.sort()];
  const tags = [...files.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([p, f]) => `${p} ${f.encodings.identity.etag}`)
    .join('\n');
  const version = contentHash(Buffer.from(tags));
  return (
    `const VERSION = ${JSON.stringify(version)};\n` +
    `const SHELL = ${JSON.stringify(shell)};\n` +
    `const PASS = ${JSON.stringify(PASS)};\n` +
    WORKER
  );
}

/** The worker as a file the client handler sends (uncached: each visit asks whether it changed). */
export function serviceWorkerFile(files: ClientFiles): ClientFile | null {
  const source = serviceWorkerSource(files);
  if (source === null) return null;
  const body = new Uint8Array(Buffer.from(source));
  return {
    type: 'text/javascript; charset=utf-8',
    encodings: { identity: { body, etag: `"${contentHash(body)}"` } },
  };
}
