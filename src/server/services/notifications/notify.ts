import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { jsonArrayHas } from '@db/dialect';
import { notifications, users } from '@db/schema';
import type { NotificationType, Priority } from '@shared/enums';
import type { AppEvents } from '@server/events';
import { prepared } from '../prepared';

export type NewNotification = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  priority?: Priority;
  actionUrl?: string | null;
  metadata?: Record<string, unknown>;
};

/**
 * Writes notifications (inside the caller's transaction when given one) and returns a function
 * that announces them; call it after the transaction commits so nobody is told about a rollback.
 */
export async function insertNotifications(db: Db, items: NewNotification[]) {
  if (items.length === 0) return () => {};
  const rows = items.length === 1 ? [await insertOne(db, items[0]!)] : await insertMany(db, items);
  return (events: AppEvents) =>
    events.notificationsCreated(rows.map((r) => ({ userId: r.userId, notificationId: r.id })));
}

/** The same notification to every admin (a new report, a flagged sender, a funding to confirm), in the caller's transaction. */
export async function notifyAdmins(tx: Db, notice: Omit<NewNotification, 'userId'>) {
  const admins = await tx.select({ id: users.id }).from(users).where(jsonArrayHas(users.roles, 'admin'));
  return insertNotifications(
    tx,
    admins.map((admin) => ({ ...notice, userId: admin.id })),
  );
}

/** A notification's row with the defaults filled in. */
const rowOf = (n: NewNotification) => ({
  userId: n.userId,
  type: n.type,
  title: n.title,
  message: n.message,
  priority: n.priority ?? 'medium',
  actionUrl: n.actionUrl ?? null,
  metadata: n.metadata ?? {},
});

async function insertMany(db: Db, items: NewNotification[]) {
  const rows: { id: string; userId: string }[] = [];
  // SQLite caps bound parameters per statement; 500 rows of 8 columns stays well inside it.
  for (let i = 0; i < items.length; i += 500) {
    const chunk = items.slice(i, i + 500).map(rowOf);
    rows.push(
      ...(await db
        .insert(notifications)
        .values(chunk)
        .returning({ id: notifications.id, userId: notifications.userId })),
    );
  }
  return rows;
}

/** One notification, the common case (an application, a decision): a prepared insert, built once. */
async function insertOne(db: Db, n: NewNotification) {
  const insert = prepared(db, 'notification-insert-one', () =>
    db
      .insert(notifications)
      .values({
        id: sql.placeholder('id'),
        userId: sql.placeholder('userId'),
        type: sql.placeholder('type'),
        title: sql.placeholder('title'),
        message: sql.placeholder('message'),
        priority: sql.placeholder('priority'),
        actionUrl: sql.placeholder('actionUrl'),
        metadata: sql.placeholder('metadata'),
      })
      .returning({ id: notifications.id, userId: notifications.userId })
      .prepare(),
  );
  const [row] = await insert.execute({ id: randomUUID(), ...rowOf(n) });
  return row!;
}

/** Writes and announces at once, for changes that are not inside a larger transaction. */
export async function notify(deps: { db: Db; events: AppEvents }, ...items: NewNotification[]) {
  (await insertNotifications(deps.db, items))(deps.events);
}
