import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { conversationMembers, conversations, messages } from '@db/schema';
import { CONVERSATION_MESSAGES, messageFlags, type ConversationMessage } from '@shared/conversations';
import type { Env } from '@server/env';
import type { AppEvents } from '@server/events';
import { MINUTE, type RateLimiter } from '@server/rate-limit';
import type { Caller } from '../caller';
import { messageColumns } from '../conversation-messages';
import { refuseErasedAccount } from '../erased-account';
import { partyConversation } from './access';
import { alertAdminsOnRepeatFlags, notifyRecipient } from './message-notifications';
import { oneAtATime } from './one-at-a-time';

type Deps = { db: Db; env: Env; events: AppEvents; limiter: RateLimiter; now: () => number };

/** Sends into one conversation, one at a time (see one-at-a-time.ts). */
const perConversation = oneAtATime();

/**
 * Posts a message from one party to the other. One transaction writes the message (flagged when it
 * carries contact or payment details), the conversation's latest message, both members' rows (the
 * recipient's unread count + 1), the recipient's `message` notification (one unread per
 * conversation) and, on a sender's every 3rd flagged message, the admins' alert; after commit the
 * notifications are announced and the message is pushed to both parties' open streams.
 * RATE_LIMIT_MESSAGES a minute per sender (429); a refused send counts nothing.
 */
export async function sendMessage(
  deps: Deps,
  sender: Caller,
  input: { applicationId: string; body: string },
): Promise<ConversationMessage> {
  const key = `messages:${sender.id}`;
  await deps.limiter.consume(key, deps.env.RATE_LIMIT_MESSAGES, MINUTE, CONVERSATION_MESSAGES.rateLimited);
  const flags = messageFlags(input.body);
  let result;
  try {
    result = await perConversation(input.applicationId, () =>
      deps.db.transaction(async (tx) => {
        await refuseErasedAccount(tx, sender.id);
        const convo = await partyConversation(tx, sender, input.applicationId, 'post');
        // Taken in the body: a retried transaction (PostgreSQL) is timed when it finally runs.
        const createdAt = new Date(deps.now()).toISOString();
        const [message] = await tx
          .insert(messages)
          .values({
            applicationId: convo.applicationId,
            senderId: sender.id,
            body: input.body,
            flags,
            createdAt,
          })
          .returning(messageColumns);
        const posted = message as ConversationMessage;
        await tx
          .insert(conversations)
          .values({ applicationId: convo.applicationId, lastMessageId: posted.id, lastMessageAt: createdAt })
          .onConflictDoUpdate({
            target: conversations.applicationId,
            set: { lastMessageId: posted.id, lastMessageAt: createdAt },
            // Processes' clocks may differ a little: the latest message by time stays the last one.
            setWhere: sql`${conversations.lastMessageAt} is null or ${conversations.lastMessageAt} <= ${createdAt}`,
          });
        await tx
          .insert(conversationMembers)
          .values({ applicationId: convo.applicationId, userId: sender.id, unreadCount: 0 })
          .onConflictDoNothing();
        await tx
          .insert(conversationMembers)
          .values({ applicationId: convo.applicationId, userId: convo.otherId, unreadCount: 1 })
          .onConflictDoUpdate({
            target: [conversationMembers.applicationId, conversationMembers.userId],
            set: { unreadCount: sql`${conversationMembers.unreadCount} + 1` },
          });
        const about = {
          applicationId: convo.applicationId,
          campaignTitle: convo.campaignTitle,
          senderId: sender.id,
          senderName: convo.ownName,
          recipientId: convo.otherId,
          body: input.body,
          createdAt,
        };
        const announceToRecipient = await notifyRecipient(tx, about);
        const announceToAdmins =
          flags.length > 0
            ? await alertAdminsOnRepeatFlags(tx, { ...about, messageId: posted.id })
            : () => {};
        return { posted, recipientId: convo.otherId, announceToRecipient, announceToAdmins };
      }),
    );
  } catch (e) {
    // Refused (404, 403, 409) or failed: it was no message, so it uses none of the sender's allowance.
    await deps.limiter.release(key, MINUTE);
    throw e;
  }
  const { posted, recipientId } = result;
  result.announceToRecipient(deps.events);
  result.announceToAdmins(deps.events);
  deps.events.messagesPosted(
    [recipientId, sender.id].map((userId) => ({
      userId,
      applicationId: input.applicationId,
      messageId: posted.id,
    })),
  );
  return posted;
}
