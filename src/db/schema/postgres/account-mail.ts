import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ACCOUNT_TOKEN_PURPOSES } from '@shared/enums';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const accountTokens = pgTable(
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

export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  applications: boolean('applications').notNull().default(true),
  work: boolean('work').notNull().default(true),
  payments: boolean('payments').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  disputes: boolean('disputes').notNull().default(true),
  broadcasts: boolean('broadcasts').notNull().default(true),
  updatedAt: updatedAt(),
});
