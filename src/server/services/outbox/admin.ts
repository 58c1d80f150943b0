import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { insertionOrder } from '@db/dialect';
import { emailOutbox } from '@db/schema';
import { OUTBOX_STATUSES, type OutboxStatus } from '@shared/enums';
import { EMAIL_MESSAGES, type OutboxEmailRow } from '@shared/schemas/emails';
import { conflict, notFound } from '@server/errors';
import { writeAuditEntry, type AuditActor } from '../audit/audit-log';
import { page } from '../pagination';
import { matchesSearch } from '../text-search';

const columns = {
  id: emailOutbox.id,
  recipient: emailOutbox.recipient,
  subject: emailOutbox.subject,
  category: emailOutbox.category,
  status: emailOutbox.status,
  attempts: emailOutbox.attempts,
  last_error: emailOutbox.lastError,
  next_attempt_at: emailOutbox.nextAttemptAt,
  sent_at: emailOutbox.sentAt,
  created_at: emailOutbox.createdAt,
};

/**
 * GET /admin/emails: the outbox newest first, by status and words of the recipient or subject, a page
 * at a time, with the counts per status (of the whole outbox).
 */
export async function listEmails(
  db: Db,
  input: { status?: OutboxStatus; search?: string; limit?: number; offset?: number },
): Promise<{ emails: OutboxEmailRow[]; counts: Record<OutboxStatus, number> }> {
  const { limit, offset } = page(input);
  const emails = await db
    .select(columns)
    .from(emailOutbox)
    .where(
      and(
        input.status ? eq(emailOutbox.status, input.status) : undefined,
        matchesSearch([emailOutbox.recipient, emailOutbox.subject], input.search),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt), desc(insertionOrder(emailOutbox)))
    .limit(limit)
    .offset(offset);
  const grouped = await db
    .select({ status: emailOutbox.status, n: sql<number>`count(*)` })
    .from(emailOutbox)
    .groupBy(emailOutbox.status);
  const counts = Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const g of grouped) counts[g.status] = Number(g.n);
  return { emails, counts };
}

/**
 * POST /admin/emails/{id}/retry: a failed email goes back to the queue to be sent now
 * (docs/product.md#email-outbox), audited. Only a failed one: of two admins at once, one moves it.
 */
export async function retryEmail(
  db: Db,
  admin: AuditActor,
  id: string,
  now: number,
): Promise<OutboxEmailRow> {
  return db.transaction(async (tx) => {
    const at = new Date(now).toISOString();
    const [moved] = await tx
      .update(emailOutbox)
      .set({ status: 'pending', nextAttemptAt: at, updatedAt: at })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
      .returning(columns);
    if (!moved) {
      const [stored] = await tx
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      if (!stored) throw notFound('Email');
      throw conflict(EMAIL_MESSAGES.notFailed(stored.status));
    }
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'email.retry',
      targetType: 'email',
      targetIds: [id],
      metadata: {
        recipient: moved.recipient,
        subject: moved.subject,
        before: { status: 'failed', last_error: moved.last_error },
        after: { status: 'pending' },
      },
      ip: admin.ip,
    });
    return moved;
  });
}
