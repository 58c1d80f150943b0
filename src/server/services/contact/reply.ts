import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { userLanguage } from '@db/rows/people';
import { users } from '@db/schema';
import { formatDate } from '@shared/dates';
import { writtenIn } from '@shared/email-content';
import { DEFAULT_LANGUAGE, type UiLanguage } from '@shared/i18n/languages';
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

/** The reply email's own words in English; WORDS has them in each language. */
const en = {
  yourMessage: (at: string) => `Your message of ${formatDate(at, 'en')}:`,
  action: 'Write to us again',
  note: 'Replies to this email are not read. Write to us through the contact page instead.',
};

const WORDS: Record<UiLanguage, typeof en> = {
  en,
  hi: {
    yourMessage: (at) => `${formatDate(at, 'hi')} का आपका मैसेज:`,
    action: 'हमें फिर से लिखें',
    note: 'इस ईमेल के जवाब पढ़े नहीं जाते। इसके बजाय संपर्क पेज से हमें लिखें।',
  },
};

/**
 * The reply email: to the sender, the admin's subject and paragraphs as written, then the sender's
 * own message for reference, the email's own words in `language`. The demo seed writes the same.
 */
export function contactReplyEmail(
  m: Pick<ContactMessage, 'email' | 'message' | 'created_at'>,
  input: Pick<ReplyContactMessageInput, 'subject' | 'message'>,
  language: UiLanguage = DEFAULT_LANGUAGE,
): OutboxEmail {
  const words = WORDS[language];
  return {
    to: m.email,
    subject: input.subject,
    category: 'contact',
    content: writtenIn(language, {
      heading: input.subject,
      paragraphs: [...paragraphsOf(input.message), words.yourMessage(m.created_at), m.message],
      // Email goes out from a no-reply address: the way back is the contact page.
      action: { label: words.action, url: '/contact' },
      note: words.note,
    }),
  };
}

/**
 * The language of a contact message's sender: the saved one of the account with that address, if
 * there is one; a contact message records no language of its own, so anyone else is written to in
 * English.
 */
async function senderLanguage(db: Db, email: string): Promise<UiLanguage> {
  const [account] = await db
    .select({ language: userLanguage })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return account?.language ?? DEFAULT_LANGUAGE;
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
    const language = await senderLanguage(tx, message.email);
    await queueEmails(tx, [contactReplyEmail(message, input, language)], deps.now());
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
