import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OpenedDb } from '@db/engines/sqlite/connection';
import { ENGINE } from '@db/engine';
import { runMigrations } from '@db/engines/sqlite/migrate';
import { openDatabase, type OpenedDatabase } from '@db/open';
import { createInnerContext } from '@server/context';
import { createDeps, type AppDeps } from '@server/deps';
import { loadEnv } from '@server/env';
import { createApp } from '@server/http/app';
import type { Logger } from '@server/logger';
import { appRouter } from '@server/routers/app-router';
import { createCallerFactory } from '@server/trpc';
import { closeBeforeDropping, copyTemplateDatabase } from './pg-template';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/**
 * The engine's own handle, for tests of SQLite itself; on PostgreSQL, reaching for it is a test that
 * belongs in a SQLite-only file or describeSqlite block.
 */
function sqliteHandle(opened: OpenedDatabase): OpenedDb {
  if (opened.engine === 'sqlite') return opened.sqlite;
  throw new Error('t.sqlite is SQLite only: mark the test SQLite only or use t.db');
}

/**
 * A fresh migrated database (in memory on SQLite; on PostgreSQL a copy of the run's migrated
 * template), its own DATA_DIR and the whole Hono app: one per test file (call it in the file's top
 * level or beforeAll), so files never share state. The log is silent unless LOG_LEVEL is set, or
 * `log` is given (to read what the server logged). `restartable` puts SQLite's database in a file
 * of DATA_DIR, so `restartTestApp` can open it again. A DATABASE_URL override opens that database
 * as it is (a second process on an app's database, or a restart).
 */
export function createTestApp(
  envOverrides: Record<string, string> = {},
  { log, restartable = false }: { log?: Logger; restartable?: boolean } = {},
) {
  const dataDir = envOverrides.DATA_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'collab-test-'));
  const copy = ENGINE === 'postgres' && !envOverrides.DATABASE_URL ? copyTemplateDatabase() : undefined;
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: copy?.url ?? (restartable ? path.join(dataDir, 'app.db') : ':memory:'),
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...envOverrides,
  });
  let closed = false;
  const opened = openDatabase(env.DATABASE_URL, {
    // pg's pool.end() resolves before its sockets close, so the DROP … WITH (FORCE) after it may end
    // them: no loss once closed.
    onIdleError: (e) => {
      if (!closed) console.error(`PostgreSQL: an idle connection was lost: ${e.message}`);
    },
  });
  // A new database has no tables yet on SQLite (running them again on a reopened file does nothing);
  // PostgreSQL's copy has its migrations from the template.
  if (opened.engine === 'sqlite') runMigrations(opened.sqlite);
  const deps: AppDeps = createDeps(opened, env, log);
  /** Stops the app's connections, as a process ending does; the file's end closes what is left. */
  const close = async () => {
    if (closed) return;
    closed = true;
    await deps.events.close();
    await opened.close();
  };
  if (ENGINE === 'postgres') closeBeforeDropping(close);
  const app = createApp(deps, { clientDist: path.join(dataDir, 'no-client') });

  /** A tRPC caller as the holder of `token` (or signed out), the way tests call procedures. */
  const caller = (token?: string | null) =>
    createCaller(() => createInnerContext(deps, { token, ip: 'test' }));

  return {
    deps,
    /** The awaited handle the services take, for arranging and reading rows on either engine. */
    db: deps.db,
    /** The synchronous SQLite handle, for tests of SQLite's own behaviour (throws on PostgreSQL). */
    get sqlite() {
      return sqliteHandle(opened);
    },
    env,
    app,
    dataDir,
    caller,
    close,
  };
}

export type TestApp = ReturnType<typeof createTestApp>;

/**
 * A restart: closes `app` and opens a new one on the same database and DATA_DIR (so the same
 * generated key file), with `envOverrides` as its settings. On SQLite, `app` is `restartable`.
 */
export async function restartTestApp(app: TestApp, envOverrides: Record<string, string> = {}) {
  if (app.env.DATABASE_URL === ':memory:')
    throw new Error('An in-memory SQLite database cannot be reopened: create the app with restartable');
  await app.close();
  return createTestApp({ ...envOverrides, DATA_DIR: app.dataDir, DATABASE_URL: app.env.DATABASE_URL });
}
