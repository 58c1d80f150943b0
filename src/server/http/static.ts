import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';

export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');

/**
 * The file under `root` that `urlPath` names, null when there is none, or 'invalid' when the path
 * cannot name a file or a client route at all: a bad escape, a NUL byte, a name longer than the
 * file system allows. Never a path outside `root`.
 */
// eslint-disable-next-line @typescript-eslint/no-redundant-type-constituents -- 'invalid' names the sentinel; the paths returned are absolute, so none equals it
function fileUnder(root: string, urlPath: string): string | null | 'invalid' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return 'invalid';
  }
  if (decoded.includes('\0')) return 'invalid';
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(file).isFile() ? file : null;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    if (code === 'ENAMETOOLONG') return 'invalid';
    throw e;
  }
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

/**
 * The built React app: hashed files under /assets are cached for a year; any other path that is
 * not a file answers index.html, so client routes survive a reload.
 */
export function mountClient(app: Hono, distDir = CLIENT_DIST) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  app.get('*', (c) => {
    c.header('Content-Security-Policy', APP_PAGE_CSP);
    const file = fileUnder(root, c.req.path);
    if (file === 'invalid') return c.text('Not found', 404);
    if (file) {
      const hashed = c.req.path.startsWith('/assets/');
      return c.body(fs.readFileSync(file), 200, {
        'Content-Type': getMimeType(file) ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (!fs.existsSync(indexFile))
      return c.text('The web client is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
}
