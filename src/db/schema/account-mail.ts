import { boolean, createdAt, id, integer, json, text, updatedAt } from './kit/columns';
import { index, table } from './kit/tables';
import { notifications } from './moderation';
import type { EmailContent } from '@shared/email-content';
import { ACCOUNT_TOKEN_PURPOSES, EMAIL_CATEGORIES, OUTBOX_STATUSES } from '@shared/enums';
import { users } from './users';

/**
 * Single-use links sent by email: password reset (60 minutes) and email verification. Like
 * sessions, only the SHA-256 of the token is stored.
 */
export const accountTokens = table(
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
export const notificationPreferences = table('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  applications: boolean('applications').notNull().default(true),
  work: boolean('work').notNull().default(true),
  payments: boolean('payments').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  disputes: boolean('disputes').notNull().default(true),
  broadcasts: boolean('broadcasts').notNull().default(true),
  /** Invitations and direct offers. */
  offers: boolean('offers').notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * Every email the product sends, written in the transaction of the change that causes it and sent by
 * the outbox worker (docs/product.md#email-outbox), so an email is lost neither by a stop nor by a
 * failing mail server. Its id is the message's id: a claim from `pending` to `sending` makes it go
 * out at most once, whatever processes and restarts there are. The content is rendered when it is
 * sent, with the APP_URL of the sending server.
 */
export const emailOutbox = table(
  'email_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    /** The user it is for, when it is for one (erasure finds their emails by it). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: EMAIL_CATEGORIES }).notNull(),
    notificationId: text('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    content: json('content').$type<EmailContent>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be tried (again): now, or later after a failure (backoff). */
    nextAttemptAt: text('next_attempt_at').notNull(),
    /** While `sending`: until when the claiming worker holds it. */
    lockedUntil: text('locked_until'),
    lastError: text('last_error'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    /** The worker's queue: pending emails whose time has come, oldest first. */
    index('email_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    /** The admin's list by status, newest first. */
    index('email_outbox_status_created_idx').on(t.status, t.createdAt),
    index('email_outbox_user_idx').on(t.userId),
  ],
  { insertionOrdered: true },
);
