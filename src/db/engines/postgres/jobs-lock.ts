import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { rows } from './dialect';

/** Any fixed number, the same in every process: held by the transaction of the job being run. */
const JOBS_LOCK = 1_900_019;

/**
 * Takes the scheduled jobs' advisory lock for the rest of `tx`, or answers false when another
 * process's runner holds it: one process runs jobs at a time, with no leader table
 * (docs/decisions/049-scheduled-jobs.md).
 */
export async function tryJobsLock(tx: Db): Promise<boolean> {
  // The services' Db type is SQLite's; on PostgreSQL it is this engine's transaction.
  const pgTx = tx as unknown as Parameters<typeof rows>[0];
  const [lock] = await rows<{ locked: boolean }>(
    pgTx,
    sql`select pg_try_advisory_xact_lock(${JOBS_LOCK}) as locked`,
  );
  return lock?.locked === true;
}
