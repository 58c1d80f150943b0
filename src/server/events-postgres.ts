import pg from 'pg';
import {
  LocalEvents,
  type AppEvents,
  type BusEvent,
  type MessageEvent,
  type MessageListener,
  type NotificationEvent,
  type NotificationListener,
} from './events';
import { decodePayload, encodePayloads } from './events-payload';
import type { Logger } from './logger';

/** NOTIFY channels are per database, so one name serves every installation. */
export const CHANNEL = 'app_notifications';
/** How the events connection shows in pg_stat_activity. */
export const EVENTS_APPLICATION_NAME = 'collab-marketplace events';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;
/** Outgoing events kept while the connection is down; a longer outage drops the oldest (logged). */
const MAX_PENDING = 100_000;

/**
 * PostgreSQL answered and refused the NOTIFY (an error of the server, not of class 08, connection,
 * or 57P, shutdown): sending it again would fail again.
 */
const refused = (err: unknown) => err instanceof pg.DatabaseError && !/^(08|57P)/.test(err.code ?? '');

/**
 * Notification and message events shared by every server process on one PostgreSQL database, through
 * LISTEN/NOTIFY on ONE dedicated connection per process (not from the pool: a pooled connection
 * goes back to the pool, and its LISTEN with it). Events are delivered to this process's listeners
 * at once and sent on that connection; the echo PostgreSQL sends back to the sender is ignored.
 * The connection is re-opened when it drops, with a growing delay; events announced meanwhile are
 * sent once it is back, and every local listener is woken once, since other processes' events
 * were not heard in between. docs/decisions/034-notifications-across-processes.md
 */
export class PostgresEvents implements AppEvents {
  private local = new LocalEvents();
  /** The connection, while LISTEN is in place on it. */
  private client: pg.Client | null = null;
  private attempt: Promise<void> | null = null;
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | undefined;
  private pending: BusEvent[] = [];
  private sending = false;
  private closed = false;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {
    this.attempt = this.connect();
  }

  notificationsCreated(events: NotificationEvent[]) {
    this.publish(events);
  }

  messagesPosted(events: MessageEvent[]) {
    this.publish(events);
  }

  onMessage(userId: string, listener: MessageListener) {
    return this.local.onMessage(userId, listener);
  }

  private publish(events: BusEvent[]) {
    if (this.closed) return;
    this.pending = this.pending.concat(events);
    const over = this.pending.length - MAX_PENDING;
    if (over > 0) {
      this.pending.splice(0, over);
      this.log.warn({ dropped: over }, 'Notification events dropped while PostgreSQL was unreachable');
    }
    void this.flush();
    // After queueing the send: a listener that throws here must not keep other processes uninformed.
    this.local.publish(events);
  }

  onNotification(userId: string, listener: NotificationListener) {
    return this.local.onNotification(userId, listener);
  }

  /** Resolves once LISTEN is in place (at once when it is), or at close. */
  listening(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async close() {
    this.closed = true;
    clearTimeout(this.timer);
    await this.attempt;
    const client = this.client;
    this.client = null;
    await client?.end();
    await this.local.close();
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  private async connect() {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: EVENTS_APPLICATION_NAME,
      // An idle connection is the normal state here: keepalive notices a peer that vanished.
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    let lost = false;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      if (this.closed) return;
      this.log.error({ err }, 'The PostgreSQL connection for notification events is down; reconnecting');
      this.retryLater();
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('The connection ended')));
    try {
      await client.connect();
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const pid = rows[0]!.pid;
      client.on('notification', (msg) => {
        if (msg.processId !== pid) this.receive(msg.payload);
      });
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      onLost(err);
      return;
    }
    // Closed meanwhile: close() awaited this attempt and ends this.client.
    if (lost) return;
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    this.log.info('Listening for notification events from other server processes');
    this.local.wakeAll();
    for (const resolve of this.waiting.splice(0)) resolve();
    void this.flush();
  }

  private retryLater() {
    // Half to all of the delay: processes that lost the server together do not all return at once.
    const delay = this.retryMs * (0.5 + Math.random() / 2);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.timer = setTimeout(() => {
      this.attempt = this.connect();
    }, delay);
    this.timer.unref();
  }

  private receive(payload: string | undefined) {
    try {
      this.local.publish(decodePayload(payload ?? ''));
    } catch (err) {
      this.log.error({ err, payload }, 'A notification event from PostgreSQL could not be delivered');
    }
  }

  /** Sends the pending events in one statement; a broken connection keeps them for the next one. */
  private async flush() {
    const client = this.client;
    if (!client || this.sending || this.pending.length === 0) return;
    this.sending = true;
    const batch = this.pending;
    this.pending = [];
    try {
      await client.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        CHANNEL,
        encodePayloads(batch),
      ]);
    } catch (err) {
      if (refused(err))
        this.log.error({ err, events: batch.length }, 'PostgreSQL refused notification events; dropped');
      // Sent again after reconnecting: if they had gone out, a repeat only wakes a stream twice.
      else this.pending = batch.concat(this.pending);
      return;
    } finally {
      this.sending = false;
    }
    void this.flush();
  }
}
