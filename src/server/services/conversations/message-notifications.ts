import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { jsonArrayHas } from '@db/dialect';
import { messages, notifications } from '@db/schema';
import { conversationPath, FLAGGED_MESSAGES_PER_ADMIN_ALERT } from '@shared/conversations';
import type { AppEvents } from '@server/events';
import { queueNotificationEmails } from '../notifications/email';
import { insertNotifications, notifyAdmins } from '../notifications/notify';

/** How much of a message its notification quotes. */
const PREVIEW_CHARS = 140;

const preview = (body: string) =>
  body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : body;

type Announce = (events: AppEvents) => void;

/**
 * A `message` notification: who wrote, on which campaign, the start of what they wrote; it opens the
 * conversation. The demo seed writes the same.
 */
export const messageNotice = (m: {
  senderName: string;
  senderId: string;
  campaignTitle: string;
  applicationId: string;
  body: string;
}) => ({
  type: 'message' as const,
  title: `New message from ${m.senderName}`,
  message: `${m.campaignTitle}: ${preview(m.body)}`,
  actionUrl: conversationPath(m.applicationId),
  metadata: { application_id: m.applicationId, sender_id: m.senderId },
});

type NewMessage = {
  applicationId: string;
  campaignTitle: string;
  senderId: string;
  senderName: string;
  recipientId: string;
  body: string;
  createdAt: string;
};

/**
 * A user's unread `message` notification of one conversation (at most one): found by its link,
 * which names the conversation (the bell's user-and-read index narrows the search).
 */
export const unreadMessageNotification = (userId: string, applicationId: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.read, false),
    eq(notifications.type, 'message'),
    eq(notifications.actionUrl, conversationPath(applicationId)),
  );

/**
 * The recipient's `message` notification, at most one unread per conversation: an unread one is
 * updated in place (this message's words and time, the same id) and announced again; otherwise a
 * new one is written. Either way its email is queued (docs/product.md#notification-emails). Returns
 * the announcement, to make after commit.
 */
export async function notifyRecipient(tx: Db, m: NewMessage): Promise<Announce> {
  const notice = { userId: m.recipientId, ...messageNotice(m) };
  const { title, message } = notice;
  const [updated] = await tx
    .update(notifications)
    .set({ title, message, createdAt: m.createdAt })
    .where(unreadMessageNotification(m.recipientId, m.applicationId))
    .returning({ id: notifications.id });
  const at = Date.parse(m.createdAt);
  if (!updated) return insertNotifications(tx, [notice], at);
  // Emailed as a new one would be: at most once per conversation per hour.
  await queueNotificationEmails(tx, [{ ...notice, id: updated.id }], at);
  return (events) => events.notificationsCreated([{ userId: m.recipientId, notificationId: updated.id }]);
}

/**
 * After a flagged message: on the sender's 3rd flagged message, and every 3rd after, every admin
 * gets a `flagged_content` notification that opens the conversation (read-only, audited).
 */
export async function alertAdminsOnRepeatFlags(tx: Db, m: NewMessage & { messageId: string }) {
  const [flagged] = await tx
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, m.senderId), jsonArrayHas(messages.flags, 'contact_details')));
  const n = flagged?.n ?? 0;
  if (n === 0 || n % FLAGGED_MESSAGES_PER_ADMIN_ALERT !== 0) return () => {};
  return notifyAdmins(tx, {
    type: 'flagged_content',
    title: 'Contact details shared in messages',
    message: `${m.senderName} has shared contact or payment details in ${n} messages, the latest on "${m.campaignTitle}".`,
    priority: 'high',
    actionUrl: conversationPath(m.applicationId),
    metadata: {
      application_id: m.applicationId,
      sender_id: m.senderId,
      message_id: m.messageId,
      flagged_count: n,
    },
  });
}
