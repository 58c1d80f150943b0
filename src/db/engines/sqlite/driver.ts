import Database from 'better-sqlite3';
import { runtime } from '@runtime/runtime';

/**
 * Opens a SQLite connection with better-sqlite3 and the native addon this install carries: its own
 * in a checkout, the one compiled for the single executable's Node.js there (@runtime/runtime). Every
 * connection the app opens goes through here (the linter holds it).
 */
export function openSqlite(file: string, options: Database.Options = {}): Database.Database {
  // The typings know only a path; better-sqlite3 takes the loaded addon too.
  const nativeBinding = runtime.sqliteAddon().binding as string | undefined;
  return new Database(file, { nativeBinding, ...options });
}

/** Whether `value` is a better-sqlite3 connection (rather than a PostgreSQL pool). */
export const isSqliteConnection = (value: unknown): value is Database.Database => value instanceof Database;
