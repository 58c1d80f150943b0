import type { Db } from '@db/client';
import { scheduledJobs } from '@db/schema';
import type { JobKind } from '@shared/enums';

export type NewJob = {
  kind: JobKind;
  /** What the job is about; with the kind, unique: scheduling the same job again changes nothing. */
  subjectId: string;
  /** ISO time from which the runner may run it. */
  runAt: string;
};

/**
 * Stores work to be done at a time (docs/product.md#scheduled-work). Pass the transaction of the
 * change that calls for it, so the job exists exactly when that change does. A job already stored
 * for the kind and subject is kept as it is.
 */
export async function scheduleJobs(tx: Db, jobs: NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await tx.insert(scheduledJobs).values(jobs).onConflictDoNothing();
}
