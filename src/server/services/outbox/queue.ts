import type { Db } from '@db/client';
import { emailOutbox } from '@db/schema';
import type { EmailContent } from '@shared/email-content';
import type { EmailCategory } from '@shared/enums';

/** One email to send: to whom, about what, and what it says (rendered when it is sent). */
export type OutboxEmail = {
  to: string;
  subject: string;
  content: EmailContent;
  category: EmailCategory;
  userId?: string | null;
  notificationId?: string | null;
};

/** An email's outbox row, before its times: the demo seed writes its rows with this too. */
export const outboxRow = (e: OutboxEmail) => ({
  recipient: e.to,
  subject: e.subject,
  content: e.content,
  category: e.category,
  userId: e.userId ?? null,
  notificationId: e.notificationId ?? null,
});

/** Rows per insert: SQLite caps bound parameters per statement; 500 rows of 8 columns stay inside it. */
const CHUNK = 500;

/**
 * Writes emails to the outbox (docs/product.md#email-outbox). Pass the transaction of the change
 * that causes them: the email exists exactly when the change does, so a stop between the commit and
 * the sending loses nothing and a rollback sends nothing. The outbox worker sends them.
 */
export async function queueEmails(tx: Db, emails: OutboxEmail[], now: number = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  for (let i = 0; i < emails.length; i += CHUNK)
    await tx
      .insert(emailOutbox)
      .values(
        emails
          .slice(i, i + CHUNK)
          .map((e) => ({ ...outboxRow(e), nextAttemptAt: at, createdAt: at, updatedAt: at })),
      );
}
