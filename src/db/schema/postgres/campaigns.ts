import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CAMPAIGN_STATUSES, COLLAB_TYPES, FUNDING_STATUSES } from '@shared/enums';
import { createdAt, id, insertionSeq, rupees, stringList, updatedAt } from './columns';
import { users } from './users';

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    budget: rupees('budget'),
    budgetRange: text('budget_range'),
    collabType: text('collab_type', { enum: COLLAB_TYPES }).notNull().default('paid'),
    tags: stringList('tags'),
    deliverables: stringList('deliverables'),
    /** As the brand gave them: a day ('2025-03-01') or an instant, so text like the timestamps. */
    startDate: text('start_date'),
    endDate: text('end_date'),
    deadline: text('deadline'),
    applicationCount: integer('application_count').notNull().default(0),
    productValue: rupees('product_value'),
    fundingStatus: text('funding_status', { enum: FUNDING_STATUSES }).notNull().default('none'),
    revisionRounds: integer('revision_rounds').notNull().default(2),
    completedAt: text('completed_at'),
    deletedAt: text('deleted_at'),
    seq: insertionSeq(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaigns_seq_unique').on(t.seq),
    // Ends in seq as SQLite's ends in the rowid: a page ordered by (created_at, seq) is read from
    // the index alone, with no sort (docs/decisions/037-the-bench-on-postgres.md, finding 3).
    index('campaigns_status_created_idx').on(t.status, t.createdAt, t.seq),
    index('campaigns_owner_status_created_idx').on(t.userId, t.status, t.createdAt),
    index('campaigns_owner_created_idx').on(t.userId, t.createdAt, t.status),
    index('campaigns_created_idx').on(t.createdAt, t.status, t.budget),
    index('campaigns_status_collab_created_idx').on(t.status, t.collabType, t.createdAt, t.budget),
  ],
);
