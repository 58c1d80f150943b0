import fs from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { runtime } from '@runtime/runtime';
import { refuse } from './language';
import { APP_PAGE_CSP } from './static';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
    <link rel="stylesheet" href="/api/docs/overrides.css" />
  </head>
  <body>
    <main id="swagger-ui"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

/**
 * Deep links are off: Swagger UI draws each as a link inside the operation's button, a control within
 * a control that screen readers cannot reach. Its servers list, a request's body and the dialog's
 * close button have no name; each is given one when it appears.
 */
const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: false,
  presets: [SwaggerUIBundle.presets.apis],
});
const NAMES = [
  ['select#servers', 'Server'],
  ['textarea.body-param__text', 'Request body'],
  ['button.close-modal', 'Close'],
];
new MutationObserver(() => {
  for (const [selector, name] of NAMES)
    for (const field of document.querySelectorAll(selector + ':not([aria-label])'))
      field.setAttribute('aria-label', name);
}).observe(document.getElementById('swagger-ui'), { childList: true, subtree: true });
`;

/**
 * Swagger UI's colours that fall short of WCAG AA contrast (4.5:1), made darker in the same hues:
 * the method badges (white on colour), the Authorize button and the links (colour on white), the
 * version stamps, the schemas' Expand all, Try it out's Cancel and Execute.
 */
const OVERRIDES_CSS = `.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d63b8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #12784b; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a04f00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0b7562; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c0262d; }
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #6d28d9; }
.swagger-ui .btn.authorize, .swagger-ui .btn.authorize span { color: #12784b; border-color: #12784b; }
.swagger-ui .btn.authorize svg { fill: #12784b; }
.swagger-ui .info .url, .swagger-ui a.nostyle, .swagger-ui .info a { color: #1d63b8; }
.swagger-ui .info .title small pre { background: #4b5563; }
.swagger-ui .info .title small.version-stamp { background: #3f6212; }
.swagger-ui .info .title small.version-stamp pre { background: #3f6212; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #4b5563; }
.swagger-ui .btn.cancel { color: #c0262d; border-color: #c0262d; }
.swagger-ui .btn.execute { background-color: #1d63b8; border-color: #1d63b8; }
`;

/**
 * A file of Swagger UI's, served by this app (self-hosted installations may have no internet access):
 * read once (asynchronously) on its first request and kept.
 */
function fromPackage(file: string) {
  let body: Promise<string> | undefined;
  return () => (body ??= fs.readFile(path.join(runtime.dir('swagger-ui'), file), 'utf8'));
}

const ASSETS = new Map<string, { type: string; body: () => Promise<string> }>([
  ['swagger-ui.css', { type: 'text/css; charset=utf-8', body: fromPackage('swagger-ui.css') }],
  [
    'swagger-ui-bundle.js',
    { type: 'text/javascript; charset=utf-8', body: fromPackage('swagger-ui-bundle.js') },
  ],
  ['start.js', { type: 'text/javascript; charset=utf-8', body: () => Promise.resolve(START_SCRIPT) }],
  ['overrides.css', { type: 'text/css; charset=utf-8', body: () => Promise.resolve(OVERRIDES_CSS) }],
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
    if (!asset) return refuse(c, 404, 'Not found');
    return c.body(await asset.body(), 200, {
      'Content-Type': asset.type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
