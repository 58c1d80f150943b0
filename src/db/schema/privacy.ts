import { createdAt, id, text } from './kit/columns';
import { index, table } from './kit/tables';
import { DATA_EXPORT_STATUSES, GRIEVANCE_STATUSES } from '@shared/enums';
import { users } from './users';

/*
 * What the privacy duties keep (docs/product.md#privacy): the consents a person gave against a
 * version of the notice, the copies of their data they asked for, and their grievances.
 */

export const consents = table(
  'consents',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeVersion: text('notice_version').notNull(),
    purpose: text('purpose').notNull(),
    givenAt: createdAt('given_at'),
    withdrawnAt: text('withdrawn_at'),
  },
  (t) => [index('consents_user_given_idx').on(t.userId, t.givenAt)],
);

/** A "Download my data" request: prepared in the background, its file kept until `expires_at`. */
export const dataExports = table(
  'data_exports',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    /** The file store's key of the prepared JSON, once ready. */
    fileKey: text('file_key'),
    readyAt: text('ready_at'),
    expiresAt: text('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_user_created_idx').on(t.userId, t.createdAt),
    index('data_exports_status_idx').on(t.status, t.expiresAt),
  ],
);

/** A grievance about personal data, to be answered within 90 days (`due_at`). */
export const grievances = table(
  'grievances',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    details: text('details').notNull(),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('open'),
    dueAt: text('due_at').notNull(),
    response: text('response'),
    answeredAt: text('answered_at'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('grievances_status_due_idx').on(t.status, t.dueAt),
    index('grievances_user_created_idx').on(t.userId, t.createdAt),
  ],
);
