import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { jsonArrayHas } from '@db/dialect';
import { notifications, users } from '@db/schema';
import type { NotificationType, Priority } from '@shared/enums';
import type { AppEvents } from '@server/events';
import { prepared } from '../prepared';
import { queueNotificationEmails } from './email';

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
 * A notification before it is addressed: what each domain's `notices.ts` builds from the facts, so
 * the service and the demo seed write the same words (decision 072).
 */
export type Notice = Omit<NewNotification, 'userId'>;

/**
 * Writes notifications, and the emails of those their users want by email
 * (docs/product.md#email-outbox), inside the caller's transaction when given one, and returns a
 * function that announces them; call it after the transaction commits so nobody is told about a
 * rollback. `now` is when they happen (a message's time: its email counts from then).
 */
export async function insertNotifications(db: Db, items: NewNotification[], now = Date.now()) {
  if (items.length === 0) return () => {};
  const rows = items.map(rowOf);
  if (rows.length === 1) await insertOne(db, rows[0]!);
  else await insertMany(db, rows);
  await queueNotificationEmails(db, rows, now);
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

/** A notification's row with its id and the defaults filled in. */
const rowOf = (n: NewNotification) => ({
  id: randomUUID(),
  userId: n.userId,
  type: n.type,
  title: n.title,
  message: n.message,
  priority: n.priority ?? 'medium',
  actionUrl: n.actionUrl ?? null,
  metadata: n.metadata ?? {},
});

type Row = ReturnType<typeof rowOf>;

async function insertMany(db: Db, rows: Row[]) {
  // SQLite caps bound parameters per statement; 500 rows of 8 columns stays well inside it.
  for (let i = 0; i < rows.length; i += 500) await db.insert(notifications).values(rows.slice(i, i + 500));
}

/** One notification, the common case (an application, a decision): a prepared insert, built once. */
async function insertOne(db: Db, row: Row) {
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
      .prepare(),
  );
  await insert.execute(row);
}

/** Writes and announces at once, for changes that are not inside a larger transaction. */
export async function notify(
  deps: { db: Db; events: AppEvents; now?: () => number },
  ...items: NewNotification[]
) {
  const now = deps.now?.() ?? Date.now();
  (await deps.db.transaction((tx) => insertNotifications(tx, items, now)))(deps.events);
}
