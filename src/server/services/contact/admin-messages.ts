import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { contactMessages, users } from '@db/schema';
import type { ContactStatus, CONTACT_SUBJECTS } from '@shared/enums';
import type { ContactMessage, ListContactMessagesInput } from '@shared/schemas/contact';
import { notFound } from '@server/errors';
import { type AuditActor, writeAuditEntry } from '../audit/audit-log';
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
 * Marks a message answered (stamping who and when) or new again, in the caller's transaction. One
 * conditional UPDATE: a message already in that status is left as it is, so a second or concurrent
 * mark keeps the first answer's admin and time. Returns the fields changed, or null when none did.
 */
export async function markContactStatus(tx: Db, adminId: string, id: string, status: ContactStatus) {
  const set =
    status === 'answered'
      ? { status, answeredBy: adminId, answeredAt: new Date().toISOString() }
      : { status, answeredBy: null, answeredAt: null };
  const [moved] = await tx
    .update(contactMessages)
    .set(set)
    .where(and(eq(contactMessages.id, id), ne(contactMessages.status, status)))
    .returning({ id: contactMessages.id });
  if (!moved) return null;
  // Two statuses: a message that moved was in the other one.
  return {
    before: { status: status === 'answered' ? 'new' : 'answered' },
    after: { status, answered_by: set.answeredBy, answered_at: set.answeredAt },
  };
}

/** PUT /api/admin/contact-messages/{id}/status: the mark and, when it changed something, its audit entry. */
export async function setContactStatus(db: Db, admin: AuditActor, id: string, status: ContactStatus) {
  return db.transaction(async (tx) => {
    const changed = await markContactStatus(tx, admin.id, id, status);
    if (changed)
      await writeAuditEntry(tx, {
        actorId: admin.id,
        action: 'contact_message.status',
        targetType: 'contact_message',
        targetIds: [id],
        metadata: changed,
        ip: admin.ip,
      });
    return getContactMessage(tx, id);
  });
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
