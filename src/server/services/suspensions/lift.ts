import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { suspensions, users } from '@db/schema';
import { conflict, notFound } from '@server/errors';
import { type AuditActor, writeAuditEntry } from '../audit/audit-log';
import { isActiveAt } from './records';

const DEFAULT_CANCEL_NOTE = 'Suspension cancelled by admin';
const DEFAULT_UNSUSPEND_NOTE = 'User unsuspended by admin';

/**
 * PUT /api/admin/suspensions/{id} with status cancelled: only a suspension in force now can be
 * cancelled; an expired or already cancelled one is 409. The update carries the condition itself,
 * so two admins cancelling at once cannot both succeed; the cancellation is audited
 * (`suspension.cancel`) in its transaction.
 */
export async function cancelSuspension(
  db: Db,
  admin: AuditActor,
  id: string,
  adminNotes: string | undefined,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ adminNotes: suspensions.adminNotes })
      .from(suspensions)
      .where(eq(suspensions.id, id));
    if (!before) throw notFound('Suspension');
    const now = new Date().toISOString();
    const after = { status: 'cancelled', admin_notes: adminNotes || DEFAULT_CANCEL_NOTE, ended_at: now };
    const [cancelled] = await tx
      .update(suspensions)
      .set({ status: 'cancelled', adminNotes: after.admin_notes, endedAt: now })
      .where(and(eq(suspensions.id, id), isActiveAt(now)))
      .returning({ userId: suspensions.userId });
    if (!cancelled) throw conflict('Only an active suspension can be cancelled');
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'suspension.cancel',
      targetType: 'suspension',
      targetIds: [id, cancelled.userId],
      metadata: { before: { status: 'active', admin_notes: before.adminNotes, ended_at: null }, after },
      ip: admin.ip,
    });
  });
}

/**
 * POST /api/admin/users/{id}/unsuspend: cancels every suspension of the user that is in force now
 * (warnings included); expired ones stay expired in the history. Lifting nothing is not an error
 * and, changing nothing, is not audited; lifting some is one `user.unsuspend` entry in the same
 * transaction. Sessions ended by the suspension stay ended: the user signs in again.
 */
export async function unsuspendUser(
  db: Db,
  admin: AuditActor,
  userId: string,
  adminNotes: string | undefined,
) {
  const lifted = await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('User');
    const now = new Date().toISOString();
    const after = { status: 'cancelled', admin_notes: adminNotes || DEFAULT_UNSUSPEND_NOTE, ended_at: now };
    const cancelled = await tx
      .update(suspensions)
      .set({ status: 'cancelled', adminNotes: after.admin_notes, endedAt: now })
      .where(and(eq(suspensions.userId, userId), isActiveAt(now)))
      .returning({ id: suspensions.id });
    if (cancelled.length > 0) {
      const ids = cancelled.map((s) => s.id);
      await writeAuditEntry(tx, {
        actorId: admin.id,
        action: 'user.unsuspend',
        targetType: 'user',
        targetIds: [userId, ...ids],
        metadata: { suspension_ids: ids, before: { status: 'active', ended_at: null }, after },
        ip: admin.ip,
      });
    }
    return cancelled.length;
  });
  return { lifted, message: lifted > 0 ? 'User unsuspended successfully' : 'User has no active suspension' };
}
