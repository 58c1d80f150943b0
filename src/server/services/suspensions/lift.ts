import { and, eq } from 'drizzle-orm';
import type { SyncDb as Db } from '@db/client';
import { suspensions, users } from '@db/schema';
import { conflict, notFound } from '@server/errors';
import { isActiveAt } from './records';

const DEFAULT_CANCEL_NOTE = 'Suspension cancelled by admin';
const DEFAULT_UNSUSPEND_NOTE = 'User unsuspended by admin';

/**
 * PUT /api/admin/suspensions/{id} with status cancelled: only a suspension in force now can be
 * cancelled; an expired or already cancelled one is 409. The update carries the condition itself,
 * so two admins cancelling at once cannot both succeed.
 */
export function cancelSuspension(db: Db, id: string, adminNotes: string | undefined) {
  const now = new Date().toISOString();
  const updated = db
    .update(suspensions)
    .set({ status: 'cancelled', adminNotes: adminNotes || DEFAULT_CANCEL_NOTE, endedAt: now })
    .where(and(eq(suspensions.id, id), isActiveAt(now)))
    .returning({ id: suspensions.id })
    .get();
  if (updated) return;
  const exists = db.select({ id: suspensions.id }).from(suspensions).where(eq(suspensions.id, id)).get();
  if (!exists) throw notFound('Suspension');
  throw conflict('Only an active suspension can be cancelled');
}

/**
 * POST /api/admin/users/{id}/unsuspend: cancels every suspension of the user that is in force now
 * (warnings included); expired ones stay expired in the history. Lifting nothing is not an error.
 * Sessions ended by the suspension stay ended: the user signs in again.
 */
export function unsuspendUser(db: Db, userId: string, adminNotes: string | undefined) {
  if (!db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()) throw notFound('User');
  const now = new Date().toISOString();
  const lifted = db
    .update(suspensions)
    .set({ status: 'cancelled', adminNotes: adminNotes || DEFAULT_UNSUSPEND_NOTE, endedAt: now })
    .where(and(eq(suspensions.userId, userId), isActiveAt(now)))
    .returning({ id: suspensions.id })
    .all().length;
  return { lifted, message: lifted > 0 ? 'User unsuspended successfully' : 'User has no active suspension' };
}
