import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { checkpointInBackground } from '@db/checkpointer';
import { openDb } from '@db/client';
import { runMigrations } from '@db/migrate';
import { seedDemoIfEmpty } from './seed/demo';
import { createDeps } from './deps';
import { EnvError, loadEnv } from './env';
import { exitOnFatalError } from './fatal';
import { createApp } from './http/app';
import { ensureAdminAccount } from './services/auth/accounts';
import { encryptDocumentFiles } from './services/payments/document-files';
import { verifyKeys } from './services/payments/key-check';

async function main() {
  const env = loadEnv();
  fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const db = openDb(env.DATABASE_URL);
  runMigrations(db);
  checkpointInBackground(db.$client);
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    await ensureAdminAccount(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const deps = createDeps(db, env);
  verifyKeys(db, deps.keyring);
  const sealed = await encryptDocumentFiles(env.DATA_DIR, deps.keyring, 'plain');
  if (sealed > 0)
    console.log(`Encrypted ${sealed} identity document(s) stored before documents were encrypted`);
  if (env.SEED_DEMO) await seedDemoIfEmpty(db, { log: console.log, keyring: deps.keyring });

  const app = createApp(deps, { clientDist: env.CLIENT_DIR });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Listening on http://${env.HOST}:${info.port}`);
  });
  const stop = () =>
    server.close(() => {
      db.$client.close();
      process.exit(0);
    });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

exitOnFatalError();
main().catch((e) => {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
});
