import type { Context, Hono } from 'hono';
import path from 'node:path';
import { runtime } from '@runtime/runtime';
import type { Logger } from '../logger';
import { chooseEncoding } from './accept-encoding';
import { contentHash, ENCODINGS, readClientFiles, type ClientFile, type ClientFiles } from './client-files';
import { serviceWorkerFile } from './service-worker';

/** Longest file name most file systems allow, in bytes: a longer path segment cannot be a file. */
const NAME_MAX = 255;

/**
 * The decoded path `urlPath` names, or null when it cannot name a file or a client route at all: a
 * bad escape, a NUL byte, a segment longer than a file name can be.
 */
function decodedPath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  if (decoded.split('/').some((segment) => Buffer.byteLength(segment) > NAME_MAX)) return null;
  return decoded;
}

/**
 * The policy of the app's pages: scripts, styles, fonts and API calls from this origin only, so an
 * injected <script> or inline handler never runs and nothing is sent elsewhere. Pictures may also
 * be data: and blob: URLs (the avatar preview before upload is a blob:). React and Headless UI set
 * styles through the style property, which CSP does not govern, so no 'unsafe-inline' is needed.
 */
export const APP_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Hashed file names change with their content, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 section 13.1.2), or is `*`. */
function notModified(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers with the encoding of `file` the request accepts best, or 304 when it already has it. A 404
 * carries no ETag: it is never revalidated into a 304.
 */
function send(c: Context, file: ClientFile, cacheControl: string, status: 200 | 404 = 200) {
  const encoding = chooseEncoding(
    c,
    ENCODINGS.filter((e) => file.encodings[e]),
  );
  const { body, etag } = file.encodings[encoding]!;
  c.header('Cache-Control', cacheControl);
  if (Object.keys(file.encodings).length > 1) c.header('Vary', 'Accept-Encoding');
  if (status === 200) {
    c.header('ETag', etag);
    if (notModified(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  }
  c.header('Content-Type', file.type);
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  return c.body(body, status);
}

/**
 * A client route whose page the server writes itself (a shared page's Open Graph tags): null for the
 * plain index.html; `{ status: 404 }` for the plain page with a 404; else the page's own HTML.
 */
export type PageWriter = (
  path: string,
  indexHtml: string,
) => Promise<null | { status: 404 } | { status: 200; html: string }>;

/** A page written for one request, uncached: its ETag comes from its own bytes, so it is never stale. */
function written(html: string): ClientFile {
  const body = new Uint8Array(Buffer.from(html));
  return {
    type: 'text/html; charset=utf-8',
    encodings: { identity: { body, etag: `"${contentHash(body)}"` } },
  };
}

/**
 * The built React app, read into memory at start-up (client-files.ts): hashed files under /assets
 * are cached for a year; any other path that is not a file answers index.html, uncached, so client
 * routes survive a reload; a missing file under /assets is a 404, so a browser never takes a page
 * for a script. Each answer is precompressed (br or gzip) when the browser accepts it, with an ETag.
 */
export function mountClient(
  app: Hono,
  log: Logger,
  { distDir = runtime.dir('client'), writePage }: { distDir?: string; writePage?: PageWriter } = {},
) {
  const root = path.resolve(distDir);
  const files: Promise<ClientFiles> = readClientFiles(root).catch((err: unknown) => {
    log.error({ err, dir: root }, 'The web client could not be read; pages answer 503');
    return new Map();
  });
  const worker = files.then(serviceWorkerFile);
  app.get('*', async (c) => {
    c.header('Content-Security-Policy', APP_PAGE_CSP);
    const urlPath = decodedPath(c.req.path);
    if (urlPath === null) return c.text('Not found', 404);
    const client = await files;
    const file = urlPath === '/sw.js' ? await worker : client.get(urlPath);
    const hashed = urlPath.startsWith('/assets/');
    if (file) return send(c, file, hashed ? IMMUTABLE : 'no-cache');
    if (hashed) return c.text('Not found', 404);
    const page = client.get('/index.html');
    if (!page) return c.text('The web client is not built yet: run `npm run build`.', 503);
    const own = await writePage?.(urlPath, Buffer.from(page.encodings.identity.body).toString());
    if (own?.status === 200) return send(c, written(own.html), 'no-cache');
    return send(c, page, 'no-cache', own?.status ?? 200);
  });
}
