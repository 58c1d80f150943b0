import { openDatabase } from '@db/open';
import { createDeps } from '@server/deps';
import { loadEnv } from '@server/env';
import { createApp } from '@server/http/app';
import { createInnerContext } from '@server/context';
import { appRouter } from '@server/routers/app-router';
import { createCallerFactory } from '@server/trpc';
import { publicCreatorPage } from '@server/services/profiles/public-creator';
const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/mbdata', DATABASE_URL: '/tmp/b.db', SEED_DEMO: 'false', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' });
const deps = createDeps(openDatabase(env.DATABASE_URL), env);
const app = createApp(deps, { clientDist: '/tmp/none' });
const caller = createCallerFactory(appRouter)(() => createInnerContext(deps, { ip: 'x' }));
async function time(name: string, f: () => Promise<unknown>, n = 20000) {
  for (let i = 0; i < 2000; i++) await f();
  const t = performance.now();
  for (let i = 0; i < n; i++) await f();
  console.log(name, (((performance.now() - t) * 1000) / n).toFixed(1), 'us');
}
const U = 'harshmenon0';
import { publicCreatorInput, publicCreatorOutput } from '@shared/schemas/creators';
const page = await publicCreatorPage(deps, U);
console.log('deps keys', Object.keys(deps).length, 'reviews', (page as any).reviews.length);
for (let k = 0; k < 2; k++) {
  await time('health app.request', async () => (await app.request('/api/health')).text());
  await time('service', () => publicCreatorPage(deps, U));
  await time('output parse', async () => publicCreatorOutput.parse({ creator: page }));
  await time('input parse', async () => publicCreatorInput.parse({ username: U }));
  await time('context', () => createInnerContext(deps, { ip: 'x' }));
  await time('caller', () => (caller as any).creators.publicPage({ username: U }));
  if (k === 0) continue;
  await time('REST app.request', async () => (await app.request(`/api/public/creators/${U}`)).text());
}
process.exit(0);
