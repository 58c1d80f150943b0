import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { createdAt, id, insertionSeq, stringList } from './columns';
import { users } from './users';

export const messages = pgTable(
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
    seq: insertionSeq(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_seq_unique').on(t.seq),
    index('messages_application_created_idx').on(t.applicationId, t.createdAt),
    index('messages_sender_created_idx').on(t.senderId, t.createdAt),
  ],
);

export const conversations = pgTable('conversations', {
  applicationId: text('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  lastMessageId: text('last_message_id'),
  lastMessageAt: text('last_message_at'),
  createdAt: createdAt(),
});

export const conversationMembers = pgTable(
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
    emailedAt: text('emailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId, t.unreadCount),
  ],
);
