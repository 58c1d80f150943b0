import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { ACCOUNT_TOKEN_PURPOSES } from '@shared/enums';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * Single-use links sent by email: password reset (60 minutes) and email verification. Like
 * sessions, only the SHA-256 of the token is stored.
 */
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Which notifications also go out by email; no row means every kind does (the default). */
export const notificationPreferences = sqliteTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  applications: integer('applications', { mode: 'boolean' }).notNull().default(true),
  work: integer('work', { mode: 'boolean' }).notNull().default(true),
  payments: integer('payments', { mode: 'boolean' }).notNull().default(true),
  messages: integer('messages', { mode: 'boolean' }).notNull().default(true),
  disputes: integer('disputes', { mode: 'boolean' }).notNull().default(true),
  broadcasts: integer('broadcasts', { mode: 'boolean' }).notNull().default(true),
  updatedAt: updatedAt(),
});
