import type { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createInnerContext } from '@server/context';
import { appRouter } from '@server/routers/app-router';
import { insertNotifications, notify, type NewNotification } from '@server/services/notifications/notify';
import { invalidateUserSessions } from '@server/services/auth/sessions';
import { suspensions } from '@db/schema';
import { createCallerFactory } from '@server/trpc';
import { NOTIFICATION_STREAMS_PER_USER } from '@shared/constants';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
const createCaller = createCallerFactory(appRouter);

const message = (userId: string, title: string): NewNotification => ({
  userId,
  type: 'message',
  title,
  message: `${title} body`,
});

/** The stream as a tRPC caller sees it: an async iterator of [id, notification] tracked envelopes. */
async function openStream(token: string, lastEventId?: string, app: TestApp = t) {
  const abort = new AbortController();
  const caller = createCaller(() => createInnerContext(app.deps, { token }), { signal: abort.signal });
  const iterable = await caller.notifications.stream(lastEventId ? { lastEventId } : undefined);
  const iterator = iterable[Symbol.asyncIterator]();
  const next = async () => {
    const r = await iterator.next();
    if (r.done) return null;
    const [id, data] = r.value as unknown as [string, { id: string; title: string; [k: string]: unknown }];
    return { id, data };
  };
  return { next, iterator, abort };
}

/** The in-process emitter streams listen on (PostgreSQL's events pass what arrives to a local one). */
const emitterOf = (app: TestApp) => {
  const events = app.deps.events as unknown as { emitter?: EventEmitter; local?: { emitter: EventEmitter } };
  return (events.local?.emitter ?? events.emitter)!;
};

const listenerCount = (userId: string) => emitterOf(t).listenerCount(`notification:${userId}`);

/** Resolves once a stream of `userId` has stopped listening. Call before closing it. */
function unsubscribed(userId: string) {
  const emitter = emitterOf(t);
  return new Promise<void>((resolve) => {
    const onRemove = (name: string) => {
      if (name !== `notification:${userId}`) return;
      emitter.off('removeListener', onRemove);
      resolve();
    };
    emitter.on('removeListener', onRemove);
  });
}

describe('notifications.stream through the tRPC caller', () => {
  it('listens once opened: what is created before its first pull is delivered', async () => {
    const me = await createCreator(t);
    await notify(t.deps, message(me.user.id, 'Before opening'));
    const stream = await openStream(me.token);
    expect(listenerCount(me.user.id)).toBe(1);
    await notify(t.deps, message(me.user.id, 'After opening'));
    expect((await stream.next())?.data.title).toBe('After opening');
    stream.abort.abort();
  });

  it('yields each new notification of the signed-in user as it is created, tracked by its id', async () => {
    const me = await createCreator(t);
    const stream = await openStream(me.token);
    const first = stream.next();
    await notify(t.deps, {
      ...message(me.user.id, 'Application accepted'),
      priority: 'high',
      actionUrl: '/creator-dashboard',
      metadata: { a: 1 },
    });
    const got = await first;
    expect(got?.id).toBe(got?.data.id);
    expect(got?.data).toEqual({
      id: expect.any(String),
      type: 'message',
      title: 'Application accepted',
      message: 'Application accepted body',
      read: false,
      priority: 'high',
      action_url: '/creator-dashboard',
      metadata: { a: 1 },
      created_at: expect.any(String),
    });
    stream.abort.abort();
  });

  it('does not replay what existed before it opened, and never shows another user', async () => {
    const me = await createBrand(t);
    const other = await createCreator(t);
    await notify(t.deps, message(me.user.id, 'Old news'));
    const stream = await openStream(me.token);
    const first = stream.next();
    await notify(t.deps, message(other.user.id, 'Not for you'));
    await notify(t.deps, message(me.user.id, 'Fresh'));
    expect((await first)?.data.title).toBe('Fresh');
    stream.abort.abort();
  });

  it('delivers a burst in order, each once, including ones created while it was sending', async () => {
    const me = await createAdmin(t);
    const stream = await openStream(me.token);
    const first = stream.next();
    const announce = await insertNotifications(
      t.deps.db,
      ['One', 'Two', 'Three'].map((title) => message(me.user.id, title)),
    );
    announce(t.deps.events);
    const titles = [(await first)?.data.title];
    await notify(t.deps, message(me.user.id, 'Four'));
    for (let i = 0; i < 3; i++) titles.push((await stream.next())?.data.title);
    expect(titles).toEqual(['One', 'Two', 'Three', 'Four']);
    // Asked for before it exists: the stream waits for it.
    const more = stream.next();
    await notify(t.deps, message(me.user.id, 'Five'));
    expect((await more)?.data.title).toBe('Five');
    stream.abort.abort();
  });

  it('resumes after lastEventId: what was created while away comes first', async () => {
    const me = await createCreator(t);
    await notify(t.deps, message(me.user.id, 'Seen'));
    const [seen] = (await rest(t, 'GET', '/api/notifications', { token: me.token })).body.notifications;
    await notify(t.deps, message(me.user.id, 'Missed 1'));
    await notify(t.deps, message(me.user.id, 'Missed 2'));
    const stream = await openStream(me.token, seen.id);
    expect((await stream.next())?.data.title).toBe('Missed 1');
    expect((await stream.next())?.data.title).toBe('Missed 2');
    stream.abort.abort();
  });

  it("ignores a lastEventId that is not the caller's own: it starts from now", async () => {
    const me = await createCreator(t);
    const other = await createCreator(t);
    await notify(t.deps, message(other.user.id, 'Theirs'));
    await notify(t.deps, message(me.user.id, 'Mine, before'));
    const [theirs] = (await rest(t, 'GET', '/api/notifications', { token: other.token })).body.notifications;
    const stream = await openStream(me.token, theirs.id);
    const first = stream.next();
    await notify(t.deps, message(me.user.id, 'Mine, after'));
    expect((await first)?.data.title).toBe('Mine, after');
    stream.abort.abort();
  });

  it('ends and stops listening when aborted', async () => {
    const me = await createCreator(t);
    const stream = await openStream(me.token);
    const pending = stream.next();
    expect(listenerCount(me.user.id)).toBe(1);
    stream.abort.abort();
    expect(await pending).toBeNull();
    expect(listenerCount(me.user.id)).toBe(0);
  });

  it('refuses to open without a session (401) and ends with 401 once the session is gone', async () => {
    await expect(t.caller().notifications.stream()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const me = await createCreator(t);
    const stream = await openStream(me.token);
    // Settled at once: on PostgreSQL the stream may end before notify() returns.
    const pending = settle(stream.next());
    await invalidateUserSessions(t.deps.db, me.user.id);
    await notify(t.deps, message(me.user.id, 'After sign-out'));
    expect(await pending).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    expect(listenerCount(me.user.id)).toBe(0);
  });

  it('ends once the account is suspended', async () => {
    const me = await createCreator(t);
    const admin = await createAdmin(t);
    const stream = await openStream(me.token);
    const pending = settle(stream.next());
    await t.db.insert(suspensions).values({
      userId: me.user.id,
      suspendedBy: admin.user.id,
      suspensionType: 'permanent',
      reason: 'Spam',
    });
    await notify(t.deps, message(me.user.id, 'While suspended'));
    expect(await pending).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });
});

/** A pending read whose failure is kept as a value, so a stream closed early is not an unhandled rejection. */
const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value }),
    (error: { code?: string; message?: string }) => ({ error }),
  );

describe('open streams are capped per account and in total', () => {
  it(`keeps at most ${NOTIFICATION_STREAMS_PER_USER} per account: opening one more closes the oldest (429)`, async () => {
    const me = await createCreator(t);
    const streams = [];
    for (let i = 0; i <= NOTIFICATION_STREAMS_PER_USER; i++) {
      const stream = await openStream(me.token);
      streams.push({ ...stream, first: settle(stream.next()) });
    }
    const [oldest, ...open] = streams;
    expect(await oldest!.first).toEqual({
      error: expect.objectContaining({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringContaining('a newer one was opened'),
      }),
    });
    expect(listenerCount(me.user.id)).toBe(NOTIFICATION_STREAMS_PER_USER);
    await notify(t.deps, message(me.user.id, 'To the open ones'));
    for (const s of open)
      expect(await s.first).toMatchObject({ value: { data: { title: 'To the open ones' } } });
    for (const s of streams) s.abort.abort();
  });

  it('holds the per-account cap when many are opened at once', async () => {
    const me = await createBrand(t);
    const streams = await Promise.all(Array.from({ length: 12 }, () => openStream(me.token)));
    const firsts = streams.map((s) => settle(s.next()));
    await notify(t.deps, message(me.user.id, 'Hello'));
    const results = await Promise.all(firsts);
    // The refused ones have ended; the others are still open, waiting for their next notification.
    expect(listenerCount(me.user.id)).toBe(NOTIFICATION_STREAMS_PER_USER);
    expect(results.filter((r) => 'value' in r && r.value?.data.title === 'Hello')).toHaveLength(
      NOTIFICATION_STREAMS_PER_USER,
    );
    expect(results.filter((r) => 'error' in r && r.error.code === 'TOO_MANY_REQUESTS')).toHaveLength(
      12 - NOTIFICATION_STREAMS_PER_USER,
    );
    for (const s of streams) s.abort.abort();
  });

  it('refuses a new stream (429) once NOTIFICATION_STREAMS_MAX are open, also when asked at once, and frees the slot of a closed one', async () => {
    const small = createTestApp({ NOTIFICATION_STREAMS_MAX: '3' });
    const users = await Promise.all(Array.from({ length: 5 }, () => createCreator(small)));
    const opened = await Promise.all(users.map((u) => settle(openStream(u.token, undefined, small))));
    expect(small.deps.streams.size).toBe(3);
    const streams = opened.flatMap((o) => ('value' in o ? [o.value] : []));
    expect(opened.filter((o) => 'error' in o)).toEqual([
      {
        error: expect.objectContaining({
          code: 'TOO_MANY_REQUESTS',
          message: 'The server has too many notification streams open; please try again later',
        }),
      },
      { error: expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }) },
    ]);
    const refused = users.filter((_, i) => 'error' in opened[i]!);
    const firsts = streams.map((s) => settle(s.next()));

    streams[1]!.abort.abort();
    expect(await firsts[1]).toEqual({ value: null });
    expect(small.deps.streams.size).toBe(2);
    const late = await openStream(refused[0]!.token, undefined, small);
    const lateFirst = late.next();
    await notify(small.deps, message(refused[0]!.user.id, 'Now there is room'));
    expect((await lateFirst)?.data.title).toBe('Now there is room');
    for (const s of [...streams, late]) s.abort.abort();
    await Promise.all(firsts);
    expect(await late.next()).toBeNull();
    expect(small.deps.streams.size).toBe(0);
  });

  it('sends the refusal over HTTP as a TOO_MANY_REQUESTS error event', async () => {
    const small = createTestApp({ NOTIFICATION_STREAMS_MAX: '1' });
    const [a, b] = await Promise.all([createCreator(small), createCreator(small)]);
    const holder = await openStream(a.token, undefined, small);
    const held = settle(holder.next());
    const res = await small.app.request('/api/trpc/notifications.stream?input=%7B%7D', {
      headers: { authorization: `Bearer ${b.token}` },
    });
    const text = await res.text();
    expect(text).toContain('event: serialized-error');
    expect(text).toContain('"code":"TOO_MANY_REQUESTS"');
    expect(text).toContain('"httpStatus":429');
    holder.abort.abort();
    await held;
  });
});

describe('notifications.stream over HTTP (Server-Sent Events at /api/trpc, as httpSubscriptionLink uses it)', () => {
  /** Reads the event stream until `done(text)` holds. */
  async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean) {
    const decoder = new TextDecoder();
    let text = '';
    while (!done(text)) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      text += decoder.decode(value, { stream: true });
    }
    return text;
  }

  const url = (input: unknown = {}) =>
    `/api/trpc/notifications.stream?input=${encodeURIComponent(JSON.stringify(input))}`;

  it('pushes a new notification as an SSE message whose id is the notification id (bearer or cookie)', async () => {
    for (const auth of ['bearer', 'cookie'] as const) {
      const me = await createCreator(t);
      const abort = new AbortController();
      const headers: Record<string, string> =
        auth === 'bearer' ? { authorization: `Bearer ${me.token}` } : { cookie: `session=${me.token}` };
      const res = await t.app.request(url(), { headers, signal: abort.signal });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      const reader = res.body!.getReader();
      await readUntil(reader, (text) => text.includes('event: connected'));
      await notify(t.deps, message(me.user.id, `Over HTTP by ${auth}`));
      const [n] = (await rest(t, 'GET', '/api/notifications', { token: me.token })).body.notifications;
      const text = await readUntil(reader, (s) => s.includes(`Over HTTP by ${auth}`) && s.endsWith('\n\n'));
      expect(text).toContain(`id: ${n.id}\n`);
      const data = JSON.parse(
        text
          .split('\n')
          .find((line) => line.startsWith('data: {"id"'))!
          .slice(6),
      );
      expect(data).toMatchObject({ id: n.id, title: `Over HTTP by ${auth}`, read: false });
      expect(listenerCount(me.user.id)).toBe(1);
      // The client going away (the Node server aborts the request's signal) ends the subscription on the server too.
      const gone = unsubscribed(me.user.id);
      await reader.cancel();
      abort.abort();
      await gone;
      expect(listenerCount(me.user.id)).toBe(0);
    }
  });

  it('resumes from the Last-Event-ID an EventSource sends on reconnect', async () => {
    const me = await createCreator(t);
    await notify(t.deps, message(me.user.id, 'Seen'));
    const [seen] = (await rest(t, 'GET', '/api/notifications', { token: me.token })).body.notifications;
    await notify(t.deps, message(me.user.id, 'Missed while offline'));
    const abort = new AbortController();
    const res = await t.app.request(url(), {
      headers: { authorization: `Bearer ${me.token}`, 'last-event-id': seen.id },
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    const text = await readUntil(reader, (s) => s.includes('Missed while offline'));
    expect(text).not.toContain('"title":"Seen"');
    abort.abort();
    await reader.cancel();
  });

  it('sends an UNAUTHORIZED error event and closes without a session', async () => {
    const res = await t.app.request(url());
    const text = await res.text();
    expect(text).toContain('event: serialized-error');
    expect(text).toContain('"code":"UNAUTHORIZED"');
  });
});
