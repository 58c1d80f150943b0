import { and, eq, exists, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@db/client';
import { userLanguage } from '@db/rows/people';
import { conversationMembers, notificationPreferences, suspensions, users } from '@db/schema';
import { writtenIn } from '@shared/email-content';
import type { EmailPreferenceKind, NotificationType } from '@shared/enums';
import hindi from '@shared/i18n/hindi';
import type { UiLanguage } from '@shared/i18n/languages';
import { translateMessage } from '@shared/i18n/messages';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_KIND_OF,
  EMAIL_PREFERENCE_LABELS,
  EMAIL_PREFERENCE_LABELS_HI,
} from '@shared/schemas/notification-preferences';
import type { AppEvents } from '@server/events';
import { HOUR } from '@server/rate-limit';
import { blockingSuspension } from '../auth/sessions';
import { queueEmails, type OutboxEmail } from '../outbox/queue';
import { OutboxWorker } from '../outbox/worker';
import { emailPreferenceColumns } from './preferences';

/** Messages are emailed at most once per conversation per hour (docs/product.md#notification-emails). */
export const MESSAGE_EMAIL_INTERVAL_MS = HOUR;
/** Recipients read per query: SQLite caps bound parameters per statement. */
const CHUNK = 500;
/** Where an email leads when its notification has no link: the reader's dashboard (or sign-in). */
const DASHBOARD_PATH = '/activity-center';

/** A notification just written, as its email is made from it. */
export type WrittenNotification = {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
};

/** The recipients of `userIds` with their address, whether a suspension blocks them, and their switches. */
async function recipients(tx: Db, userIds: string[], now: string) {
  const rows = [];
  for (let i = 0; i < userIds.length; i += CHUNK)
    rows.push(
      ...(await tx
        .select({
          id: users.id,
          email: users.email,
          // A blocked account cannot open what the email links to; its bell keeps the notification.
          suspended: exists(
            tx
              .select({ one: suspensions.id })
              .from(suspensions)
              .where(and(eq(suspensions.userId, users.id), blockingSuspension(now))),
          ),
          preferences: emailPreferenceColumns,
          language: userLanguage,
        })
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(inArray(users.id, userIds.slice(i, i + CHUNK)))),
    );
  return new Map(rows.map((r) => [r.id, { ...r, suspended: Boolean(r.suspended) }]));
}

/**
 * A conversation's `message` notification is emailed only when its member row says no email went
 * out in the last hour, and that row is stamped in the same conditional UPDATE: of two messages at
 * once, or two processes, exactly one gets the row. Other notifications are always emailed.
 */
async function claimMessageEmail(tx: Db, n: WrittenNotification, now: number) {
  const applicationId = n.metadata.application_id;
  if (n.type !== 'message' || typeof applicationId !== 'string') return true;
  const claimed = await tx
    .update(conversationMembers)
    .set({ emailedAt: new Date(now).toISOString() })
    .where(
      and(
        eq(conversationMembers.applicationId, applicationId),
        eq(conversationMembers.userId, n.userId),
        or(
          isNull(conversationMembers.emailedAt),
          lt(conversationMembers.emailedAt, new Date(now - MESSAGE_EMAIL_INTERVAL_MS).toISOString()),
        ),
      ),
    )
    .returning({ userId: conversationMembers.userId });
  return claimed.length > 0;
}

/**
 * A notification's title or message in `language` (notices-hi.ts). A broadcast is what an admin
 * wrote, and stays as written.
 */
export const noticeText = (n: Pick<WrittenNotification, 'type'>, text: string, language: UiLanguage) =>
  language === 'hi' && n.type !== 'broadcast' ? translateMessage(text, hindi) : text;

/** The email's own words around the notification, in each language. */
const WORDS = {
  en: {
    open: 'Open it',
    note: (kind: EmailPreferenceKind) =>
      `You get these emails because "${EMAIL_PREFERENCE_LABELS[kind].label}" is on under Email notifications on your profile, where you can turn it off.`,
  },
  hi: {
    open: 'खोलें',
    note: (kind: EmailPreferenceKind) =>
      `आपको ये ईमेल इसलिए मिल रहे हैं क्योंकि आपकी प्रोफ़ाइल पर ईमेल नोटिफ़िकेशन में "${EMAIL_PREFERENCE_LABELS_HI[kind].label}" चालू है; आप इसे वहीं बंद कर सकते हैं।`,
  },
} satisfies Record<UiLanguage, { open: string; note: (kind: EmailPreferenceKind) => string }>;

/**
 * The email of notification `n` to the address `to`, in the recipient's `language`: its title and
 * message, with a button to its link, and which switch sends it. The demo seed writes the same, and
 * the bench's apply floor builds it.
 */
export function notificationEmail(
  n: WrittenNotification,
  to: string,
  language: UiLanguage = 'en',
): OutboxEmail {
  const kind = EMAIL_KIND_OF[n.type];
  if (!kind) throw new Error(`A ${n.type} notification is never emailed`);
  const words = WORDS[language];
  const title = noticeText(n, n.title, language);
  return {
    to,
    subject: title,
    category: 'notification',
    userId: n.userId,
    notificationId: n.id,
    content: writtenIn(language, {
      heading: title,
      paragraphs: [noticeText(n, n.message, language)],
      action: { label: words.open, url: n.actionUrl ?? DASHBOARD_PATH },
      note: words.note(kind),
    }),
  };
}

/**
 * Queues the email of each notification just written in `tx` whose kind its user wants
 * (EMAIL_KIND_OF, the user's switches; never to an account a suspension blocks), in the user's
 * language, in the same transaction, so the email exists exactly when the notification does (docs/product.md#email-outbox).
 */
export async function queueNotificationEmails(tx: Db, written: WrittenNotification[], now = Date.now()) {
  const emailed = written.filter((n) => EMAIL_KIND_OF[n.type] !== null);
  if (emailed.length === 0) return;
  const people = await recipients(
    tx,
    [...new Set(emailed.map((n) => n.userId))],
    new Date(now).toISOString(),
  );
  const emails: OutboxEmail[] = [];
  for (const n of emailed) {
    const kind = EMAIL_KIND_OF[n.type]!;
    const to = people.get(n.userId);
    if (!to || to.suspended || !(to.preferences ?? DEFAULT_EMAIL_PREFERENCES)[kind]) continue;
    if (!(await claimMessageEmail(tx, n, now))) continue;
    emails.push(notificationEmail(n, to.email, to.language));
  }
  await queueEmails(tx, emails, now);
}

type OutboxDeps = ConstructorParameters<typeof OutboxWorker>[0];

/**
 * Gives `deps` its outbox worker (`emails`) and wakes it whenever notifications are announced, from
 * any service (their emails were queued with them); closing the bus stops the worker first. `deps`
 * is changed in place and returned: the worker keeps reading it.
 */
export function withEmailOutbox<D extends OutboxDeps & { events: AppEvents }>(deps: D) {
  const emails = new OutboxWorker(deps);
  const announce = deps.events.notificationsCreated.bind(deps.events);
  const close = deps.events.close.bind(deps.events);
  deps.events.notificationsCreated = (created) => {
    emails.wake();
    announce(created);
  };
  deps.events.close = async () => {
    await emails.close();
    await close();
  };
  return Object.assign(deps, { emails });
}
