import { createdAt, id, integer, text, updatedAt } from './kit/columns';
import { index, table, uniqueIndex } from './kit/tables';
import { JOB_KINDS, JOB_STATUSES } from '@shared/enums';

/**
 * Work the server does at a time rather than on a request: approving work left unreviewed, the
 * deadline reminder, payouts falling due, reviews becoming visible (docs/product.md#scheduled-work).
 * Written in the transaction of the change that calls for it; one row per kind and subject, so it
 * is never scheduled twice, and marked done in the transaction of its effect, so it never runs twice.
 */
export const scheduledJobs = table(
  'scheduled_jobs',
  {
    id: id(),
    kind: text('kind', { enum: JOB_KINDS }).notNull(),
    /** What the job is about (a submission, an application, a payout), or a fixed key for a recurring sweep. */
    subjectId: text('subject_id').notNull(),
    runAt: text('run_at').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: text('done_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('scheduled_jobs_kind_subject_unique').on(t.kind, t.subjectId),
    /** The runner's query: pending jobs whose time has come, earliest first. */
    index('scheduled_jobs_status_run_idx').on(t.status, t.runAt),
  ],
);
