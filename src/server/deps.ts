import type { Db } from '@db/client';
import type { OpenedDatabase } from '@db/open';
import type { Env } from './env';
import { createEvents } from './create-events';
import type { AppEvents } from './events';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { RateLimiter } from './rate-limit';
import { PostgresRateLimitStore } from './rate-limit-postgres';
import { withNotificationEmails, type NotificationEmailer } from './services/notifications/email';
import { defaultStreamsMax, StreamSlots } from './services/notifications/stream-slots';
import { loadKeyring, type Keyring } from './services/payments/crypto';
import { createFileStore, type FileStore } from './services/uploads/file-store';
import { testClock } from './test-clock';

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
  /** Email: SMTP (SMTP_URL) or DATA_DIR/outbox; send after commit, it never throws (mail/mailer.ts). */
  mailer: Mailer;
  /** The clock of expiries (links in emails, ...); tests replace it to move time without waiting. */
  now: () => number;
  /** Emails the notifications users want by email, in the background; `events` feeds it (services/notifications/email.ts). */
  notificationEmails: NotificationEmailer;
};

export function createDeps(opened: OpenedDatabase, env: Env, log: Logger = createLogger(env)): AppDeps {
  return withNotificationEmails({
    db: opened.db,
    env,
    log,
    // One SQLite process counts and announces in memory; processes sharing PostgreSQL do it there.
    limiter: new RateLimiter(
      Date.now,
      opened.engine === 'postgres' ? new PostgresRateLimitStore(opened.postgres) : undefined,
    ),
    events: createEvents(env.DATABASE_URL, log),
    streams: new StreamSlots(env.NOTIFICATION_STREAMS_MAX ?? defaultStreamsMax()),
    keyring: loadKeyring(env),
    files: createFileStore(env),
    mailer: createMailer(env, log),
    now: env.TEST_CLOCK_FILE ? testClock(env.TEST_CLOCK_FILE) : Date.now,
  });
}
