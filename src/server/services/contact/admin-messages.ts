import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { contactMessages, users } from '@db/schema';
import type { ContactStatus, CONTACT_SUBJECTS } from '@shared/enums';
import type { ContactMessage, ListContactMessagesInput } from '@shared/schemas/contact';
import { notFound } from '@server/errors';
import { page } from '../pagination';
import { matchesSearch } from '../text-search';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  answered_at: contactMessages.answeredAt,
  answered_by_name: users.fullName,
  created_at: contactMessages.createdAt,
};

const withAnswerer = (db: Db) =>
  db.select(columns).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.answeredBy));

// The column holds only the form's subjects: the schema refuses any other on the way in.
const typed = (row: Omit<ContactMessage, 'subject'> & { subject: string }): ContactMessage => ({
  ...row,
  subject: row.subject as (typeof CONTACT_SUBJECTS)[number],
});

export async function listContactMessages(
  db: Db,
  input: ListContactMessagesInput,
): Promise<ContactMessage[]> {
  const { limit, offset } = page(input);
  const rows = await withAnswerer(db)
    .where(
      and(
        input.status ? eq(contactMessages.status, input.status) : undefined,
        matchesSearch(
          [contactMessages.name, contactMessages.email, contactMessages.subject, contactMessages.message],
          input.search,
        ),
      ),
    )
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return rows.map(typed);
}

export async function getContactMessage(db: Db, id: string): Promise<ContactMessage> {
  const [row] = await withAnswerer(db).where(eq(contactMessages.id, id)).limit(1);
  if (!row) throw notFound('Contact message');
  return typed(row);
}

/**
 * Marks a message answered (stamping who and when) or new again. One conditional UPDATE: a message
 * already in that status is left as it is, so a second or concurrent mark keeps the first answer's
 * admin and time.
 */
export async function setContactStatus(db: Db, adminId: string, id: string, status: ContactStatus) {
  await db
    .update(contactMessages)
    .set(
      status === 'answered'
        ? { status, answeredBy: adminId, answeredAt: new Date().toISOString() }
        : { status, answeredBy: null, answeredAt: null },
    )
    .where(and(eq(contactMessages.id, id), ne(contactMessages.status, status)));
  return getContactMessage(db, id);
}

export async function contactStats(db: Db) {
  const [stats] = await db
    .select({
      total_messages: sql<number>`count(*)`,
      new_messages: sql<number>`coalesce(sum(case when ${contactMessages.status} = 'new' then 1 else 0 end), 0)`,
      answered_messages: sql<number>`coalesce(sum(case when ${contactMessages.status} = 'answered' then 1 else 0 end), 0)`,
    })
    .from(contactMessages);
  return stats!;
}
