import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { broadcasts, notifications, suspensions, users } from '@db/schema';
import { createTestApp } from '../kit/app';
import { describeSqlite } from '../kit/engine';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let otherAdmin: Awaited<ReturnType<typeof createAdmin>>;
let creators: Awaited<ReturnType<typeof createCreator>>[];
let brands: Awaited<ReturnType<typeof createBrand>>[];
let creatorAdmin: Awaited<ReturnType<typeof createCreator>>;

const inbox = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const countRows = async () => ({
  notifications: (await t.db.select({ n: sql<number>`count(*)` }).from(notifications))[0]!.n,
  broadcasts: (await t.db.select({ n: sql<number>`count(*)` }).from(broadcasts))[0]!.n,
});

beforeAll(async () => {
  admin = await createAdmin(t, { fullName: 'Ada Admin' });
  otherAdmin = await createAdmin(t);
  creators = [await createCreator(t), await createCreator(t), await createCreator(t)];
  brands = [await createBrand(t), await createBrand(t)];
  // A creator account that was also given the admin role: an admin, so never a recipient.
  creatorAdmin = await createCreator(t);
  await t.db
    .update(users)
    .set({ roles: ['admin'] })
    .where(eq(users.id, creatorAdmin.user.id));
  // A suspended creator still gets announcements, to read when the suspension ends.
  await t.db.insert(suspensions).values({
    userId: creators[2]!.user.id,
    suspensionType: 'temporary',
    reason: 'x',
    expiresAt: '2999-01-01T00:00:00.000Z',
  });
});

describe('POST /api/notifications/broadcast', () => {
  it('notifies every creator and brand for "all", with the defaults', async () => {
    const before = await countRows();
    const announced: (string | null)[] = [];
    const stop = t.deps.events.onNotification(brands[0]!.user.id, (e) => announced.push(e.notificationId));
    const res = await rest(t, 'POST', '/api/notifications/broadcast', {
      token: admin.token,
      body: {
        title: '  Maintenance tonight ',
        message: ' The site is down from 1 to 2 am. ',
        metadata: { sent_by: 'someone-else' },
      },
    });
    stop();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Broadcast sent to 5 users',
      recipientCount: 5,
      targetAudience: 'all',
      notification: {
        title: 'Maintenance tonight',
        message: 'The site is down from 1 to 2 am.',
        priority: 'medium',
      },
    });
    expect(await countRows()).toEqual({
      notifications: before.notifications + 5,
      broadcasts: before.broadcasts + 1,
    });

    for (const u of [...creators, ...brands]) {
      const [n] = (await inbox(u.user.id)).filter((x) => x.title === 'Maintenance tonight');
      expect(n).toMatchObject({
        type: 'broadcast',
        message: 'The site is down from 1 to 2 am.',
        priority: 'medium',
        read: false,
        metadata: { sent_by: admin.user.id, broadcast_type: 'announcement', target_audience: 'all' },
      });
    }
    for (const a of [admin, otherAdmin, creatorAdmin]) expect(await inbox(a.user.id)).toEqual([]);
    expect(announced).toHaveLength(1);
  });

  it.each([
    ['influencers', 3, () => creators],
    ['brands', 2, () => brands],
  ] as const)('reaches only %s', async (audience, count, recipients) => {
    const title = `For ${audience}`;
    const res = await admin.caller.broadcast.send({
      title,
      message: 'Hello',
      target_audience: audience,
      priority: 'high',
      metadata: { broadcast_type: 'promo' },
    });
    expect(res).toMatchObject({
      recipientCount: count,
      targetAudience: audience,
      notification: { priority: 'high' },
    });
    const got = await t.db
      .select({ userId: notifications.userId, metadata: notifications.metadata })
      .from(notifications)
      .where(eq(notifications.title, title));
    expect(got.map((n) => n.userId).sort()).toEqual(
      recipients()
        .map((u) => u.user.id)
        .sort(),
    );
    expect(got[0]!.metadata).toMatchObject({ broadcast_type: 'promo', target_audience: audience });
  });

  it('counts one recipient in the singular', async () => {
    const s = createTestApp();
    const a = await createAdmin(s);
    await createBrand(s);
    expect(
      (await a.caller.broadcast.send({ title: 'T', message: 'M', target_audience: 'brands' })).message,
    ).toBe('Broadcast sent to 1 user');
    expect(
      (await a.caller.broadcast.send({ title: 'T', message: 'M', target_audience: 'influencers' }))
        .recipientCount,
    ).toBe(0);
  });

  it('accepts 100 and 500 characters after trimming, and refuses more', async () => {
    const ok = await rest(t, 'POST', '/api/notifications/broadcast', {
      token: admin.token,
      body: { title: ` ${'T'.repeat(100)} `, message: `${'m'.repeat(500)}   `, target_audience: 'brands' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.notification.title).toHaveLength(100);
    expect(ok.body.notification.message).toHaveLength(500);
  });

  it.each([
    [{ title: 'T'.repeat(101), message: 'm' }, 'Title must be at most 100 characters'],
    [{ title: 't', message: 'm'.repeat(501) }, 'Message must be at most 500 characters'],
    [{ title: '   ', message: 'm' }, 'Please fill in both title and message fields.'],
    [{ title: 't', message: '' }, 'Please fill in both title and message fields.'],
    [{ message: 'm' }, 'Please fill in both title and message fields.'],
    [{ title: 't' }, 'Please fill in both title and message fields.'],
    [
      { title: 't', message: 'm', target_audience: 'admins' },
      'target_audience must be all, influencers or brands',
    ],
    [{ title: 't', message: 'm', priority: 'urgent' }, 'priority must be low, medium or high'],
  ])('refuses %j with 400', async (body, error) => {
    const before = await countRows();
    expect(await rest(t, 'POST', '/api/notifications/broadcast', { token: admin.token, body })).toMatchObject(
      { status: 400, body: { error } },
    );
    expect(await countRows()).toEqual(before);
  });

  // The failure is made by a trigger in SQLite's SQL; the atomicity it checks is the service's.
  describeSqlite('a failure midway', () => {
    it('writes every notification and the history row, or none of them', async () => {
      const before = await countRows();
      const victim = brands[1]!.user.id;
      t.sqlite.run(
        sql.raw(
          `create trigger refuse_one before insert on notifications when new.user_id = '${victim}' begin select raise(abort, 'refused'); end`,
        ),
      );
      const announced: (string | null)[] = [];
      const stop = t.deps.events.onNotification(creators[0]!.user.id, (e) =>
        announced.push(e.notificationId),
      );
      try {
        await expect(
          admin.caller.broadcast.send({ title: 'Half', message: 'Never half' }),
        ).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
      } finally {
        t.sqlite.run(sql`drop trigger refuse_one`);
        stop();
      }
      expect(await countRows()).toEqual(before);
      expect(announced).toEqual([]);
    });
  });
});

describe('GET /api/admin/broadcasts', () => {
  it('lists sent broadcasts newest first, 10 by default', async () => {
    const s = createTestApp();
    const a = await createAdmin(s, { fullName: 'History Admin' });
    await createCreator(s);
    for (let i = 1; i <= 12; i++) {
      await a.caller.broadcast.send({
        title: `B${i}`,
        message: `Message ${i}`,
        target_audience: i % 2 ? 'all' : 'influencers',
        priority: 'low',
      });
      await s.db
        .update(broadcasts)
        .set({ createdAt: `2026-01-${String(i).padStart(2, '0')}T00:00:00.000Z` })
        .where(eq(broadcasts.title, `B${i}`));
    }
    const res = await rest(s, 'GET', '/api/admin/broadcasts', { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.broadcasts.map((b: { title: string }) => b.title)).toEqual([
      'B12',
      'B11',
      'B10',
      'B9',
      'B8',
      'B7',
      'B6',
      'B5',
      'B4',
      'B3',
    ]);
    expect(res.body.broadcasts[0]).toEqual({
      id: expect.any(String),
      type: 'broadcast',
      title: 'B12',
      message: 'Message 12',
      priority: 'low',
      target_audience: 'influencers',
      recipient_count: 1,
      sent_by: a.user.id,
      sent_by_name: 'History Admin',
      created_at: '2026-01-12T00:00:00.000Z',
      metadata: { broadcast_type: 'announcement' },
    });
    const page = await rest(s, 'GET', '/api/admin/broadcasts?limit=3&offset=10', { token: a.token });
    expect(page.body.broadcasts.map((b: { title: string }) => b.title)).toEqual(['B2', 'B1']);
  });
});

describe('who may call', () => {
  it.each([
    ['POST', '/api/notifications/broadcast', { title: 't', message: 'm' }],
    ['GET', '/api/admin/broadcasts', undefined],
  ] as const)('%s %s: 403 for a creator or a brand, 401 signed out', async (method, path, body) => {
    const before = await countRows();
    for (const token of [creators[0]!.token, brands[0]!.token]) {
      expect(await rest(t, method, path, { token, body })).toMatchObject({
        status: 403,
        body: { error: 'Only admins can do this' },
      });
    }
    expect((await rest(t, method, path, { body })).status).toBe(401);
    expect(await countRows()).toEqual(before);
  });
});
