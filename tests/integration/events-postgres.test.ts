import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, expect, it, onTestFinished } from 'vitest';
import { EVENTS_APPLICATION_NAME, PostgresNotifyTransport } from '@db/engines/postgres/notify-transport';
import { postgresEngine } from '@db/engines/postgres';
import { createEvents, SharedEvents } from '@server/create-events';
import type { NotificationEvent } from '@server/events';
import type { Logger } from '@server/logger';
import { capturedLog } from '../kit/log';
import { databaseUrl, describePostgres, usePostgresDatabase } from '../kit/postgres';

/*
 * Two buses on one database stand for two server processes: a notification written through one
 * must wake the stream held by the other (docs/decisions/034-notifications-across-processes.md).
 */

/** A server process's bus over PostgreSQL's transport alone, without a pool. */
const busOn = (url: string, log: Logger) =>
  new SharedEvents((hooks) => new PostgresNotifyTransport(url, hooks), log);

/** Reconnecting takes a growing delay, and the machine may be busy: a ceiling, not a speed test. */
const patient = { timeout: 10_000 };

describePostgres('notification events across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  const db = usePostgresDatabase();
  let url = '';
  const open: SharedEvents[] = [];

  beforeAll(async () => {
    const { rows } = await db().$client.query<{ name: string }>('select current_database() as name');
    url = databaseUrl(rows[0]!.name);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
  });

  /** The backend pids of the events connections open on this database. */
  async function eventsPids() {
    const { rows } = await db().$client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
      [EVENTS_APPLICATION_NAME],
    );
    return rows.map((r) => r.pid);
  }

  /** A bus that is listening, with its log and the pid of its connection. */
  async function listeningBus() {
    const before = await eventsPids();
    const { log, lines } = capturedLog();
    const bus = busOn(url, log);
    open.push(bus);
    await bus.listening();
    const pid = (await eventsPids()).find((p) => !before.includes(p))!;
    return { bus, lines, pid };
  }

  /** What one listener of `userId` receives: notification ids, null for a wake. */
  function received(bus: SharedEvents, userId: string) {
    const ids: (string | null)[] = [];
    const stop = bus.onNotification(userId, (e) => ids.push(e.notificationId));
    return { ids, stop };
  }

  const kill = (pid: number) => db().$client.query('select pg_terminate_backend($1)', [pid]);
  const event = (userId: string): NotificationEvent => ({ userId, notificationId: randomUUID() });

  it('a notification announced in one process reaches that user in another, and only that user', async () => {
    const a = await listeningBus();
    const b = await listeningBus();
    const [priya, arjun] = [randomUUID(), randomUUID()];
    const onB = received(b.bus, priya);
    const otherOnB = received(b.bus, arjun);
    const onA = received(a.bus, priya);

    const first = event(priya);
    a.bus.notificationsCreated([first]);
    await expect.poll(() => onB.ids, patient).toEqual([first.notificationId]);

    // B's answer reaches A after A's own echo would have: A heard its own notification once.
    const second = event(priya);
    b.bus.notificationsCreated([second]);
    await expect.poll(() => onA.ids, patient).toEqual([first.notificationId, second.notificationId]);
    expect(onB.ids).toEqual([first.notificationId, second.notificationId]);
    expect(otherOnB.ids).toEqual([]);
  });

  it("a conversation message posted in one process reaches that user's message listeners in another, beside notifications", async () => {
    const a = await listeningBus();
    const b = await listeningBus();
    const [priya, arjun] = [randomUUID(), randomUUID()];
    const messages: unknown[] = [];
    b.bus.onMessage(priya, (e) => messages.push(e));
    b.bus.onMessage(arjun, (e) => messages.push(`arjun heard ${e.messageId}`));
    const notificationsOnB = received(b.bus, priya);

    const posted = { userId: priya, applicationId: randomUUID(), messageId: randomUUID() };
    const note = event(priya);
    a.bus.messagesPosted([posted]);
    a.bus.notificationsCreated([note]);

    await expect.poll(() => notificationsOnB.ids, patient).toEqual([note.notificationId]);
    expect(messages).toEqual([posted]);
  });

  it('an unsubscribed listener hears nothing more', async () => {
    const a = await listeningBus();
    const b = await listeningBus();
    const userId = randomUUID();
    const stopped = received(b.bus, userId);
    const kept = received(b.bus, userId);
    stopped.stop();

    const e = event(userId);
    a.bus.notificationsCreated([e]);
    await expect.poll(() => kept.ids, patient).toEqual([e.notificationId]);
    expect(stopped.ids).toEqual([]);
  });

  it('a batch of 2,000 notifications, far over one NOTIFY payload, arrives whole and in order', async () => {
    const a = await listeningBus();
    const b = await listeningBus();
    const users = Array.from({ length: 40 }, () => randomUUID());
    const heard = users.map((userId) => received(b.bus, userId));
    const batch = Array.from({ length: 2_000 }, (_, i) => event(users[i % users.length]!));

    a.bus.notificationsCreated(batch);

    await expect.poll(() => heard.reduce((n, h) => n + h.ids.length, 0), patient).toBe(2_000);
    users.forEach((userId, i) =>
      expect(heard[i]!.ids).toEqual(batch.filter((e) => e.userId === userId).map((e) => e.notificationId)),
    );
    expect(a.lines.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('after its connection is killed, a process reconnects, wakes its listeners and hears again', async () => {
    const a = await listeningBus();
    const b = await listeningBus();
    const userId = randomUUID();
    const onB = received(b.bus, userId);

    await kill(b.pid);
    // The wake: what other processes sent while B was not listening must be read again.
    await expect.poll(() => onB.ids, patient).toEqual([null]);
    expect(b.lines.some((l) => l.level === 'error' && /down; reconnecting/.test(String(l.msg)))).toBe(true);

    const afterB = event(userId);
    a.bus.notificationsCreated([afterB]);
    await expect.poll(() => onB.ids, patient).toEqual([null, afterB.notificationId]);

    // Announced while A's own connection is down: sent once A is back.
    await kill(a.pid);
    const whileADown = event(userId);
    a.bus.notificationsCreated([whileADown]);
    await expect
      .poll(() => onB.ids, patient)
      .toEqual([null, afterB.notificationId, whileADown.notificationId]);
    expect(await eventsPids()).not.toContain(a.pid);
  });

  it('close() leaves no connection open, also when called while connecting', async () => {
    const a = await listeningBus();
    const b = await listeningBus();
    expect(await eventsPids()).toHaveLength(2);
    const connecting = busOn(url, capturedLog().log);

    await Promise.all([a.bus.close(), b.bus.close(), connecting.close()]);

    await expect.poll(eventsPids, patient).toEqual([]);
  });

  it('a database it cannot reach is logged and retried, not thrown', async () => {
    const { log, lines } = capturedLog();
    const bus = busOn(databaseUrl('no_such_database'), log);
    open.push(bus);

    await expect
      .poll(() => lines.filter((l) => /down; reconnecting/.test(String(l.msg))).length, patient)
      .toBeGreaterThanOrEqual(2);
    bus.notificationsCreated([event(randomUUID())]);
  });

  it('createEvents over an opened PostgreSQL database carries events between processes', async () => {
    const a = await listeningBus();
    // The engine module itself: this file runs in the SQLite project too, whose tables are SQLite's.
    const opened = postgresEngine.open(url, {});
    onTestFinished(() => opened.close());
    const bus = createEvents(opened, capturedLog().log);
    open.push(bus);
    await bus.listening();
    const userId = randomUUID();
    const onBus = received(bus, userId);

    const e = event(userId);
    a.bus.notificationsCreated([e]);
    await expect.poll(() => onBus.ids, patient).toEqual([e.notificationId]);
  });
});
