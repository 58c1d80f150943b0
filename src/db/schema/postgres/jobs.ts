import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOB_KINDS, JOB_STATUSES } from '@shared/enums';
import { createdAt, id, updatedAt } from './columns';

export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: id(),
    kind: text('kind', { enum: JOB_KINDS }).notNull(),
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
    index('scheduled_jobs_status_run_idx').on(t.status, t.runAt),
  ],
);
