import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { checkpointInBackground } from '@db/checkpointer';
import { openDatabase } from '@db/open';
import { seedDemoIfEmpty } from './seed/demo';
import { createDeps } from './deps';
import { EnvError, loadEnv, type Env } from './env';
import { exitOnFatalError } from './fatal';
import { createApp } from './http/app';
import { createLogger, type Logger } from './logger';
import { ensureAdminAccount } from './services/auth/accounts';
import { encryptDocumentFiles } from './services/payments/document-files';
import { verifyKeys } from './services/payments/key-check';

async function main(env: Env, log: Logger) {
  fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const opened = openDatabase(env.DATABASE_URL, {
    onIdleError: (err) => log.warn({ err }, 'A pooled PostgreSQL connection was lost while idle'),
  });
  const { db } = opened;
  await opened.migrate();
  if (opened.engine === 'sqlite')
    checkpointInBackground(opened.sqlite.$client, (err) =>
      log.error({ err }, 'The WAL checkpointer stopped'),
    );
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    await ensureAdminAccount(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, { log: (line) => log.warn(line) });
  const deps = createDeps(opened, env, log);
  await verifyKeys(db, deps.keyring);
  await deps.files.check();
  const sealed = await encryptDocumentFiles(deps.files, deps.keyring, 'plain');
  if (sealed > 0) log.info(`Encrypted ${sealed} identity document(s) stored before documents were encrypted`);
  // The demo logins are for the person who ran `npm start`: a readable table, not a log line.
  if (env.SEED_DEMO) await seedDemoIfEmpty(db, { log: console.log, keyring: deps.keyring });

  const app = createApp(deps, { clientDist: env.CLIENT_DIR });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info(`Listening on http://${env.HOST}:${info.port}`);
  });
  const stop = () =>
    server.close(() => {
      void Promise.all([deps.events.close(), opened.close()]).finally(() => process.exit(0));
    });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

let env: Env;
try {
  env = loadEnv();
} catch (e) {
  // A configuration mistake is read by the person starting the server: the message as it is.
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
}
const log = createLogger(env);
exitOnFatalError((message, err) => log.fatal({ err }, message));
main(env, log).catch((err: unknown) => {
  log.fatal({ err }, 'The server could not start');
  process.exit(1);
});
