import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@db/open';
import { runMigrations } from '@db/migrate';
import { createInnerContext } from '@server/context';
import { createDeps, type AppDeps } from '@server/deps';
import { loadEnv } from '@server/env';
import { createApp } from '@server/http/app';
import type { Logger } from '@server/logger';
import { appRouter } from '@server/routers/app-router';
import { createCallerFactory } from '@server/trpc';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

/**
 * A fresh migrated in-memory database, its own DATA_DIR and the whole Hono app: one per test file
 * (call it in the file's top level or beforeAll), so files never share state. The log is silent
 * unless LOG_LEVEL is set, or `log` is given (to read what the server logged).
 */
export function createTestApp(envOverrides: Record<string, string> = {}, { log }: { log?: Logger } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: ':memory:',
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...envOverrides,
  });
  const opened = openDatabase(env.DATABASE_URL);
  if (opened.engine !== 'sqlite') throw new Error('createTestApp opens SQLite for now');
  runMigrations(opened.sqlite);
  const deps: AppDeps = createDeps(opened, env, log);
  const app = createApp(deps, { clientDist: path.join(dataDir, 'no-client') });

  /** A tRPC caller as the holder of `token` (or signed out), the way tests call procedures. */
  const caller = (token?: string | null) =>
    createCaller(() => createInnerContext(deps, { token, ip: 'test' }));

  /**
   * `db` is the awaited handle the services take, for arranging and reading rows on either engine;
   * `sqlite` the synchronous SQLite one, for tests of SQLite's own behaviour.
   */
  return { deps, db: deps.db, sqlite: opened.sqlite, env, app, dataDir, caller };
}

export type TestApp = ReturnType<typeof createTestApp>;
