import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { startServerProcess } from '../kit/server-process';
import { axeAtBothWidths } from './axe';
import { DASHBOARD, test } from './fixtures';

// Several browsers and the server share two cores: installing the worker takes its time.
const expect = baseExpect.configure({ timeout: 15_000 });

// The rest of the suite blocks service workers (playwright.config.ts); these specs are about it.
test.use({ serviceWorkers: 'allow' });

/** Waits until the app's service worker controls the page; its cache names. */
function controlled(page: Page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return caches.keys();
  });
}

/** docs/product.md#install-on-a-phone */
test('the app can be installed: a manifest with its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
});

test('after one visit the app opens offline, says so, and comes back to live data', async ({
  page,
  context,
  signedIn,
}) => {
  test.setTimeout(90_000);
  await signedIn('creator');
  await page.goto(DASHBOARD.creator);
  // The welcome names the signed-in user: read from the server, so it shows live data.
  const browse = page.getByRole('heading', { level: 1, name: /^Welcome, / });
  await expect(browse).toBeVisible();
  expect(await controlled(page)).toEqual([expect.stringMatching(/^collab-/)]);

  // Offline: nothing reaches the network, the worker's own requests included.
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await axeAtBothWidths(page, 'the app opened offline');

  await context.unrouteAll();
  await context.setOffline(false);
  await expect(browse).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();

  // Offline again with the app open: it says so over the page, which stays.
  await context.setOffline(true);
  await expect(page.getByText('You are offline. What you see may be out of date')).toBeVisible();
  await expect(browse).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline. What you see may be out of date')).toBeHidden();
});

test('a new build of the app is picked up on the next visit', async ({ page }) => {
  test.setTimeout(120_000);
  // A server of its own, on a copy of the build it can change, at one address both times.
  const client = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-build-'));
  fs.cpSync('dist/client', client, { recursive: true });
  const env = { PORT: String(await freePort()), CLIENT_DIR: client };
  const stops: (() => Promise<unknown>)[] = [];
  const start = () => startServerProcess('app-update', env, ({ stop }) => stops.push(stop));
  try {
    const first = await start();
    await page.goto(first.url);
    const [before] = await controlled(page);
    await first.stop();

    // The next build: another index.html (its compressed copies go, so the server reads this one).
    const index = path.join(client, 'index.html');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('</body>', '<!-- next --></body>'));
    for (const copy of ['.br', '.gz']) fs.rmSync(index + copy);
    await start();
    await page.reload();
    await expect
      .poll(async () => {
        const keys = await page.evaluate(() => caches.keys());
        return keys.length === 1 && keys[0] !== before && keys[0]!.startsWith('collab-');
      })
      .toBe(true);
  } finally {
    await Promise.all(stops.map((stop) => stop()));
    fs.rmSync(client, { recursive: true, force: true });
  }
});

/** A port nothing listens on now. */
function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}
