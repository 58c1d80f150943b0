import { and, asc, eq, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '@db/client';
import { emailOutbox } from '@db/schema';
import type { Env } from '@server/env';
import type { Logger } from '@server/logger';
import { notSent, type Mailer } from '@server/mail/mailer';
import { renderEmail } from '@server/mail/template';
import type { Keyring } from '../crypto';
import { unsealContent } from './seal';

/** Emails claimed per round, and sent at once: a broadcast never opens thousands of SMTP connections. */
const BATCH = 20;
const CONCURRENCY = 4;
/** Tries of one email before it is `failed` and waits for an admin's retry. */
export const MAX_ATTEMPTS = 5;
/** How long a worker holds a claimed email; past it, the send was cut off (the process stopped). */
const LEASE_MS = 5 * 60_000;
/** The pause before try n+1: 1, 2, 4, 8 minutes, capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** (attempts - 1));
/** What a worker says of an email it found still `sending` after its lease: it may have gone out. */
export const INTERRUPTED = 'Interrupted while sending (the server stopped): it may or may not have gone out';

type Deps = {
  db: Db;
  mailer: Mailer;
  env: Pick<Env, 'APP_URL'>;
  log: Logger;
  now: () => number;
  keyring: Keyring;
};
type Claimed = typeof emailOutbox.$inferSelect;

/**
 * Sends the outbox's emails (docs/product.md#email-outbox), in every server process: a round claims
 * the pending emails whose time has come by one conditional update from `pending` to `sending` (of
 * two workers, in one process or two, each email goes to one), sends them a few at a time, and marks
 * each `sent`, or `pending` again after a pause that doubles, or `failed` after MAX_ATTEMPTS. An
 * email still `sending` when its lease ends was cut off mid-send; it is never sent again by itself
 * (at most once), but marked `failed` for an admin to look at and retry. Rounds run when woken
 * (a change queued emails) and every `intervalMs`; nothing here can fail a request.
 */
export class OutboxWorker {
  private running: Promise<void> | null = null;
  /** Work under way that will queue emails (`coming`). */
  private comings = new Set<Promise<unknown>>();
  private again = false;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;

  /** Keeps `deps` itself, so a clock or mailer replaced later (tests) is the one used. */
  constructor(private readonly deps: Deps) {}

  /** Looks at the outbox every `intervalMs` too, for retries that fall due and emails of other processes. */
  start(intervalMs: number) {
    this.timer ??= setInterval(() => this.wake(), intervalMs).unref();
    this.wake();
  }

  /** Runs a round soon (coalesced: a round under way runs once more). */
  wake() {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = null;
    });
  }

  /**
   * Counts `work` (which must not reject) as emails on their way to the outbox, such as a reset link
   * made after the request's answer: `idle` waits for it too.
   */
  coming(work: Promise<unknown>) {
    this.comings.add(work);
    void work.finally(() => this.comings.delete(work));
  }

  /**
   * Resolves once the emails asked for so far have been dealt with: the work that queues them done,
   * and the rounds it woke run. Tests wait on it to see that an email was never sent.
   */
  async idle() {
    while (this.running || this.comings.size > 0) await Promise.all([this.running, ...this.comings]);
  }

  /** Stops starting rounds; the sends in flight finish. What is left stays pending for the next start. */
  async close() {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async rounds() {
    // A turn of the event loop first: the request that queued the email answers before any sending.
    await new Promise((resolve) => setImmediate(resolve));
    do {
      this.again = false;
      try {
        while (!this.closed && (await this.round()) > 0);
      } catch (err) {
        this.deps.log.error({ err }, 'The email outbox could not be read');
      }
    } while (this.again && !this.closed);
  }

  /** One round: end lapsed leases, claim a batch, send it. Returns how many were claimed. */
  async round(): Promise<number> {
    const now = this.deps.now();
    const at = new Date(now).toISOString();
    const db = this.deps.db;
    // Read first: a round that finds nothing writes nothing (rounds run after every notification).
    const lapsed = and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lockedUntil, at));
    const [cutOff] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(lapsed).limit(1);
    if (cutOff)
      await db
        .update(emailOutbox)
        .set({ status: 'failed', lastError: INTERRUPTED, lockedUntil: null, updatedAt: at })
        .where(lapsed);
    const due = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, at)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(BATCH);
    if (due.length === 0) return 0;
    const claimed = await db.transaction(async (tx) =>
      tx
        .update(emailOutbox)
        .set({
          status: 'sending',
          lockedUntil: new Date(now + LEASE_MS).toISOString(),
          updatedAt: at,
        })
        .where(
          and(
            inArray(
              emailOutbox.id,
              due.map((d) => d.id),
            ),
            eq(emailOutbox.status, 'pending'),
          ),
        )
        .returning(),
    );
    let next = 0;
    const lane = async () => {
      // Once closing, the sends in flight finish and no more start.
      while (next < claimed.length && !this.closed) await this.send(claimed[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, lane));
    // Claimed but never tried (the server is stopping): back to the queue for the next start.
    const untried = claimed.slice(next).map((e) => e.id);
    if (untried.length > 0)
      await db
        .update(emailOutbox)
        .set({ status: 'pending', lockedUntil: null, updatedAt: at })
        .where(and(inArray(emailOutbox.id, untried), eq(emailOutbox.status, 'sending')));
    return claimed.length;
  }

  private async send(email: Claimed) {
    const { text, html } = renderEmail(
      this.deps.env.APP_URL,
      unsealContent(this.deps.keyring, email.content),
    );
    // A mailer never rejects by contract; one that breaks it is a failed send, not a stuck email.
    const result = await Promise.resolve()
      .then(() =>
        this.deps.mailer.send({
          to: email.recipient,
          subject: email.subject,
          text,
          html,
          messageId: messageIdOf(email.id, this.deps.env.APP_URL),
        }),
      )
      .catch(notSent);
    const now = this.deps.now();
    const attempts = email.attempts + 1;
    const done = result.sent
      ? { status: 'sent' as const, sentAt: new Date(now).toISOString(), lastError: null }
      : attempts >= MAX_ATTEMPTS
        ? { status: 'failed' as const, lastError: result.reason }
        : {
            status: 'pending' as const,
            lastError: result.reason,
            nextAttemptAt: new Date(now + retryDelayMs(attempts)).toISOString(),
          };
    try {
      await this.deps.db
        .update(emailOutbox)
        .set({ ...done, attempts, lockedUntil: null, updatedAt: new Date(now).toISOString() })
        .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, 'sending')));
    } catch (err) {
      this.deps.log.error({ err, emailId: email.id }, 'An email was sent but could not be marked sent');
    }
  }
}

/** The message's own id, the outbox row's: `<id@host>`, so a mail server can tell it apart. */
export const messageIdOf = (id: string, appUrl: string) => `<${id}@${new URL(appUrl).hostname}>`;
