import { and, desc, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '@db/client';
import { insertionOrder } from '@db/dialect';
import { conversationMembers, messages, notifications } from '@db/schema';
import { CONVERSATION_MESSAGES, MESSAGES_PAGE_MAX, type ConversationMessage } from '@shared/conversations';
import { fieldRefused } from '@server/errors';
import type { Caller } from '../caller';
import { writeAuditEntry } from '../audit/audit-log';
import { messageColumns } from '../conversation-messages';
import { partyConversation, readableConversation } from './access';
import { unreadMessageNotification } from './message-notifications';

/** Insertion order: messages sent in the same millisecond keep the order they were written in. */
const messageOrder = insertionOrder(messages);

export const ADMIN_READ_ACTION = 'conversation.read';

/** Where the page before message `before` ends: its time and insertion order, if it is in this conversation. */
async function positionOf(db: Db, applicationId: string, before: string) {
  const [row] = await db
    .select({ at: messages.createdAt, order: messageOrder })
    .from(messages)
    .where(and(eq(messages.id, before), eq(messages.applicationId, applicationId)))
    .limit(1);
  if (!row) throw fieldRefused('before', CONVERSATION_MESSAGES.unknownBefore);
  return row;
}

/**
 * A page of a conversation's messages, oldest first: the newest `limit`, or with `before` the
 * `limit` just older than that message, on (created_at, insertion order) so equal times stay in
 * order. The parties read; an admin reads too, and the read is audited in the same transaction,
 * so no admin read happens without its record.
 */
export async function listMessages(
  db: Db,
  caller: Caller,
  ip: string,
  input: { applicationId: string; limit: number; before?: string },
): Promise<ConversationMessage[]> {
  return db.transaction(async (tx) => {
    const convo = await readableConversation(tx, caller, input.applicationId);
    const position = input.before ? await positionOf(tx, convo.applicationId, input.before) : null;
    const newestFirst = (await tx
      .select(messageColumns)
      .from(messages)
      .where(
        and(
          eq(messages.applicationId, convo.applicationId),
          position
            ? sql`(${messages.createdAt}, ${messageOrder}) < (${position.at}, ${position.order})`
            : undefined,
        ),
      )
      .orderBy(desc(messages.createdAt), desc(messageOrder))
      .limit(Math.min(input.limit, MESSAGES_PAGE_MAX))) as ConversationMessage[];
    if (!convo.party)
      await writeAuditEntry(tx, {
        actorId: caller.id,
        action: ADMIN_READ_ACTION,
        targetType: 'conversation',
        targetIds: [convo.applicationId],
        metadata: {
          creator_id: convo.creatorId,
          brand_id: convo.brandId,
          before: input.before ?? null,
          message_ids: newestFirst.map((m) => m.id),
        },
        ip,
      });
    return newestFirst.reverse();
  });
}

/**
 * The caller has read the conversation: their unread count becomes 0, and its unread `message`
 * notification is marked read, so the bell agrees with the Messages view.
 */
export async function markConversationRead(
  deps: { db: Db; now: () => number },
  caller: Caller,
  applicationId: string,
) {
  const now = new Date(deps.now()).toISOString();
  await deps.db.transaction(async (tx) => {
    const convo = await partyConversation(tx, caller, applicationId, 'mark');
    await tx
      .insert(conversationMembers)
      .values({ applicationId: convo.applicationId, userId: caller.id, unreadCount: 0, lastReadAt: now })
      .onConflictDoUpdate({
        target: [conversationMembers.applicationId, conversationMembers.userId],
        set: { unreadCount: 0, lastReadAt: now },
      });
    await tx
      .update(notifications)
      .set({ read: true })
      .where(unreadMessageNotification(caller.id, convo.applicationId));
  });
  return { unread_count: 0 };
}

/** The header badge: the caller's unread messages over all their conversations. */
export async function unreadMessagesTotal(db: Db, userId: string) {
  const [row] = await db
    .select({ n: sum(conversationMembers.unreadCount).mapWith(Number) })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
  return { unread_count: row?.n ?? 0 };
}
