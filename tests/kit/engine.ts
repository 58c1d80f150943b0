import { describe } from 'vitest';
import { ENGINE } from '@db/engine';

/**
 * A block about SQLite itself (its query plans, its migration history, its file) inside a file whose
 * other tests run on both engines: skipped when the process runs PostgreSQL, so the file can stay in
 * the PostgreSQL project instead of being listed out of it whole.
 */
export const describeSqlite = (name: string, fn: () => void) =>
  describe.skipIf(ENGINE !== 'sqlite')(`${name} (SQLite)`, fn);

/** What either engine says when a row breaks a unique index (drizzle gives it as the error's cause). */
export const UNIQUE_VIOLATION = /UNIQUE constraint failed|duplicate key value violates unique constraint/;
