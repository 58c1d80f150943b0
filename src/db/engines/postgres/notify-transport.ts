import pg from 'pg';
import type { EventTransport, TransportHooks } from '../types';

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
 * The events bus's transport between server processes on one PostgreSQL database, through
 * LISTEN/NOTIFY on ONE dedicated connection per process (not from the pool: a pooled connection
 * goes back to the pool, and its LISTEN with it). The echo PostgreSQL sends back to the sender is
 * ignored: the bus delivered its own events already. The connection is re-opened when it drops,
 * with a growing delay; events sent meanwhile go out once it is back, and the bus hears `resumed`,
 * since other processes' events were not heard in between.
 * docs/decisions/034-notifications-across-processes.md
 */
export class PostgresNotifyTransport<T> implements EventTransport<T> {
  /** The connection, while LISTEN is in place on it. */
  private client: pg.Client | null = null;
  private attempt: Promise<void> | null = null;
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | undefined;
  private pending: T[] = [];
  private sending = false;
  private closed = false;
  private waiting: (() => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly hooks: TransportHooks<T>,
  ) {
    this.attempt = this.connect();
  }

  send(events: T[]) {
    if (this.closed) return;
    this.pending = this.pending.concat(events);
    const over = this.pending.length - MAX_PENDING;
    if (over > 0) {
      this.pending.splice(0, over);
      this.hooks.log.warn({ dropped: over }, 'Notification events dropped while PostgreSQL was unreachable');
    }
    void this.flush();
  }

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
      this.hooks.log.error(
        { err },
        'The PostgreSQL connection for notification events is down; reconnecting',
      );
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
    this.hooks.log.info('Listening for notification events from other server processes');
    this.hooks.resumed();
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
      this.hooks.deliver(this.hooks.decode(payload ?? ''));
    } catch (err) {
      this.hooks.log.error({ err, payload }, 'A notification event from PostgreSQL could not be delivered');
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
        this.hooks.encode(batch),
      ]);
    } catch (err) {
      if (refused(err))
        this.hooks.log.error(
          { err, events: batch.length },
          'PostgreSQL refused notification events; dropped',
        );
      // Sent again after reconnecting: if they had gone out, a repeat only wakes a stream twice.
      else this.pending = batch.concat(this.pending);
      return;
    } finally {
      this.sending = false;
    }
    void this.flush();
  }
}
