import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { OpenedDb as Db } from './connection';
import { runtime } from '@runtime/runtime';

export const MIGRATIONS_DIR = runtime.dir('migrations-sqlite');

/** Applies the migrations in drizzle/sqlite that this database has not seen; safe to run on every start. */
export function runMigrations(db: Db) {
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
