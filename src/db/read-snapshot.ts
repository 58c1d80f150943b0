import type { Db } from './client';
import type { PostgresDb } from './engines/postgres/connection';

/**
 * Runs reads that must agree with each other (one report's figures) in one snapshot, writing
 * nothing. On SQLite that is an ordinary transaction. On PostgreSQL every other transaction is
 * SERIALIZABLE (src/db/engines/postgres/connection.ts), whose predicate locks a report over hundreds of thousands of
 * rows exhausts under load; this one runs REPEATABLE READ READ ONLY instead. Inside a transaction
 * already (`db` is its tx) the reads simply join it.
 */
export function readSnapshot<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const postgres = db as unknown as Partial<PostgresDb>;
  if (postgres.readSnapshot) return postgres.readSnapshot<T>(fn as never);
  return db.transaction(fn);
}
