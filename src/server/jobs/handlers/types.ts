import type { Db } from '@db/client';
import type { scheduledJobs } from '@db/schema';
import type { Env } from '@server/env';
import type { AppEvents } from '@server/events';
import type { Keyring } from '@server/services/crypto';
import type { FileStore } from '@server/services/uploads/file-store';

export type Job = typeof scheduledJobs.$inferSelect;

/** What a handler is given besides its transaction and job: the run's instant and the settings. */
export type JobContext = {
  now: number;
  env: Pick<
    Env,
    'WORK_REVIEW_HOURS' | 'GST_RATE' | 'TDS_RATE' | 'TDS_NO_PAN_RATE' | 'PAYOUT_HOLD_HOURS' | 'invoicing'
  >;
  /** The file store and the keys, for jobs that write files (a "Download my data" copy). */
  files: FileStore;
  keyring: Keyring;
};

/**
 * A handler's outcome: nothing (done), notifications to announce once the job's transaction has
 * committed, or a later time to be run again (the job stays pending).
 */
export type JobOutcome = { announce?: (events: AppEvents) => void; reschedule?: string } | undefined;

/** Does a job's work in the runner's transaction `tx`; throwing rolls it back and the job is retried. */
export type JobHandler = (tx: Db, job: Job, ctx: JobContext) => Promise<JobOutcome>;
