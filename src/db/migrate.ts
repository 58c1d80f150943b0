import path from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { OpenedDb as Db } from './client';
import { PROJECT_ROOT } from './project-root';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle', 'sqlite');

/** Applies the migrations in drizzle/sqlite that this database has not seen; safe to run on every start. */
export function runMigrations(db: Db) {
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
