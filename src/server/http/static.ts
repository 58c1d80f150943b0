import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';

export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');

/** The file under `root` that `urlPath` names, or null; never a path outside `root`. */
function fileUnder(root: string, urlPath: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return null;
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ? file : null;
}

/**
 * The built React app: hashed files under /assets are cached for a year; any other path that is
 * not a file answers index.html, so client routes survive a reload.
 */
export function mountClient(app: Hono, distDir = CLIENT_DIST) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  app.get('*', (c) => {
    const file = fileUnder(root, c.req.path);
    if (file) {
      const hashed = c.req.path.startsWith('/assets/');
      return c.body(fs.readFileSync(file), 200, {
        'Content-Type': getMimeType(file) ?? 'application/octet-stream',
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (!fs.existsSync(indexFile)) return c.text('The web client is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
}
