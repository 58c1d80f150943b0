import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Db } from '@db/client';
import { notifications, sessions } from '@db/schema';
import type { Notification } from '@shared/schemas/notification';
import { AppError } from '@server/errors';
import type { AppEvents } from '@server/events';
import { findBlockingSuspension } from '../auth/sessions';
import { notificationColumns, notificationOrder } from './inbox';
import type { StreamSlots } from './stream-slots';

type Deps = { db: Db; events: AppEvents; streams: StreamSlots };
type Viewer = { userId: string; sessionId: string };

const BATCH = 100;

/** Where the stream starts: after the notification the client saw last, else after everything that exists now. */
async function startCursor(db: Db, userId: string, lastEventId: string | null | undefined) {
  if (lastEventId) {
    const [seen] = await db
      .select({ order: notificationOrder })
      .from(notifications)
      .where(and(eq(notifications.id, lastEventId), eq(notifications.userId, userId)))
      .limit(1);
    if (seen) return seen.order;
  }
  const [newest] = await db
    .select({ last: max(notificationOrder) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return newest?.last ?? 0;
}

/** A stream outlives the request that opened it, so the session is checked again before each delivery. */
async function sessionStillValid(db: Db, viewer: Viewer) {
  const [session] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.id, viewer.sessionId), eq(sessions.userId, viewer.userId)))
    .limit(1);
  return (
    !!session &&
    Date.parse(session.expiresAt) > Date.now() &&
    !(await findBlockingSuspension(db, viewer.userId))
  );
}

/**
 * The viewer's new notifications as they are created, oldest first. Events from AppEvents only wake
 * the loop; the rows themselves are read from the database after a cursor, so a burst, a reconnect
 * (`lastEventId`) or an event that arrives while a row is being sent never loses or repeats one.
 * Ends when `signal` aborts; throws 401 once the session has ended (logout, suspension, expiry), and
 * 429 when the stream cannot have a slot (too many open) or loses it to the account's newer stream.
 */
export async function* notificationStream(
  deps: Deps,
  viewer: Viewer,
  lastEventId: string | null | undefined,
  signal: AbortSignal | undefined,
): AsyncGenerator<Notification> {
  const slot = deps.streams.take(viewer.userId);
  const stopped = () => !!signal?.aborted || slot.signal.aborted;
  let dirty = true;
  let wake: (() => void) | null = null;
  const poke = () => {
    dirty = true;
    wake?.();
  };
  let unsubscribe = () => {};
  signal?.addEventListener('abort', poke);
  slot.signal.addEventListener('abort', poke);
  try {
    // The cursor is read before listening: a notification created in between lies above it, and the
    // first pass (dirty) reads it; listening first would let one land below the cursor, never sent.
    let cursor = await startCursor(deps.db, viewer.userId, lastEventId);
    unsubscribe = deps.events.onNotification(viewer.userId, poke);
    while (!stopped()) {
      if (!dirty) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      dirty = false;
      const rows = await deps.db
        .select({ ...notificationColumns, order: notificationOrder })
        .from(notifications)
        .where(and(eq(notifications.userId, viewer.userId), gt(notificationOrder, cursor)))
        .orderBy(asc(notificationOrder))
        .limit(BATCH);
      // Checked after the read (the two are separate awaits): every row sent existed while the
      // session was still valid, so nothing written after a logout or suspension is delivered.
      if (!(await sessionStillValid(deps.db, viewer)))
        throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
      if (rows.length === BATCH) dirty = true;
      for (const { order, ...notification } of rows) {
        cursor = order;
        yield notification;
      }
    }
    if (slot.signal.aborted) throw slot.signal.reason;
  } finally {
    slot.release();
    unsubscribe();
    signal?.removeEventListener('abort', poke);
    slot.signal.removeEventListener('abort', poke);
  }
}
