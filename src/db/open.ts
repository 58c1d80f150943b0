import { openDb, type Db, type OpenedDb } from './client';
import { openAsyncDb } from './sqlite-async';

/**
 * The database a process runs on: `db`, the awaited handle every converted service takes, and,
 * while the services are converted to it (docs/decisions/031-one-service-layer-for-two-engines.md,
 * point 6), `sqlite`: the synchronous handle over the same connection for code not yet converted.
 */
export type OpenedDatabase = { db: Db; sqlite: OpenedDb; close: () => void };

/** Opens the database DATABASE_URL names (a SQLite file, or :memory:) with both handles over one connection. */
export function openDatabase(url: string): OpenedDatabase {
  const sqlite = openDb(url);
  return { db: openAsyncDb(sqlite.$client), sqlite, close: () => sqlite.$client.close() };
}
