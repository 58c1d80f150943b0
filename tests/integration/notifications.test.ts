import { describe, expect, it } from 'vitest';
import { insertNotifications, notify, type NewNotification } from '@server/services/notifications/notify';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();

let seq = 0;
/** Writes notifications for `userId`, one statement each, so later ones are newer. */
async function give(app: TestApp, userId: string, ...items: Partial<NewNotification>[]) {
  for (const item of items) {
    seq += 1;
    await notify(app.deps, {
      userId,
      type: 'message',
      title: `Title ${seq}`,
      message: `Message ${seq}`,
      ...item,
    });
  }
}

const list = (token: string | undefined, query = '') =>
  rest(t, 'GET', `/api/notifications${query}`, { token });

describe('GET /api/notifications', () => {
  it("lists the caller's own notifications newest first, with every field and the unread count", async () => {
    const me = await createCreator(t);
    const other = await createCreator(t);
    await give(t, me.user.id, { title: 'First' });
    await give(t, other.user.id, { title: 'Not mine' });
    await give(t, me.user.id, {
      type: 'application_status',
      title: 'Application accepted',
      message: 'You are in',
      priority: 'high',
      actionUrl: '/creator-dashboard',
      metadata: { application_id: 'a1' },
    });
    const res = await list(me.token);
    expect(res.status).toBe(200);
    expect(res.body.unread_count).toBe(2);
    expect(res.body.notifications).toEqual([
      {
        id: expect.any(String),
        type: 'application_status',
        title: 'Application accepted',
        message: 'You are in',
        read: false,
        priority: 'high',
        action_url: '/creator-dashboard',
        metadata: { application_id: 'a1' },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      expect.objectContaining({ title: 'First', priority: 'medium', action_url: null, metadata: {} }),
    ]);
  });

  it('keeps the order of notifications written in the same instant (newest first)', async () => {
    const me = await createBrand(t);
    await insertNotifications(
      t.deps.db,
      [1, 2, 3].map((n) => ({
        userId: me.user.id,
        type: 'message' as const,
        title: `Batch ${n}`,
        message: 'm',
      })),
    );
    expect((await list(me.token)).body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Batch 3',
      'Batch 2',
      'Batch 1',
    ]);
  });

  it('filters by read and type; unread_count always counts every unread notification', async () => {
    const me = await createCreator(t);
    await give(
      t,
      me.user.id,
      { type: 'broadcast', title: 'B1' },
      { type: 'broadcast', title: 'B2' },
      { type: 'work_reviewed', title: 'W1' },
    );
    const first = (await list(me.token, '?type=broadcast')).body;
    expect(first.notifications.map((n: { title: string }) => n.title)).toEqual(['B2', 'B1']);
    expect(first.unread_count).toBe(3);
    await rest(t, 'PUT', `/api/notifications/${first.notifications[0].id}/read`, { token: me.token });

    const unread = (await list(me.token, '?read=false')).body;
    expect(unread.notifications.map((n: { title: string }) => n.title)).toEqual(['W1', 'B1']);
    expect(unread.unread_count).toBe(2);
    const read = (await list(me.token, '?read=true')).body;
    expect(read.notifications.map((n: { title: string }) => n.title)).toEqual(['B2']);
    expect(read.unread_count).toBe(2);
    expect(
      (await list(me.token, '?read=false&type=broadcast')).body.notifications.map(
        (n: { title: string }) => n.title,
      ),
    ).toEqual(['B1']);
  });

  it('pages with limit and offset; limit defaults to 20 and is clamped to 100', async () => {
    const me = await createCreator(t);
    await insertNotifications(
      t.deps.db,
      Array.from({ length: 105 }, (_, i) => ({
        userId: me.user.id,
        type: 'message' as const,
        title: `N${i}`,
        message: 'm',
      })),
    );
    expect((await list(me.token)).body.notifications).toHaveLength(20);
    expect((await list(me.token, '?limit=500')).body.notifications).toHaveLength(100);
    const page = (await list(me.token, '?limit=2&offset=3')).body.notifications.map(
      (n: { title: string }) => n.title,
    );
    expect(page).toEqual(['N101', 'N100']);
    expect((await list(me.token, '?offset=200')).body).toEqual({
      notifications: [],
      unread_count: 105,
      next_cursor: null,
    });
  });

  it.each([
    ['?type=nonsense', /^type must be one of broadcast, /],
    ['?read=maybe', /read/],
    ['?limit=0', /limit must be at least 1/],
    ['?offset=-1', /offset must be 0 or more/],
  ])('refuses %s with 400', async (query, error) => {
    const me = await createCreator(t);
    const res = await list(me.token, query);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(error);
  });

  it('answers every role, and 401 without a session', async () => {
    for (const make of [createCreator, createBrand, createAdmin]) {
      const u = await make(t);
      await give(t, u.user.id, {});
      expect((await list(u.token)).body.unread_count).toBe(1);
    }
    expect((await list(undefined)).status).toBe(401);
  });

  it('works through the tRPC caller', async () => {
    const me = await createCreator(t);
    await give(t, me.user.id, { type: 'deadline', title: 'Due soon' });
    const res = await me.caller.notifications.list({ read: false, type: 'deadline' });
    expect(res).toMatchObject({ unread_count: 1, notifications: [{ title: 'Due soon', read: false }] });
    await expect(t.caller().notifications.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('PUT /api/notifications/{id}/read', () => {
  it('marks one own notification read', async () => {
    const me = await createCreator(t);
    await give(t, me.user.id, { title: 'A' }, { title: 'B' });
    const [b] = (await list(me.token)).body.notifications;
    const res = await rest(t, 'PUT', `/api/notifications/${b.id}/read`, { token: me.token });
    expect(res).toMatchObject({ status: 200, body: { notification: { id: b.id, title: 'B', read: true } } });
    const after = (await list(me.token)).body;
    expect(after.unread_count).toBe(1);
    expect(after.notifications.map((n: { read: boolean }) => n.read)).toEqual([true, false]);
    // Marking it again changes nothing and is not an error.
    expect((await rest(t, 'PUT', `/api/notifications/${b.id}/read`, { token: me.token })).status).toBe(200);
  });

  it("answers 404 for another user's notification and leaves it unread; 401 without a session", async () => {
    const owner = await createCreator(t);
    const intruder = await createBrand(t);
    await give(t, owner.user.id, { title: 'Private' });
    const [n] = (await list(owner.token)).body.notifications;
    expect(await rest(t, 'PUT', `/api/notifications/${n.id}/read`, { token: intruder.token })).toMatchObject({
      status: 404,
      body: { error: 'Notification not found' },
    });
    expect(
      (await rest(t, 'PUT', `/api/notifications/no-such-id/read`, { token: intruder.token })).status,
    ).toBe(404);
    expect((await rest(t, 'PUT', `/api/notifications/${n.id}/read`)).status).toBe(401);
    expect((await list(owner.token)).body.unread_count).toBe(1);
    await expect(intruder.caller.notifications.markRead({ id: n.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('PUT /api/notifications/read-all', () => {
  it("marks all of the caller's notifications read and nobody else's", async () => {
    const me = await createCreator(t);
    const other = await createCreator(t);
    await give(t, me.user.id, {}, {}, {});
    await give(t, other.user.id, {});
    const res = await rest(t, 'PUT', '/api/notifications/read-all', { token: me.token });
    expect(res).toMatchObject({ status: 200, body: { updated_count: 3 } });
    expect((await list(me.token)).body.unread_count).toBe(0);
    expect((await list(other.token)).body.unread_count).toBe(1);
    expect((await rest(t, 'PUT', '/api/notifications/read-all', { token: me.token })).body).toEqual({
      updated_count: 0,
    });
    expect((await rest(t, 'PUT', '/api/notifications/read-all')).status).toBe(401);
  });

  it('works through the tRPC caller', async () => {
    const me = await createBrand(t);
    await give(t, me.user.id, {});
    expect(await me.caller.notifications.markAllRead()).toEqual({ updated_count: 1 });
  });
});
