import type { Db } from '@db/client';
import { formatDate } from '@shared/dates';
import type { ContactMessage, ReplyContactMessageInput } from '@shared/schemas/contact';
import { writeAuditEntry } from '../audit/audit-log';
import { queueEmails, type OutboxEmail } from '../outbox/queue';
import { getContactMessage, markContactStatus } from './admin-messages';

/** The audit entry of a reply: the admin, the message, the subject and text sent. */
export const CONTACT_REPLY_ACTION = 'contact_message.reply';

/** Paragraphs as the admin typed them: blank lines part them. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The reply email: to the sender, the admin's subject and paragraphs, then the sender's own message
 * for reference. The demo seed writes the same.
 */
export function contactReplyEmail(
  m: Pick<ContactMessage, 'email' | 'message' | 'created_at'>,
  input: Pick<ReplyContactMessageInput, 'subject' | 'message'>,
): OutboxEmail {
  return {
    to: m.email,
    subject: input.subject,
    category: 'contact',
    content: {
      heading: input.subject,
      paragraphs: [...paragraphsOf(input.message), `Your message of ${formatDate(m.created_at)}:`, m.message],
      // Email goes out from a no-reply address: the way back is the contact page.
      action: { label: 'Write to us again', url: '/contact' },
      note: 'Replies to this email are not read. Write to us through the contact page instead.',
    },
  };
}

/**
 * An admin answers a contact message by email (docs/product.md#contact): in one transaction the reply
 * is written to the email outbox, the message marked answered (unless it already was: the first
 * answer's admin and time stay) and the reply recorded in the audit log; the outbox worker sends it,
 * trying again if the mail server fails, and the admin sees it under Emails should it fail for good.
 */
export async function replyToContactMessage(
  deps: { db: Db; emails: { wake(): void }; now: () => number },
  admin: { id: string; ip: string },
  input: ReplyContactMessageInput,
) {
  const answered = await deps.db.transaction(async (tx) => {
    const message = await getContactMessage(tx, input.id);
    await queueEmails(tx, [contactReplyEmail(message, input)], deps.now());
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: CONTACT_REPLY_ACTION,
      targetType: 'contact_message',
      targetIds: [input.id],
      metadata: { to: message.email, subject: input.subject, message: input.message },
      ip: admin.ip,
    });
    await markContactStatus(tx, admin.id, input.id, 'answered');
    return getContactMessage(tx, input.id);
  });
  deps.emails.wake();
  return answered;
}
