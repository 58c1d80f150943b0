import { describe, expect, it } from 'vitest';
import { insertNotifications, notify } from '@server/services/notifications/notify';
import { createTestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();

type Page = {
  notifications: { id: string; title: string }[];
  unread_count: number;
  next_cursor: string | null;
};

/** `count` notifications written in one instant (N1 oldest), as a broadcast writes them. */
async function giveMany(userId: string, count: number, prefix = 'N') {
  await insertNotifications(
    t.deps.db,
    Array.from({ length: count }, (_, i) => ({
      userId,
      type: 'message' as const,
      title: `${prefix}${i + 1}`,
      message: 'm',
    })),
  );
}

const titles = (page: Page) => page.notifications.map((n) => n.title);
const restPage = async (token: string, query: string) => {
  const res = await rest(t, 'GET', `/api/notifications${query}`, { token });
  expect(res.status).toBe(200);
  return res.body as Page;
};

describe('notifications: the cursor of older pages', () => {
  it('through REST: pages neither overlap nor skip when a new notification arrives between them', async () => {
    const me = await createCreator(t);
    await giveMany(me.user.id, 5);
    const first = await restPage(me.token, '?limit=2');
    expect(titles(first)).toEqual(['N5', 'N4']);
    expect(first.next_cursor).toBe(first.notifications[1]!.id);

    await notify(t.deps, { userId: me.user.id, type: 'message', title: 'Arrived', message: 'm' });
    const second = await restPage(me.token, `?limit=2&cursor=${first.next_cursor}`);
    expect(titles(second)).toEqual(['N3', 'N2']);
    expect(second.unread_count).toBe(6);
    const last = await restPage(me.token, `?limit=2&cursor=${second.next_cursor}`);
    expect(last).toMatchObject({ next_cursor: null });
    expect(titles(last)).toEqual(['N1']);
    // The newcomer is at the top of a fresh first page.
    expect(titles(await restPage(me.token, '?limit=2'))).toEqual(['Arrived', 'N5']);
  });

  it('through tRPC: the same walk, and the unread filter keeps its place after one is marked read', async () => {
    const me = await createBrand(t);
    await giveMany(me.user.id, 4);
    const first = await me.caller.notifications.list({ read: false, limit: 2 });
    expect(titles(first)).toEqual(['N4', 'N3']);
    // Reading the page's last one (the cursor) moves nothing: the next page still starts below it.
    await me.caller.notifications.markRead({ id: first.next_cursor! });
    await notify(t.deps, { userId: me.user.id, type: 'message', title: 'Arrived', message: 'm' });
    const second = await me.caller.notifications.list({ read: false, limit: 2, cursor: first.next_cursor });
    expect(titles(second)).toEqual(['N2', 'N1']);
    expect(second).toMatchObject({ next_cursor: null, unread_count: 4 });
  });

  it('walks 60 notifications in pages of 50 down to the first; a page is at most 100', async () => {
    const me = await createCreator(t);
    await giveMany(me.user.id, 60);
    const first = await restPage(me.token, '?limit=50');
    expect(first.notifications).toHaveLength(50);
    const second = await restPage(me.token, `?limit=50&cursor=${first.next_cursor}`);
    expect(titles(second)).toEqual(Array.from({ length: 10 }, (_, i) => `N${10 - i}`));
    expect(second.next_cursor).toBeNull();

    await giveMany(me.user.id, 150, 'M');
    const big = await restPage(me.token, '?limit=1000');
    expect(big.notifications).toHaveLength(100);
    expect(titles(await restPage(me.token, `?limit=1000&cursor=${big.next_cursor}`))).toHaveLength(100);
  });

  it("refuses a cursor that names none of the caller's notifications with 404", async () => {
    const me = await createCreator(t);
    const other = await createCreator(t);
    await giveMany(other.user.id, 2);
    const [theirs] = (await restPage(other.token, '')).notifications;
    const res = await rest(t, 'GET', `/api/notifications?cursor=${theirs!.id}`, { token: me.token });
    expect(res).toMatchObject({ status: 404, body: { error: 'Notification not found' } });
    await expect(me.caller.notifications.list({ cursor: 'no-such-id' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
