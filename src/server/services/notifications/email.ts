import { and, eq, exists, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '@db/client';
import { conversationMembers, notificationPreferences, notifications, suspensions, users } from '@db/schema';
import type { EmailPreferenceKind, NotificationType } from '@shared/enums';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_KIND_OF,
  EMAIL_PREFERENCE_LABELS,
} from '@shared/schemas/notification-preferences';
import type { Env } from '@server/env';
import type { AppEvents, NotificationEvent } from '@server/events';
import type { Logger } from '@server/logger';
import { renderEmail } from '@server/mail/template';
import type { Mailer } from '@server/mail/mailer';
import { HOUR } from '@server/rate-limit';
import { blockingSuspension } from '../auth/sessions';
import { emailPreferenceColumns } from './preferences';

/** Messages are emailed at most once per conversation per hour (docs/product.md#notification-emails). */
export const MESSAGE_EMAIL_INTERVAL_MS = HOUR;
/** Notifications read per query. */
const BATCH = 100;
/** Emails in flight at once: a broadcast to thousands never opens thousands of SMTP connections. */
const CONCURRENCY = 4;
/**
 * Notifications waiting for their email (about 200 bytes each); past it the oldest are dropped and
 * logged, so a huge broadcast cannot exhaust the memory.
 */
const MAX_QUEUED = 100_000;
const STOPPING_DROPPED = 'Notification emails not sent: the server is stopping';
/** Where an email leads when its notification has no link: the reader's dashboard (or sign-in). */
const DASHBOARD_PATH = '/activity-center';

type EmailerDeps = { db: Db; mailer: Mailer; env: Pick<Env, 'APP_URL'>; log: Logger; now: () => number };

/** A notification with what deciding and writing its email needs. */
type Candidate = {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  metadata: Record<string, unknown>;
  email: string;
  suspended: boolean;
  preferences: Record<EmailPreferenceKind, boolean> | null;
};

/**
 * Emails each committed notification whose kind its user wants (EMAIL_KIND_OF, the user's
 * preferences), in the background: `enqueue` returns at once, a worker reads the notifications in
 * batches and sends a few emails at a time. Nothing here can fail the request that wrote them: every
 * error is logged. Emails waiting when the process stops are lost (docs/decisions/039).
 */
export class NotificationEmailer {
  private queue: NotificationEvent[] = [];
  private worker: Promise<void> | null = null;
  private closed = false;

  /** Keeps `deps` itself, so a clock or mailer replaced later (tests) is the one used. */
  constructor(private readonly deps: EmailerDeps) {}

  enqueue(events: NotificationEvent[]) {
    if (this.closed || events.length === 0) return;
    this.queue = this.queue.concat(events);
    const over = this.queue.length - MAX_QUEUED;
    if (over > 0) {
      this.queue.splice(0, over);
      this.deps.log.error({ dropped: over }, 'Notification emails dropped: too many waiting');
    }
    this.worker ??= this.work().finally(() => {
      this.worker = null;
    });
  }

  /** Resolves once every notification announced so far has been emailed or passed over. */
  async idle() {
    while (this.worker) await this.worker;
  }

  /** Stops taking notifications and waits for the emails in flight; the rest are dropped (logged). */
  async close() {
    this.closed = true;
    const dropped = this.queue.length;
    this.queue = [];
    if (dropped > 0) this.deps.log.warn({ dropped }, STOPPING_DROPPED);
    await this.worker;
  }

  private async work() {
    // A turn of the event loop first: the announcing request answers before any email work starts.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.queue.length > 0 && !this.closed) {
      const batch = this.queue.splice(0, BATCH);
      try {
        await this.sendBatch([...new Set(batch.map((e) => e.notificationId))]);
      } catch (err) {
        this.deps.log.error({ err, notifications: batch.length }, 'Notification emails failed');
      }
    }
  }

  private async sendBatch(ids: string[]) {
    const candidates = await this.read(ids);
    const wanted = candidates.filter((c) => {
      const kind = EMAIL_KIND_OF[c.type];
      return kind !== null && !c.suspended && (c.preferences ?? DEFAULT_EMAIL_PREFERENCES)[kind];
    });
    let next = 0;
    const lane = async () => {
      // Once closed, the emails in flight finish and no more start: shutdown waits for few.
      while (next < wanted.length && !this.closed) {
        const c = wanted[next++]!;
        try {
          if (await this.claim(c)) await this.deps.mailer.send(this.compose(c));
        } catch (err) {
          this.deps.log.error({ err, notificationId: c.id }, 'A notification email failed');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, wanted.length) }, lane));
    const dropped = wanted.length - next;
    if (dropped > 0) this.deps.log.warn({ dropped }, STOPPING_DROPPED);
  }

  private async read(ids: string[]): Promise<Candidate[]> {
    const now = new Date(this.deps.now()).toISOString();
    const rows = await this.deps.db
      .select({
        id: notifications.id,
        userId: notifications.userId,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        actionUrl: notifications.actionUrl,
        metadata: notifications.metadata,
        email: users.email,
        // A blocked account cannot open what the email links to; its bell keeps the notification.
        suspended: exists(
          this.deps.db
            .select({ one: suspensions.id })
            .from(suspensions)
            .where(and(eq(suspensions.userId, users.id), blockingSuspension(now))),
        ),
        preferences: emailPreferenceColumns,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
      .where(inArray(notifications.id, ids));
    return rows.map((r) => ({ ...r, type: r.type as NotificationType, suspended: Boolean(r.suspended) }));
  }

  /**
   * A conversation's `message` notification is emailed only when its member row says no email went
   * out in the last hour, and that row is stamped in the same conditional UPDATE: of two sends at
   * once, or two processes, exactly one gets the row. Other notifications are always sent.
   */
  private async claim(c: Candidate) {
    const applicationId = c.metadata.application_id;
    if (c.type !== 'message' || typeof applicationId !== 'string') return true;
    const now = this.deps.now();
    const claimed = await this.deps.db
      .update(conversationMembers)
      .set({ emailedAt: new Date(now).toISOString() })
      .where(
        and(
          eq(conversationMembers.applicationId, applicationId),
          eq(conversationMembers.userId, c.userId),
          or(
            isNull(conversationMembers.emailedAt),
            lt(conversationMembers.emailedAt, new Date(now - MESSAGE_EMAIL_INTERVAL_MS).toISOString()),
          ),
        ),
      )
      .returning({ userId: conversationMembers.userId });
    return claimed.length > 0;
  }

  private compose(c: Candidate) {
    const kind = EMAIL_KIND_OF[c.type]!;
    const { text, html } = renderEmail(this.deps.env.APP_URL, {
      heading: c.title,
      paragraphs: [c.message],
      action: { label: 'Open it', url: c.actionUrl ?? DASHBOARD_PATH },
      note: `You get these emails because "${EMAIL_PREFERENCE_LABELS[kind].label}" is on under Email notifications on your profile, where you can turn it off.`,
    });
    return { to: c.email, subject: c.title, text, html };
  }
}

/**
 * Every announcement of committed notifications on `events`, from any service, is also queued for
 * email: its `notificationsCreated` (and `close`, to stop the emailer first) are wrapped in place,
 * the rest of the bus is untouched. Only announcements made in this process pass there (events
 * heard from other processes over PostgreSQL go to the listeners by another way), so the process
 * that wrote a notification is the one that emails it.
 */
function emailAnnounced(events: AppEvents, emailer: NotificationEmailer): AppEvents {
  const announce = events.notificationsCreated.bind(events);
  const close = events.close.bind(events);
  events.notificationsCreated = (created) => {
    // Queued first: a stream listener that throws must not cost anyone an email.
    emailer.enqueue(created);
    announce(created);
  };
  events.close = async () => {
    await emailer.close();
    await close();
  };
  return events;
}

/**
 * Gives `deps` its notification emailer and routes its events through it. `deps` is changed in place
 * and returned: the emailer keeps reading it.
 */
export function withNotificationEmails<D extends EmailerDeps & { events: AppEvents }>(deps: D) {
  const notificationEmails = new NotificationEmailer(deps);
  return Object.assign(deps, { notificationEmails, events: emailAnnounced(deps.events, notificationEmails) });
}
