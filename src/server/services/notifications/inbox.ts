import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notifications } from '../../../db/schema';
import type { ListNotificationsInput, Notification } from '../../../shared/schemas/notification';
import { notFound } from '../../errors';
import { page } from '../pagination';

/** Insertion order: notifications written together share a created_at, rowid still orders them. */
export const notificationRowid = sql<number>`${notifications}.rowid`;

export const notificationColumns = {
  id: notifications.id,
  type: notifications.type,
  title: notifications.title,
  message: notifications.message,
  read: notifications.read,
  priority: notifications.priority,
  action_url: notifications.actionUrl,
  metadata: notifications.metadata,
  created_at: notifications.createdAt,
};

/** The caller's own notifications, newest first, and how many of all of them are unread (the bell's badge). */
export function listNotifications(db: Db, userId: string, input: ListNotificationsInput) {
  const { limit, offset } = page(input);
  const list: Notification[] = db
    .select(notificationColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        input.read === undefined ? undefined : eq(notifications.read, input.read),
        input.type === undefined ? undefined : eq(notifications.type, input.type),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notificationRowid))
    .limit(limit)
    .offset(offset)
    .all();
  const unread = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .get();
  return { notifications: list, unread_count: unread?.n ?? 0 };
}

/** Marks one of the caller's notifications read; someone else's is "not found". */
export function markNotificationRead(db: Db, userId: string, id: string): Notification {
  const row = db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(notificationColumns)
    .get();
  if (!row) throw notFound('Notification');
  return row;
}

export function markAllNotificationsRead(db: Db, userId: string) {
  const result = db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .run();
  return { updated_count: result.changes };
}
