import { createdAt, id, integer, stringList, text } from './kit/columns';
import { index, primaryKey, table } from './kit/tables';
import { applications } from './applications';
import { users } from './users';

/*
 * One conversation per application, between its creator and its campaign's brand
 * (docs/product.md#conversations). Its rows are made with its first message; the application
 * itself is the conversation's identity.
 */

/** A message, plain text; `flags` names what it carried (contact_details). */
export const messages = table(
  'messages',
  {
    id: id(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    flags: stringList('flags'),
    createdAt: createdAt(),
  },
  (t) => [
    /** A conversation's page of messages, read backwards from the newest. */
    index('messages_application_created_idx').on(t.applicationId, t.createdAt),
    /** A user's flagged messages, counted when another is flagged. */
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
  ],
  { insertionOrdered: true },
);

/** The conversation's latest message, kept on each send so the list needs no scan of messages. */
export const conversations = table('conversations', {
  applicationId: text('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  lastMessageId: text('last_message_id'),
  lastMessageAt: text('last_message_at'),
  createdAt: createdAt(),
});

/** Each party's side of a conversation: what they have not read, and when they were last emailed. */
export const conversationMembers = table(
  'conversation_members',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadAt: text('last_read_at'),
    /** Messages are emailed at most once per conversation per hour. */
    emailedAt: text('emailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    /** The header badge: a user's unread messages over all conversations. */
    index('conversation_members_user_idx').on(t.userId, t.unreadCount),
  ],
);
