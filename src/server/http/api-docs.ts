import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Hono } from 'hono';
import { APP_PAGE_CSP } from './static';

/** Swagger UI's files, served by this app: self-hosted installations may have no internet access. */
const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
});
`;

/** A file of Swagger UI's, read once (asynchronously) on its first request and kept. */
function fromPackage(file: string) {
  let body: Promise<string> | undefined;
  return () => (body ??= fs.readFile(path.join(SWAGGER_UI_DIR, file), 'utf8'));
}

const ASSETS = new Map<string, { type: string; body: () => Promise<string> }>([
  ['swagger-ui.css', { type: 'text/css; charset=utf-8', body: fromPackage('swagger-ui.css') }],
  [
    'swagger-ui-bundle.js',
    { type: 'text/javascript; charset=utf-8', body: fromPackage('swagger-ui-bundle.js') },
  ],
  ['start.js', { type: 'text/javascript; charset=utf-8', body: () => Promise.resolve(START_SCRIPT) }],
]);

/**
 * GET /api/docs: an interactive reference of the REST API, read from /api/openapi.json. It holds to
 * the app pages' policy unchanged (docs/decisions/017): Swagger UI starts from a served file rather
 * than an inline script, needs no inline styles, draws its icons as data: images and calls this origin.
 */
export function mountApiDocs(app: Hono) {
  app.get('/api/docs', (c) => {
    c.header('Content-Security-Policy', APP_PAGE_CSP);
    c.header('Cache-Control', 'no-cache');
    return c.html(PAGE);
  });
  app.get('/api/docs/:file', async (c) => {
    const asset = ASSETS.get(c.req.param('file'));
    if (!asset) return c.json({ error: 'Not found' }, 404);
    return c.body(await asset.body(), 200, {
      'Content-Type': asset.type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
