import fs from 'node:fs';
import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { openDatabase } from '@db/open';
import { seedDemoIfEmpty } from './seed/demo';
import { createDeps } from './deps';
import { EnvError, loadEnv, type Env } from './env';
import { exitOnFatalError } from './fatal';
import { createApp } from './http/app';
import { createLogger, type Logger } from './logger';
import { EMAILS_GRACE_MS, trackRequests } from './shutdown';
import { ensureAdminAccount } from './services/auth/accounts';
import { encryptDocumentFiles } from './services/payments/document-files';
import { fillMissingMinPrices } from './services/profiles/min-prices';
import { verifyKeys } from './services/payments/key-check';
import { startJobRunner } from './jobs/runner';
import { fillMissingTrackingCodes } from './services/tracking/backfill';

async function startServer(env: Env, log: Logger) {
  fs.mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const opened = openDatabase(env.DATABASE_URL, {
    onIdleError: (err) => log.warn({ err }, 'A pooled PostgreSQL connection was lost while idle'),
  });
  const { db } = opened;
  await opened.migrate();
  opened.startUpkeep((err) => log.error({ err }, 'The WAL checkpointer stopped'));
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD)
    await ensureAdminAccount(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, { log: (line) => log.warn(line) });
  const deps = createDeps(opened, env, log);
  const priced = await fillMissingMinPrices(db);
  if (priced > 0)
    log.info(`Read the lowest price of ${priced} creator profile(s) saved before prices were searchable`);
  await verifyKeys(db, deps.keyring);
  await deps.files.check();
  const sealed = await encryptDocumentFiles(deps.files, deps.keyring, 'plain');
  if (sealed > 0) log.info(`Encrypted ${sealed} identity document(s) stored before documents were encrypted`);
  // The demo logins are for the person who ran `npm start`: a readable table, not a log line.
  if (env.SEED_DEMO)
    await seedDemoIfEmpty(db, { log: console.log, keyring: deps.keyring, appUrl: env.APP_URL });

  const coded = await fillMissingTrackingCodes(db);
  if (coded > 0) log.info(`Gave tracking codes to ${coded} collaboration(s) accepted before tracking links`);

  // Scheduled work, caught up at once after a restart (docs/product.md#scheduled-work).
  const jobs = startJobRunner(deps);
  // The outbox's emails, those left by an earlier run included (docs/product.md#email-outbox).
  deps.emails.start(deps.env.EMAIL_INTERVAL_SECONDS * 1000);
  // Tracking-link visits, counted in memory, written every second (decision 083).
  deps.clicks.start();
  const app = createApp(deps, { clientDist: env.CLIENT_DIR });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    // The address to open is APP_URL, the emails' too: the session cookie belongs to one host.
    log.info(`Listening on http://${env.HOST}:${info.port}; open ${env.APP_URL}`);
  });
  // serve() makes a plain http.Server unless it is given another createServer.
  const requests = trackRequests(server as Server);

  // In order, so nothing still running meets a closed database: no new requests (those under way
  // finish), the scheduled job under way (no other starts), the outbox's emails (those a request's
  // answer left to make included) go out for a moment (what is left stays queued for the next
  // start, and the emails in flight finish), the tracking-link visits counted since the last write
  // (the requests are over, so none comes after), the bus and its PostgreSQL connection, then the database.
  const shutdown = async (signal: NodeJS.Signals) => {
    log.info({ signal }, 'Stopping: finishing the requests under way');
    await requests.drain();
    await jobs.stop();
    await Promise.race([deps.emails.idle(), delay(EMAILS_GRACE_MS)]);
    await deps.clicks
      .stop()
      .catch((err: unknown) => log.error({ err }, 'Tracking-link clicks were not written'));
    await deps.events.close();
    await opened.close();
    log.info('Stopped');
  };
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl-C (or SIGTERM) means now.
    if (stopping) {
      log.warn({ signal }, 'Stopping at once: a second signal came');
      process.exit(1);
    }
    stopping = true;
    shutdown(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'The server did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * `collab-marketplace` (or `serve`), `npm run serve`, `npm start`: the server, until SIGTERM or
 * Ctrl-C. A bad setting stops it with a message naming it (exit code 1).
 */
export function run() {
  let env: Env;
  try {
    env = loadEnv();
  } catch (e) {
    // A configuration mistake is read by the person starting the server: the message as it is.
    console.error(e instanceof EnvError ? e.message : e);
    return 1;
  }
  const log = createLogger(env);
  exitOnFatalError((message, err) => log.fatal({ err }, message));
  startServer(env, log).catch((err: unknown) => {
    log.fatal({ err }, 'The server could not start');
    process.exit(1);
  });
  return undefined;
}
