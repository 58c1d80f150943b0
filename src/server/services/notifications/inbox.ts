import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { insertionOrder } from '@db/dialect';
import { notifications } from '@db/schema';
import type { ListNotificationsInput, Notification } from '@shared/schemas/notification';
import { notFound } from '@server/errors';
import { page } from '../pagination';
import { prepared } from '../prepared';

/** Insertion order: notifications written together share a created_at, it still orders them. */
export const notificationOrder = insertionOrder(notifications);

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

/**
 * Keyset paging on the list's own order (created_at, then insertion): the rows strictly older than
 * the cursor's row, so rows added at the top between two pages neither repeat nor hide one.
 */
const olderThanCursor = sql`(${notifications.createdAt}, ${notificationOrder}) < (${sql.placeholder('cursorAt')}, ${sql.placeholder('cursorOrder')})`;

/** The page query for one combination of filters; values are bound per call. */
const pageQuery = (db: Db, input: ListNotificationsInput) =>
  prepared(
    db,
    `notifications-page:${input.read === undefined ? '' : 'read'}:${input.type === undefined ? '' : 'type'}:${input.cursor ? 'cursor' : ''}`,
    () =>
      db
        .select(notificationColumns)
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, sql.placeholder('userId')),
            input.read === undefined ? undefined : eq(notifications.read, sql.placeholder('read')),
            input.type === undefined ? undefined : eq(notifications.type, sql.placeholder('type')),
            input.cursor ? olderThanCursor : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notificationOrder))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(),
  );

const unreadQuery = (db: Db) =>
  prepared(db, 'notifications-unread', () =>
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), eq(notifications.read, false)))
      .prepare(),
  );

const cursorQuery = (db: Db) =>
  prepared(db, 'notifications-cursor', () =>
    db
      .select({ at: notifications.createdAt, order: notificationOrder })
      .from(notifications)
      .where(
        and(eq(notifications.id, sql.placeholder('id')), eq(notifications.userId, sql.placeholder('userId'))),
      )
      .prepare(),
  );

/** Where the page after `cursor` starts; a cursor that names none of the caller's notifications is "not found". */
async function cursorPosition(db: Db, userId: string, cursor: string | null | undefined) {
  if (!cursor) return { cursorAt: undefined, cursorOrder: undefined };
  const [row] = await cursorQuery(db).execute({ id: cursor, userId });
  if (!row) throw notFound('Notification');
  return { cursorAt: row.at, cursorOrder: row.order };
}

/**
 * A page of the caller's own notifications, newest first, how many of all of them are unread (the
 * bell's badge), and the cursor of the next, older page (null when this one reaches the oldest).
 */
export async function listNotifications(db: Db, userId: string, input: ListNotificationsInput) {
  const { limit, offset } = page(input);
  // Stored as 0/1: a placeholder's value is bound as given, without the column's boolean mapping.
  const read = input.read === undefined ? undefined : Number(input.read);
  const position = await cursorPosition(db, userId, input.cursor);
  // One row past the page says whether an older page exists, without a count.
  const rows: Notification[] = await pageQuery(db, input).execute({
    userId,
    read,
    type: input.type,
    limit: limit + 1,
    offset,
    ...position,
  });
  const list = rows.slice(0, limit);
  const [unread] = await unreadQuery(db).execute({ userId });
  return {
    notifications: list,
    unread_count: unread?.n ?? 0,
    next_cursor: rows.length > limit ? list[list.length - 1]!.id : null,
  };
}

/** Marks one of the caller's notifications read; someone else's is "not found". */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(notificationColumns);
  if (!row) throw notFound('Notification');
  return row;
}

export async function markAllNotificationsRead(db: Db, userId: string) {
  const marked = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return { updated_count: marked.length };
}
