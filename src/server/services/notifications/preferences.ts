import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { notificationPreferences } from '@db/schema';
import {
  DEFAULT_EMAIL_PREFERENCES,
  type EmailPreferences,
  type NotificationPreferences,
} from '@shared/schemas/notification-preferences';

/** The six switches, selected by name so nothing else of the row leaves. */
export const emailPreferenceColumns = {
  applications: notificationPreferences.applications,
  work: notificationPreferences.work,
  payments: notificationPreferences.payments,
  messages: notificationPreferences.messages,
  disputes: notificationPreferences.disputes,
  broadcasts: notificationPreferences.broadcasts,
  offers: notificationPreferences.offers,
};

export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select(emailPreferenceColumns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return { email: row ?? DEFAULT_EMAIL_PREFERENCES };
}

/**
 * Saves the kinds given and keeps the rest: one upsert, so the first save (no row yet: the rest are
 * the defaults) and concurrent saves of different switches all keep every choice.
 */
export async function updateNotificationPreferences(
  db: Db,
  userId: string,
  changes: Partial<EmailPreferences>,
): Promise<NotificationPreferences> {
  const now = new Date().toISOString();
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...DEFAULT_EMAIL_PREFERENCES, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...changes, updatedAt: now } })
    .returning(emailPreferenceColumns);
  return { email: row! };
}
