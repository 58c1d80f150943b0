import type Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { ENGINE } from '@db/engine';
import { openPostgres } from '@db/engines/postgres/connection';
import { sessions, users } from '@db/schema';
import { postgresTables } from '@db/engines/postgres/tables';
import { createTestApp, type TestApp } from '../kit/app';
import { describeSqlite } from '../kit/engine';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { apply, postCampaign } from '../kit/marketplace';
import { rest } from '../kit/rest';

const { campaigns } = postgresTables;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * Counts the runs of statements whose SQL matches `pattern` from now on (statements prepared from
 * now on: call it before the first request that prepares them, on a fresh app).
 */
function countRuns(t: TestApp, pattern: RegExp) {
  const client = t.sqlite.$client;
  const prepare = client.prepare.bind(client);
  let runs = 0;
  client.prepare = ((source: string) => {
    const stmt = prepare(source) as Database.Statement;
    if (pattern.test(source) && !(stmt as { counted?: true }).counted) {
      for (const method of ['get', 'all', 'run'] as const) {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called below on the statement it came from
        const original = stmt[method];
        (stmt as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
          runs++;
          return original.apply(stmt, args);
        };
      }
      (stmt as { counted?: true }).counted = true;
    }
    return stmt;
  }) as typeof client.prepare;
  return () => runs;
}

/** countRuns on PostgreSQL: the runs of statements whose SQL matches `pattern` sent through the app's pool. */
function countPgRuns(t: TestApp, pattern: RegExp) {
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  let runs = 0;
  pool.query = ((...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (text !== undefined && pattern.test(text)) runs++;
    return query(...args);
  }) as typeof pool.query;
  return () => runs;
}

const totalChanges = (t: TestApp) =>
  t.sqlite.$client.prepare('select total_changes()').pluck().get() as number;
const lastActive = async (t: TestApp, id: string) =>
  (await t.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, id)))[0]?.at;

/** Browse's count as a creator or brand sees it: active, and visible to them (docs/product.md#private-campaigns-and-invitations). */
const ACTIVE_COUNT =
  /^select count\(\*\) from "campaigns" where \("campaigns"."status" = \? and \("campaigns"."visibility" = /;

describe('values kept until the data they read changes', () => {
  let t: TestApp;
  beforeEach(() => {
    t = createTestApp();
  });
  afterEach(() => vi.useRealTimers());

  const listTotal = async (token: string, query = '') => {
    const res = await rest(t, 'GET', `/api/campaigns${query}`, { token });
    expect(res.status).toBe(200);
    return res.body.total as number;
  };

  it('a search finds a brand renamed since (a write the search index takes through a trigger)', async () => {
    const brand = await createBrand(t, { fullName: 'Old Name', profile: { companyName: null } });
    await postCampaign(t, brand);
    const creator = await createCreator(t);
    expect(await listTotal(creator.token, '?search=Zephyrine')).toBe(0);
    await t.db.update(users).set({ fullName: 'Zephyrine Teas' }).where(eq(users.id, brand.user.id));
    expect(await listTotal(creator.token, '?search=Zephyrine')).toBe(1);
  });

  it('a kept session row still ends at logout, and a profile edit is seen by the next request', async () => {
    const me = await createCreator(t, { fullName: 'Asha Rao' });
    const profile = async () => rest(t, 'GET', '/api/auth/profile', { token: me.token });
    expect((await profile()).status).toBe(200);
    await t.db.update(users).set({ fullName: 'Asha R.' }).where(eq(users.id, me.user.id));
    expect(JSON.stringify((await profile()).body)).toContain('Asha R.');
    expect((await rest(t, 'POST', '/api/auth/logout', { token: me.token })).status).toBe(200);
    expect((await profile()).status).toBe(401);
  });

  // On PostgreSQL a kept value's version is its tables' (a write to any column counts), moved by
  // every process's writes (docs/decisions/048-kept-values-on-postgres.md).
  describe.skipIf(ENGINE !== 'postgres')('what is computed again (PostgreSQL)', () => {
    it('the campaign count is kept between requests, and computed again after another process changes a campaign', async () => {
      const brand = await createBrand(t);
      const campaign = await postCampaign(t, brand);
      const creator = await createCreator(t);
      const counts = countPgRuns(
        t,
        /^select count\(\*\) from "campaigns" where \("campaigns"."status" = \$1 and \("campaigns"."visibility" = /,
      );
      expect(await listTotal(creator.token)).toBe(1);
      expect(await listTotal(creator.token)).toBe(1);
      expect(counts()).toBe(1);

      const other = openPostgres(t.env.DATABASE_URL);
      try {
        await other.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, campaign.id));
      } finally {
        await other.$client.end();
      }
      expect(await listTotal(creator.token)).toBe(0);
      expect(counts()).toBe(2);
    });
  });

  // Counted through the SQLite connection's statements, and by column: the kept values follow
  // SQLite's write tracking.
  describeSqlite('what is computed again', () => {
    it('a signed-in request that records last activity does not recompute the campaign count', async () => {
      const brand = await createBrand(t);
      await postCampaign(t, brand);
      const creator = await createCreator(t);
      const counts = countRuns(t, ACTIVE_COUNT);
      expect(await listTotal(creator.token)).toBe(1);
      expect(counts()).toBe(1);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2 * MINUTE);
      const before = await lastActive(t, creator.user.id);
      expect(await listTotal(creator.token)).toBe(1);
      expect(await lastActive(t, creator.user.id)).not.toBe(before);
      expect(counts()).toBe(1);
    });

    it('extending a session does not recompute the campaign count', async () => {
      const brand = await createBrand(t);
      await postCampaign(t, brand);
      const creator = await createCreator(t);
      const counts = countRuns(t, ACTIVE_COUNT);
      expect(await listTotal(creator.token)).toBe(1);

      const expiry = async () =>
        (
          await t.db
            .select({ at: sessions.expiresAt })
            .from(sessions)
            .where(eq(sessions.userId, creator.user.id))
        )[0]?.at;
      const before = await expiry();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 16 * DAY);
      expect(await listTotal(creator.token)).toBe(1);
      expect(await expiry()).not.toBe(before);
      expect(counts()).toBe(1);
    });

    it('marking a notification read does not recompute the campaign count; a new campaign does', async () => {
      const brand = await createBrand(t);
      const first = await postCampaign(t, brand);
      const creator = await createCreator(t);
      await apply(t, creator, first.id);
      const counts = countRuns(t, ACTIVE_COUNT);
      expect(await listTotal(creator.token)).toBe(1);

      const list = await rest(t, 'GET', '/api/notifications', { token: brand.token });
      const id = list.body.notifications[0].id as string;
      expect((await rest(t, 'PUT', `/api/notifications/${id}/read`, { token: brand.token })).status).toBe(
        200,
      );
      expect(await listTotal(creator.token)).toBe(1);
      expect(counts()).toBe(1);

      await postCampaign(t, brand, { title: 'Winter Launch' });
      expect(await listTotal(creator.token)).toBe(2);
      expect(counts()).toBe(2);
    });

    it('an application leaves the plain count kept but recomputes a count filtered by applications', async () => {
      const brand = await createBrand(t);
      const campaign = await postCampaign(t, brand);
      await postCampaign(t, brand, { title: 'Winter Launch' });
      const creator = await createCreator(t);
      const counts = countRuns(t, ACTIVE_COUNT);
      expect(await listTotal(creator.token)).toBe(2);
      expect(
        (await rest(t, 'GET', '/api/campaigns/my?min_applications=1', { token: brand.token })).body.total,
      ).toBe(0);

      await apply(t, creator, campaign.id);
      expect(await listTotal(creator.token)).toBe(2);
      expect(counts()).toBe(1);
      expect(
        (await rest(t, 'GET', '/api/campaigns/my?min_applications=1', { token: brand.token })).body.total,
      ).toBe(1);
    });

    it("a user's first activity in a period counts among the active users at once; the other figures stay kept", async () => {
      const admin = await createAdmin(t);
      const creator = await createCreator(t);
      await t.db
        .update(users)
        .set({ lastActiveAt: '2020-01-01T00:00:00.000Z' })
        .where(eq(users.id, creator.user.id));
      const aggregates = countRuns(t, /campaign_tag_days/);
      const active = async () => {
        const res = await rest(t, 'GET', '/api/admin/analytics?period=7d', { token: admin.token });
        expect(res.status).toBe(200);
        return res.body.analytics.overview.activeUsers as number;
      };
      const before = await active();
      const computed = aggregates();
      expect((await rest(t, 'GET', '/api/auth/profile', { token: creator.token })).status).toBe(200);
      expect(await active()).toBe(before + 1);
      expect(aggregates()).toBe(computed);
    });

    it('a kept session row writes last activity once a minute, not on every request, even when they arrive together', async () => {
      const me = await createCreator(t);
      expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2 * MINUTE);
      const before = totalChanges(t);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => rest(t, 'GET', '/api/auth/profile', { token: me.token })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(totalChanges(t) - before).toBe(1);
      expect((await rest(t, 'GET', '/api/auth/profile', { token: me.token })).status).toBe(200);
      expect(totalChanges(t) - before).toBe(1);
    });
  });
});
