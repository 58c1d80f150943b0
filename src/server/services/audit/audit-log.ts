import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { jsonArrayHas } from '@db/dialect';
import { auditLog, campaigns, users } from '@db/schema';
import type { AuditAction } from '@shared/audit-actions';
import { page } from '../pagination';

/** The admin acting and the address the request came from, as every audited service takes them. */
export type AuditActor = { id: string; ip: string };

export type AuditEntry = {
  actorId: string;
  action: AuditAction;
  targetType: string;
  /** The changed records and the user they concern, so filtering by any of them finds the entry. */
  targetIds: string[];
  metadata?: Record<string, unknown>;
  ip: string;
};

/** Records who did what to which records, from where; pass the caller's transaction to make it part of the action. */
export async function writeAuditEntry(db: Db, entry: AuditEntry) {
  await db.insert(auditLog).values({ ...entry, metadata: entry.metadata ?? {} });
}

type AuditFilter = {
  action?: string;
  actor_id?: string;
  target_id?: string;
  limit?: number;
  offset?: number;
};

/** The audit log, newest first (audit_created_idx), with each actor's name and email, and how many entries match. */
export async function listAuditEntries(db: Db, input: AuditFilter) {
  const { limit, offset } = page(input);
  const where = and(
    input.action ? eq(auditLog.action, input.action) : undefined,
    input.actor_id !== undefined ? eq(auditLog.actorId, input.actor_id) : undefined,
    input.target_id !== undefined ? jsonArrayHas(auditLog.targetIds, input.target_id) : undefined,
  );
  const [entries, [counted]] = await Promise.all([
    db
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
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(auditLog)
      .where(where),
  ]);
  return { entries, total: Number(counted!.total), names: await namesOf(db, entries) };
}

/**
 * What the ids of a page of entries name, so the log shows people and campaigns instead of bare ids:
 * users by their name, campaigns by their title (other records keep their id). Two reads per page.
 */
async function namesOf(db: Db, entries: { target_ids: string[] }[]): Promise<Record<string, string>> {
  const ids = [...new Set(entries.flatMap((e) => e.target_ids))];
  if (ids.length === 0) return {};
  const [people, titled] = await Promise.all([
    db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, ids)),
    db.select({ id: campaigns.id, name: campaigns.title }).from(campaigns).where(inArray(campaigns.id, ids)),
  ]);
  return Object.fromEntries([...people, ...titled].map((r) => [r.id, r.name]));
}

/** GET /admin/audit-log/actors: everyone who has an entry in the log, by name, for the log's filter. */
export async function auditActors(db: Db) {
  const actors = await db
    .selectDistinct({ id: users.id, name: users.fullName, email: users.email })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(users.fullName, users.id);
  return { actors };
}
