import fs from 'node:fs';
import type Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import { sqliteTables as schema } from './tables';
import type { AsyncDb } from './async-db';
import { openSqlite } from './driver';
import { trackWrites } from './write-tracking';

/**
 * The synchronous better-sqlite3 handle or a transaction on it: what services took before they were
 * awaited; code not yet converted still does (docs/decisions/031-one-service-layer-for-two-engines.md).
 */
export type SyncDb = BaseSQLiteDatabase<'sync', Database.RunResult, typeof schema>;
/**
 * A database handle or a transaction on it, awaited: what services take, so they compose inside
 * transactions. Typed as SQLite's; on PostgreSQL the handle is cast to it once (src/db/open.ts).
 */
export type Db = AsyncDb;
export type OpenedDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Distinct statements kept prepared per connection; the app has a few hundred query shapes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Drizzle prepares every statement again on every call (parsing and planning the SQL each time).
 * The same SQL text on the same connection gives an equivalent statement (SQLite re-prepares it
 * by itself after a schema change), so prepared statements are kept by their text, least recently
 * used dropped first. Drizzle switches a reused statement to array rows with raw(); it is switched
 * back (and unplucked) before each hand-out, as a new statement would be. Each new statement that may write is
 * tracked (write-tracking.ts), so that kept values know which tables changed.
 */
function cacheStatements(sqlite: Database.Database) {
  const track = trackWrites(sqlite);
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    let stmt = cache.get(source);
    if (stmt) {
      cache.delete(source);
      if (stmt.reader) stmt.raw(false).pluck(false);
    } else {
      stmt = prepare(source);
      track(stmt);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, stmt);
    return stmt;
  }) as typeof sqlite.prepare;
}

/**
 * The database holds sessions, audit entries and ciphertexts: readable by the owner only. The file
 * is created with mode 0600 before SQLite opens it, and SQLite gives the -wal and -shm files it
 * creates the database file's mode; files copied in with a looser mode are tightened.
 */
function ownerOnly(file: string) {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(f, 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
}

/** Opens a SQLite database with the settings every connection of this app uses. */
export function openDb(url: string): OpenedDb {
  if (url !== ':memory:' && !url.startsWith('file:')) ownerOnly(url);
  const sqlite = openSqlite(url);
  cacheStatements(sqlite);
  if (url !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema });
}
