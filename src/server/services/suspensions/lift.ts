import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
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
export async function cancelSuspension(db: Db, id: string, adminNotes: string | undefined) {
  const now = new Date().toISOString();
  const updated = await db
    .update(suspensions)
    .set({ status: 'cancelled', adminNotes: adminNotes || DEFAULT_CANCEL_NOTE, endedAt: now })
    .where(and(eq(suspensions.id, id), isActiveAt(now)))
    .returning({ id: suspensions.id });
  if (updated.length > 0) return;
  const [exists] = await db.select({ id: suspensions.id }).from(suspensions).where(eq(suspensions.id, id));
  if (!exists) throw notFound('Suspension');
  throw conflict('Only an active suspension can be cancelled');
}

/**
 * POST /api/admin/users/{id}/unsuspend: cancels every suspension of the user that is in force now
 * (warnings included); expired ones stay expired in the history. Lifting nothing is not an error.
 * Sessions ended by the suspension stay ended: the user signs in again.
 */
export async function unsuspendUser(db: Db, userId: string, adminNotes: string | undefined) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const now = new Date().toISOString();
  const { length: lifted } = await db
    .update(suspensions)
    .set({ status: 'cancelled', adminNotes: adminNotes || DEFAULT_UNSUSPEND_NOTE, endedAt: now })
    .where(and(eq(suspensions.userId, userId), isActiveAt(now)))
    .returning({ id: suspensions.id });
  return { lifted, message: lifted > 0 ? 'User unsuspended successfully' : 'User has no active suspension' };
}
