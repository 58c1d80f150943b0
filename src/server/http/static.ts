import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../dist/client');

/**
 * The built React app: hashed files under /assets are cached for a year; every other path that is
 * not a file answers index.html, so client routes survive a reload.
 */
export function mountClient(app: Hono, distDir = CLIENT_DIST) {
  const indexFile = path.join(distDir, 'index.html');
  app.use(
    '/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), distDir),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: path.relative(process.cwd(), distDir), index: '' }));
  app.get('*', (c) => {
    if (!fs.existsSync(indexFile)) return c.text('The web client is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexFile, 'utf8'));
  });
}
