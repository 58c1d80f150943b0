import type { Db } from '@db/client';
import { formatDate } from '@shared/dates';
import {
  CONTACT_REPLY_NOT_SENT_MESSAGE,
  type ContactMessage,
  type ReplyContactMessageInput,
} from '@shared/schemas/contact';
import type { Env } from '@server/env';
import { AppError } from '@server/errors';
import type { Mailer } from '@server/mail/mailer';
import { renderEmail } from '@server/mail/template';
import { writeAuditEntry } from '../admin-payments/audit-log';
import { getContactMessage, markContactStatus } from './admin-messages';

/** The audit entry of a reply: the admin, the message, the subject and text sent. */
export const CONTACT_REPLY_ACTION = 'contact_message.reply';

/** Paragraphs as the admin typed them: blank lines part them. */
const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function replyEmail(appUrl: string, m: ContactMessage, input: ReplyContactMessageInput) {
  const { text, html } = renderEmail(appUrl, {
    heading: input.subject,
    paragraphs: [...paragraphsOf(input.message), `Your message of ${formatDate(m.created_at)}:`, m.message],
    // Email goes out from a no-reply address: the way back is the contact page.
    action: { label: 'Write to us again', url: '/contact' },
    note: 'Replies to this email are not read. Write to us through the contact page instead.',
  });
  return { to: m.email, subject: input.subject, text, html };
}

/**
 * An admin answers a contact message by email: the reply goes to the sender's address, then the
 * message is marked answered (unless it already was: the first answer's admin and time stay) and
 * the reply recorded in the audit log, in one transaction. The email goes first, outside the
 * transaction (a PostgreSQL transaction body may run twice). When it did not go out, the answer is
 * 502 and nothing is written: the message stays new, no reply is recorded (the mailer has logged
 * why), and the admin sends it again later.
 */
export async function replyToContactMessage(
  deps: { db: Db; mailer: Mailer; env: Pick<Env, 'APP_URL'> },
  admin: { id: string; ip: string },
  input: ReplyContactMessageInput,
) {
  const message = await getContactMessage(deps.db, input.id);
  const sent = await deps.mailer.send(replyEmail(deps.env.APP_URL, message, input));
  if (!sent.sent) throw new AppError('BAD_GATEWAY', CONTACT_REPLY_NOT_SENT_MESSAGE);
  return deps.db.transaction(async (tx) => {
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
}
