import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { suspensions, users } from '@db/schema';
import type { SUSPENSION_STATUSES, SUSPENSION_TYPES } from '@shared/enums';
import type { SuspensionOutput } from '@shared/schemas/suspension';
import { notFound } from '@server/errors';
import { page } from '../pagination';
import { findBlockingSuspension } from '../auth/sessions';
import { matchesSearch } from '../text-search';

type SuspensionStatus = (typeof SUSPENSION_STATUSES)[number];

/**
 * The stored status is active or cancelled; a stored active suspension whose expires_at has passed
 * reads as expired. The same rule as sessions.ts blockingSuspension, so what the admin sees as
 * "active" is what the server enforces (plus warnings, which never block).
 */
export const isActiveAt = (now: string) =>
  and(eq(suspensions.status, 'active'), or(isNull(suspensions.expiresAt), gt(suspensions.expiresAt, now)));

const statusCondition = (status: SuspensionStatus, now: string) => {
  if (status === 'active') return isActiveAt(now);
  if (status === 'expired') return and(eq(suspensions.status, 'active'), lte(suspensions.expiresAt, now));
  return eq(suspensions.status, 'cancelled');
};

const derivedStatus = (now: string) =>
  sql<SuspensionStatus>`case
    when ${suspensions.status} = 'cancelled' then 'cancelled'
    when ${suspensions.expiresAt} is not null and ${suspensions.expiresAt} <= ${now} then 'expired'
    else 'active' end`;

const columns = (now: string) => ({
  id: suspensions.id,
  user_id: suspensions.userId,
  user_name: users.fullName,
  user_email: users.email,
  suspension_type: suspensions.suspensionType,
  status: derivedStatus(now),
  reason: suspensions.reason,
  expires_at: suspensions.expiresAt,
  admin_notes: suspensions.adminNotes,
  report_id: suspensions.reportId,
  suspended_by: suspensions.suspendedBy,
  ended_at: suspensions.endedAt,
  metadata: suspensions.metadata,
  created_at: suspensions.createdAt,
  updated_at: suspensions.updatedAt,
});

export async function getSuspension(db: Db, id: string): Promise<SuspensionOutput> {
  const [row] = await db
    .select(columns(new Date().toISOString()))
    .from(suspensions)
    .innerJoin(users, eq(users.id, suspensions.userId))
    .where(eq(suspensions.id, id));
  if (!row) throw notFound('Suspension');
  return row;
}

export async function listSuspensions(
  db: Db,
  input: {
    status?: SuspensionStatus;
    suspension_type?: (typeof SUSPENSION_TYPES)[number];
    search?: string;
    user_id?: string;
    limit?: number;
    offset?: number;
  },
): Promise<SuspensionOutput[]> {
  const now = new Date().toISOString();
  const { limit, offset } = page(input);
  return db
    .select(columns(now))
    .from(suspensions)
    .innerJoin(users, eq(users.id, suspensions.userId))
    .where(
      and(
        input.status ? statusCondition(input.status, now) : undefined,
        input.suspension_type ? eq(suspensions.suspensionType, input.suspension_type) : undefined,
        matchesSearch([users.fullName, users.email], input.search),
        input.user_id ? eq(suspensions.userId, input.user_id) : undefined,
      ),
    )
    .orderBy(desc(suspensions.createdAt), desc(suspensions.id))
    .limit(limit)
    .offset(offset);
}

/**
 * total: every suspension ever made; active: in force now (blocking, or a warning that has not
 * expired), the `active` of the status filter; temporary and permanent: every suspension of that
 * type, whatever its status.
 */
export async function suspensionStats(db: Db) {
  const now = new Date().toISOString();
  const [row] = await db
    .select({
      total_suspensions: sql<number>`count(*)`,
      active_suspensions: sql<number>`coalesce(sum(case when ${isActiveAt(now)} then 1 else 0 end), 0)`,
      temporary_suspensions: sql<number>`coalesce(sum(case when ${suspensions.suspensionType} = 'temporary' then 1 else 0 end), 0)`,
      permanent_suspensions: sql<number>`coalesce(sum(case when ${suspensions.suspensionType} = 'permanent' then 1 else 0 end), 0)`,
    })
    .from(suspensions);
  return (
    row ?? { total_suspensions: 0, active_suspensions: 0, temporary_suspensions: 0, permanent_suspensions: 0 }
  );
}

/** GET /api/admin/users/{id}/suspended: blocked from signing in right now (warnings do not count). */
export async function isUserSuspended(db: Db, userId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  return (await findBlockingSuspension(db, userId)) !== undefined;
}
