import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema';

/** A database handle or a transaction on it: services take either, so they compose inside transactions. */
export type Db = BaseSQLiteDatabase<'sync', Database.RunResult, typeof schema>;
export type OpenedDb = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Opens a SQLite database with the settings every connection of this app uses. */
export function openDb(url: string): OpenedDb {
  const sqlite = new Database(url);
  if (url !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return drizzle(sqlite, { schema }) as OpenedDb;
}
