/**
 * The notification stream: one Server-Sent Events subscription per open tab
 * (`notifications.stream`), carrying two kinds of item.
 *
 * - A notification, exactly as `GET /api/notifications` lists it, sent as a tracked SSE event whose
 *   `id` is the notification's id, so a reconnecting EventSource resumes after it (`lastEventId`).
 * - A conversation message, `{ event: 'message', application_id, message }` (`LiveMessage`, the
 *   `message` as `GET /api/conversations/{applicationId}/messages` lists it), sent untracked (no SSE
 *   id, so it never moves the resume point). It goes to both parties' open tabs when a message is
 *   posted: the recipient's, and the sender's other tabs (the sending tab has it from its answer).
 *   Messages posted while a stream was down are not replayed; the client reads the conversation
 *   again when it reconnects or when a `message` notification arrives.
 *
 * On the tRPC client both may arrive wrapped as `{ id, data }`: once a tracked event has been seen,
 * the client gives later untracked ones that last id too. Tell them apart by `event: 'message'`,
 * on the item or on its `data` (src/client/lib/live-stream.ts).
 * A message to someone who has an unread `message` notification for that conversation updates that
 * notification in place (same id, the new text and time) and announces it again, which wakes the
 * stream but sends nothing new: the client refreshes its bell when a message event arrives.
 */
import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Db } from '@db/client';
import { notifications, sessions } from '@db/schema';
import type { LiveMessage } from '@shared/conversations';
import type { Notification } from '@shared/schemas/notification';
import { AppError } from '@server/errors';
import type { AppEvents, MessageEvent } from '@server/events';
import { findBlockingSuspension } from '../auth/sessions';
import { readMessagesByIds } from '../conversation-messages';
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
 * Opens the viewer's stream: takes its slot, reads where it starts and listens, all before the
 * caller answers, so tRPC sends the client its "connected" event only once anything created after
 * it will be delivered (the client reads its lists again on "connected", which covers the rest).
 * Yields the viewer's new notifications as they are created, oldest first, and the messages posted
 * to their conversations. Notification events only wake the loop; the rows themselves are read from
 * the database after a cursor, so a burst, a reconnect (`lastEventId`) or an event that arrives
 * while a row is being sent never loses or repeats one. Message events are queued and their
 * messages read by id, in the order they were announced.
 * Refuses to open with 429 when the stream cannot have a slot (too many open); the stream ends when
 * `signal` aborts, throws 401 once the session has ended (logout, suspension, expiry), and 429 when
 * it loses its slot to the account's newer stream.
 */
export async function openNotificationStream(
  deps: Deps,
  viewer: Viewer,
  lastEventId: string | null | undefined,
  signal: AbortSignal | undefined,
): Promise<AsyncGenerator<Notification | LiveMessage>> {
  const slot = deps.streams.take(viewer.userId);
  const stopped = () => !!signal?.aborted || slot.signal.aborted;
  let dirty = true;
  let wake: (() => void) | null = null;
  const poke = () => {
    dirty = true;
    wake?.();
  };
  let posted: MessageEvent[] = [];
  const onMessage = (e: MessageEvent) => {
    posted.push(e);
    poke();
  };
  let unsubscribe = () => {};
  let unsubscribeMessages = () => {};
  // Runs when the loop ends, and also on abort: a stream closed before its first pull never runs
  // the loop's `finally`.
  const close = () => {
    slot.release();
    unsubscribe();
    unsubscribeMessages();
    signal?.removeEventListener('abort', poke);
    signal?.removeEventListener('abort', close);
    slot.signal.removeEventListener('abort', poke);
  };
  signal?.addEventListener('abort', poke);
  signal?.addEventListener('abort', close);
  slot.signal.addEventListener('abort', poke);
  let cursor: Awaited<ReturnType<typeof startCursor>>;
  try {
    // The cursor is read before listening: a notification created in between lies above it, and the
    // first pass (dirty) reads it; listening first would let one land below the cursor, never sent.
    cursor = await startCursor(deps.db, viewer.userId, lastEventId);
  } catch (error) {
    close();
    throw error;
  }
  if (!stopped()) {
    unsubscribe = deps.events.onNotification(viewer.userId, poke);
    unsubscribeMessages = deps.events.onMessage(viewer.userId, onMessage);
  }

  async function* deliver(): AsyncGenerator<Notification | LiveMessage> {
    try {
      while (!stopped()) {
        if (!dirty) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          continue;
        }
        dirty = false;
        const announced = posted;
        posted = [];
        const rows = await deps.db
          .select({ ...notificationColumns, order: notificationOrder })
          .from(notifications)
          .where(and(eq(notifications.userId, viewer.userId), gt(notificationOrder, cursor)))
          .orderBy(asc(notificationOrder))
          .limit(BATCH);
        const messages = await readMessagesByIds(
          deps.db,
          announced.map((e) => e.messageId),
        );
        // Checked after the reads (separate awaits): every row sent existed while the session was
        // still valid, so nothing written after a logout or suspension is delivered.
        if (!(await sessionStillValid(deps.db, viewer)))
          throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
        if (rows.length === BATCH) dirty = true;
        for (const { order, ...notification } of rows) {
          cursor = order;
          yield notification;
        }
        for (const { application_id, ...message } of messages)
          yield { event: 'message', application_id, message };
      }
      if (slot.signal.aborted) throw slot.signal.reason;
    } finally {
      close();
    }
  }
  return deliver();
}
