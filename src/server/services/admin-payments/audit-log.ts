import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { auditLog, users } from '@db/schema';
import { page } from '../pagination';

export type AuditEntry = {
  actorId: string;
  action: string;
  targetType: string;
  targetIds: string[];
  metadata?: Record<string, unknown>;
  ip: string;
};

/** Records who did what to which records, from where; pass the caller's transaction to make it part of the action. */
export async function writeAuditEntry(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({ ...entry, metadata: entry.metadata ?? {} });
}

/** The audit log, newest first (audit_created_idx), with each actor's name and email. */
export async function listAuditEntries(
  db: Db,
  input: { action?: string; actor_id?: string; limit?: number; offset?: number },
) {
  const { limit, offset } = page(input);
  return db
    .select({
      id: auditLog.id,
      actor_id: auditLog.actorId,
      actor_name: users.fullName,
      actor_email: users.email,
      action: auditLog.action,
      target_type: auditLog.targetType,
      target_ids: auditLog.targetIds,
      metadata: auditLog.metadata,
      ip: auditLog.ip,
      created_at: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        input.action ? eq(auditLog.action, input.action) : undefined,
        input.actor_id !== undefined ? eq(auditLog.actorId, input.actor_id) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}
