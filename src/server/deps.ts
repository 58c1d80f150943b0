import type { Db } from '@db/client';
import type { OpenedDatabase } from '@db/open';
import type { Env } from './env';
import { createEvents } from './create-events';
import type { AppEvents } from './events';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { RateLimiter } from './rate-limit';
import { withEmailOutbox } from './services/notifications/email';
import type { OutboxWorker } from './services/outbox/worker';
import { defaultStreamsMax, StreamSlots } from './services/notifications/stream-slots';
import { loadKeyring, type Keyring } from './services/crypto';
import { createFileStore, type FileStore } from './services/uploads/file-store';
import { testClock } from './test-clock';
import { ClickCounter } from './services/tracking/click-counter';

/** What the server needs from the outside world; built once at start-up, or per test file. */
export type AppDeps = {
  /** The awaited database handle (docs/decisions/031-one-service-layer-for-two-engines.md). */
  db: Db;
  env: Env;
  log: Logger;
  limiter: RateLimiter;
  events: AppEvents;
  /** The open notification streams, capped per account and in total. */
  streams: StreamSlots;
  /** Keys for the encrypted payment fields (ENCRYPTION_KEY or the one generated into DATA_DIR). */
  keyring: Keyring;
  /** Uploaded avatars and identity documents: DATA_DIR/uploads or an S3 bucket (STORAGE_URL). */
  files: FileStore;
  /** Email: SMTP (SMTP_URL) or DATA_DIR/outbox; only the outbox worker sends (mail/mailer.ts). */
  mailer: Mailer;
  /** Takes the scheduled jobs' lock in a transaction: false while another process runs jobs. */
  tryJobsLock: OpenedDatabase['tryJobsLock'];
  /** The clock of expiries (links in emails, ...); tests replace it to move time without waiting. */
  now: () => number;
  /**
   * Sends the emails queued in the outbox, in the background: woken by every announcement and after
   * every change that queued an email, and every EMAIL_INTERVAL_SECONDS (services/outbox/worker.ts).
   */
  emails: OutboxWorker;
  /**
   * Visits of tracking links, counted in memory and written every second and at a clean stop
   * (services/tracking/click-counter.ts, decision 083); tests call `flush()`.
   */
  clicks: ClickCounter;
};

export function createDeps(opened: OpenedDatabase, env: Env, log: Logger = createLogger(env)): AppDeps {
  const deps: Omit<AppDeps, 'emails'> = {
    db: opened.db,
    env,
    log,
    // In memory for one process (SQLite); in the database when processes share it (PostgreSQL).
    limiter: new RateLimiter(Date.now, opened.sharedRateLimits()),
    events: createEvents(opened, log),
    tryJobsLock: opened.tryJobsLock,
    streams: new StreamSlots(env.NOTIFICATION_STREAMS_MAX ?? defaultStreamsMax()),
    keyring: loadKeyring(env),
    files: createFileStore(env),
    mailer: createMailer(env, log),
    now: env.TEST_CLOCK_FILE ? testClock(env.TEST_CLOCK_FILE) : Date.now,
    // Asks the deps' clock each time: tests replace deps.now to move time.
    clicks: new ClickCounter(opened.db, () => deps.now(), log),
  };
  return withEmailOutbox(deps);
}
