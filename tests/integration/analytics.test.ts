import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports, transactions, users } from '@db/schema';
import { platformAnalytics } from '@server/services/analytics/analytics';
import { analyticsWindow } from '@server/services/analytics/window';
import { createTestApp } from '../kit/app';
import { describeSqlite } from '../kit/engine';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { daysAgo, insertApplication, insertCampaign } from '../kit/money-rows';
import { rest } from '../kit/rest';

/** The India calendar day, or month ('YYYY-MM-01'), of a timestamp: how userGrowth buckets. */
const indiaDay = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const indiaMonth = (iso: string) => `${indiaDay(iso).slice(0, 7)}-01`;

const t = createTestApp();
const NOW = Date.now();
const ago = (days: number) => daysAgo(days, NOW);
let admin: Awaited<ReturnType<typeof createAdmin>>;
const ids: Record<string, string> = {};
/** When each account was created, for the expected userGrowth. */
const createdAt: string[] = [];

/**
 * A small platform whose rows sit 2, 20, 60, 200 and 500 days back: inside 7d/30d/90d/1y, from 30d,
 * from 90d, only in 1y, and in no period.
 */
beforeAll(async () => {
  admin = await createAdmin(t);
  const setUser = async (id: string, created: string, lastActive: string | null) => {
    await t.db.update(users).set({ createdAt: created, lastActiveAt: lastActive }).where(eq(users.id, id));
    createdAt.push(created);
  };
  const adminCreated = new Date(NOW).toISOString();
  await setUser(admin.user.id, adminCreated, adminCreated);

  const creators = [
    ['c1', 2, 2, 5_000, 4.5],
    ['c2', 20, 20, 90_000, 2],
    ['c3', 60, null, 1_000, null],
    ['c4', 200, 200, 300, null],
    ['c5', 500, 500, 100_000, 7.25],
    ['c6', 500, 60, 50, 1],
  ] as const;
  for (const [name, created, active, followers, engagement] of creators) {
    const c = await createCreator(t, {
      fullName: `Creator ${name}`,
      profile: { followerCount: followers, engagementRate: engagement },
    });
    ids[name] = c.user.id;
    await setUser(c.user.id, ago(created), active === null ? null : ago(active));
  }
  for (const [name, created, active] of [
    ['b1', 2, 2],
    ['b2', 200, 500],
  ] as const) {
    const b = await createBrand(t, { fullName: `Brand ${name}` });
    ids[name] = b.user.id;
    await setUser(b.user.id, ago(created), ago(active));
  }

  const campaign = (brand: string, days: number, values: Parameters<typeof insertCampaign>[2]) =>
    insertCampaign(t, ids[brand]!, { createdAt: ago(days), ...values });
  const k1 = await campaign('b1', 2, { status: 'active', budget: 10_000, tags: ['fashion', 'summer'] });
  const k2 = await campaign('b1', 20, { status: 'completed', budget: 20_000, tags: ['fashion'] });
  await campaign('b1', 20, { status: 'draft', budget: null, collabType: 'barter', tags: ['food'] });
  const k4 = await campaign('b2', 60, { status: 'paused', budget: 5_000, tags: ['fashion', 'tech'] });
  const k5 = await campaign('b2', 200, { status: 'active', budget: 0, collabType: 'barter', tags: ['tech'] });
  await campaign('b1', 2, { status: 'deleted', budget: 99_999, tags: ['fashion'] });
  const k7 = await campaign('b2', 500, { status: 'completed', budget: 7_000, tags: ['old'] });

  const apply = (
    k: { id: string; userId: string },
    creator: string,
    days: number,
    status: 'pending' | 'accepted' | 'completed' | 'rejected',
  ) => insertApplication(t, k, ids[creator]!, { appliedAt: ago(days), status });
  const a = {
    c1k1: await apply(k1, 'c1', 2, 'pending'),
    c3k1: await apply(k1, 'c3', 2, 'pending'),
    c1k2: await apply(k2, 'c1', 20, 'completed'),
    c2k2: await apply(k2, 'c2', 20, 'completed'),
    c2k4: await apply(k4, 'c2', 60, 'accepted'),
    c3k4: await apply(k4, 'c3', 60, 'rejected'),
    c4k5: await apply(k5, 'c4', 200, 'accepted'),
    c5k7: await apply(k7, 'c5', 500, 'completed'),
  };

  const pay = (
    app: { id: string; campaignId: string; brandId: string; creatorId: string },
    days: number,
    deal: number,
    status: 'pending' | 'completed' | 'failed' | 'cancelled',
  ) =>
    t.db.insert(transactions).values({
      campaignId: app.campaignId,
      applicationId: app.id,
      brandId: app.brandId,
      creatorId: app.creatorId,
      dealAmount: deal,
      commissionAmount: Math.round(deal * 0.15),
      creatorEarnings: deal - Math.round(deal * 0.15),
      paymentStatus: status,
      paymentReference: `REF-${app.id}`,
      transactionDate: ago(days),
    });
  await pay(a.c1k1, 2, 1_000, 'pending');
  await pay(a.c1k2, 20, 10_000, 'completed');
  await pay(a.c2k2, 20, 10_000, 'failed');
  await pay(a.c2k4, 60, 2_500, 'completed');
  await pay(a.c4k5, 200, 4_000, 'cancelled');
  await pay(a.c5k7, 500, 7_000, 'completed');

  const report = (
    days: number,
    reportType: 'spam' | 'fake' | 'harassment' | 'inappropriate',
    status: 'pending' | 'resolved' | 'dismissed',
  ) =>
    t.db.insert(reports).values({
      reporterId: ids.c1!,
      reportedUserId: ids.b1!,
      reportType,
      reason: 'x',
      status,
      createdAt: ago(days),
    });
  await report(2, 'spam', 'pending');
  await report(20, 'fake', 'resolved');
  await report(20, 'spam', 'dismissed');
  await report(60, 'harassment', 'pending');
  await report(200, 'inappropriate', 'resolved');
  await report(500, 'spam', 'pending');
});

const influencer = (name: string, followers: number, applications: number, engagementRate: number) => ({
  id: ids[name],
  name: `Creator ${name}`,
  followers,
  applications,
  engagementRate,
});

const expected = {
  '7d': {
    days: 7,
    overview: {
      totalUsers: 3,
      totalCampaigns: 1,
      activeCampaigns: 1,
      totalReports: 1,
      pendingReports: 1,
      totalApplications: 2,
      completedApplications: 0,
    },
    userTypes: { influencer: 1, brand: 1, admin: 1 },
    activeUsers: 3,
    top: () => [
      influencer('c1', 5_000, 1, 4.5),
      influencer('c3', 1_000, 1, 0),
      influencer('c5', 100_000, 0, 7.25),
      influencer('c2', 90_000, 0, 2),
      influencer('c4', 300, 0, 0),
    ],
    campaignStats: {
      total: 1,
      active: 1,
      completed: 0,
      draft: 0,
      totalBudget: 10_000,
      averageBudget: 10_000,
    },
    popularTags: [
      { tag: 'fashion', count: 1 },
      { tag: 'summer', count: 1 },
    ],
    reportStats: {
      total: 1,
      pending: 1,
      resolved: 0,
      dismissed: 0,
      byType: { spam: 1, inappropriate: 0, fake: 0, harassment: 0 },
    },
    transactionStats: {
      total: 1,
      totalAmount: 1_000,
      averageAmount: 1_000,
      byStatus: { pending: 1, completed: 0, failed: 0, cancelled: 0 },
    },
  },
  '30d': {
    days: 30,
    overview: {
      totalUsers: 4,
      totalCampaigns: 3,
      activeCampaigns: 1,
      totalReports: 3,
      pendingReports: 1,
      totalApplications: 4,
      completedApplications: 2,
    },
    userTypes: { influencer: 2, brand: 1, admin: 1 },
    activeUsers: 4,
    top: () => [
      influencer('c1', 5_000, 2, 4.5),
      influencer('c2', 90_000, 1, 2),
      influencer('c3', 1_000, 1, 0),
      influencer('c5', 100_000, 0, 7.25),
      influencer('c4', 300, 0, 0),
    ],
    campaignStats: {
      total: 3,
      active: 1,
      completed: 1,
      draft: 1,
      totalBudget: 30_000,
      averageBudget: 15_000,
    },
    popularTags: [
      { tag: 'fashion', count: 2 },
      { tag: 'food', count: 1 },
      { tag: 'summer', count: 1 },
    ],
    reportStats: {
      total: 3,
      pending: 1,
      resolved: 1,
      dismissed: 1,
      byType: { spam: 2, inappropriate: 0, fake: 1, harassment: 0 },
    },
    transactionStats: {
      total: 3,
      totalAmount: 11_000,
      averageAmount: 5_500,
      byStatus: { pending: 1, completed: 1, failed: 1, cancelled: 0 },
    },
  },
  '90d': {
    days: 90,
    overview: {
      totalUsers: 5,
      totalCampaigns: 4,
      activeCampaigns: 1,
      totalReports: 4,
      pendingReports: 2,
      totalApplications: 6,
      completedApplications: 2,
    },
    userTypes: { influencer: 3, brand: 1, admin: 1 },
    activeUsers: 5,
    top: () => [
      influencer('c2', 90_000, 2, 2),
      influencer('c1', 5_000, 2, 4.5),
      influencer('c3', 1_000, 2, 0),
      influencer('c5', 100_000, 0, 7.25),
      influencer('c4', 300, 0, 0),
    ],
    campaignStats: {
      total: 4,
      active: 1,
      completed: 1,
      draft: 1,
      totalBudget: 35_000,
      averageBudget: 11_667,
    },
    popularTags: [
      { tag: 'fashion', count: 3 },
      { tag: 'food', count: 1 },
      { tag: 'summer', count: 1 },
      { tag: 'tech', count: 1 },
    ],
    reportStats: {
      total: 4,
      pending: 2,
      resolved: 1,
      dismissed: 1,
      byType: { spam: 2, inappropriate: 0, fake: 1, harassment: 1 },
    },
    transactionStats: {
      total: 4,
      totalAmount: 13_500,
      averageAmount: 4_500,
      byStatus: { pending: 1, completed: 2, failed: 1, cancelled: 0 },
    },
  },
  '1y': {
    days: 365,
    overview: {
      totalUsers: 7,
      totalCampaigns: 5,
      activeCampaigns: 2,
      totalReports: 5,
      pendingReports: 2,
      totalApplications: 7,
      completedApplications: 2,
    },
    userTypes: { influencer: 4, brand: 2, admin: 1 },
    activeUsers: 6,
    top: () => [
      influencer('c2', 90_000, 2, 2),
      influencer('c1', 5_000, 2, 4.5),
      influencer('c3', 1_000, 2, 0),
      influencer('c4', 300, 1, 0),
      influencer('c5', 100_000, 0, 7.25),
    ],
    campaignStats: {
      total: 5,
      active: 2,
      completed: 1,
      draft: 1,
      totalBudget: 35_000,
      averageBudget: 11_667,
    },
    popularTags: [
      { tag: 'fashion', count: 3 },
      { tag: 'tech', count: 2 },
      { tag: 'food', count: 1 },
      { tag: 'summer', count: 1 },
    ],
    reportStats: {
      total: 5,
      pending: 2,
      resolved: 2,
      dismissed: 1,
      byType: { spam: 2, inappropriate: 1, fake: 1, harassment: 1 },
    },
    transactionStats: {
      total: 5,
      totalAmount: 13_500,
      averageAmount: 4_500,
      byStatus: { pending: 1, completed: 2, failed: 1, cancelled: 1 },
    },
  },
} as const;

describe('GET /api/admin/analytics', () => {
  it.each(['7d', '30d', '90d', '1y'] as const)(
    'gives every figure of the known data set for %s',
    async (period) => {
      const e = expected[period];
      const res = await rest(
        t,
        'GET',
        `/api/admin/analytics?period=${period}&type=overview&_t=${Date.now()}`,
        { token: admin.token },
      );
      expect(res.status).toBe(200);
      const { analytics } = res.body;

      expect(analytics.period).toBe(period);
      expect(analytics.overview).toEqual({ ...e.overview, activeUsers: e.activeUsers });
      expect(analytics.userTypes).toEqual(e.userTypes);
      expect(analytics.topInfluencers).toEqual(e.top());
      expect(analytics.campaignStats).toEqual(e.campaignStats);
      expect(analytics.popularTags).toEqual(e.popularTags);
      expect(analytics.reportStats).toEqual(e.reportStats);
      expect(analytics.transactionStats).toEqual(e.transactionStats);

      // userGrowth: every bucket of the period, oldest first, counting the accounts created in it.
      const monthly = period === '1y';
      const bucketOf = monthly ? indiaMonth : indiaDay;
      const inWindow = createdAt.filter((c) => c >= analytics.periodStart);
      const counts = new Map<string, number>();
      for (const c of inWindow) counts.set(bucketOf(c), (counts.get(bucketOf(c)) ?? 0) + 1);
      expect(analytics.userGrowth).toHaveLength(monthly ? 12 : e.days);
      expect(analytics.userGrowth.at(-1).date).toBe(bucketOf(new Date(NOW).toISOString()));
      for (const point of analytics.userGrowth) expect(point.count).toBe(counts.get(point.date) ?? 0);
      expect(analytics.userGrowth.reduce((s: number, p: { count: number }) => s + p.count, 0)).toBe(
        inWindow.length,
      );
      expect(inWindow).toHaveLength({ '7d': 3, '30d': 4, '90d': 5, '1y': 7 }[period]);
    },
  );

  it("gives the overview the sub-tabs' figures for the same period, and they follow the period", async () => {
    const figures = async (period: '7d' | '1y') => {
      const { analytics: a } = await admin.caller.analytics.platform({ period });
      const sum = (counts: number[]) => counts.reduce((s, n) => s + n, 0);
      expect(a.overview).toMatchObject({
        totalUsers: sum(Object.values(a.userTypes)),
        totalCampaigns: a.campaignStats.total,
        activeCampaigns: a.campaignStats.active,
        totalReports: a.reportStats.total,
        pendingReports: a.reportStats.pending,
      });
      expect(a.overview.totalUsers).toBe(sum(a.userGrowth.map((g) => g.count)));
      return a.overview;
    };
    const week = await figures('7d');
    const year = await figures('1y');
    expect(year.totalCampaigns).toBeGreaterThan(week.totalCampaigns);
    expect(year.totalReports).toBeGreaterThan(week.totalReports);
    expect(year.totalUsers).toBeGreaterThan(week.totalUsers);
    expect(year.totalApplications).toBeGreaterThan(week.totalApplications);
  });

  it('defaults to 30d, through tRPC too', async () => {
    const { analytics } = await admin.caller.analytics.platform({});
    expect(analytics.period).toBe('30d');
    expect(analytics.campaignStats).toEqual(expected['30d'].campaignStats);
  });

  it('refuses an unknown period with 400', async () => {
    expect(await rest(t, 'GET', '/api/admin/analytics?period=2w', { token: admin.token })).toMatchObject({
      status: 400,
      body: { error: 'period must be one of 7d, 30d, 90d, 1y' },
    });
  });

  it('is for admins only', async () => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    expect((await rest(t, 'GET', '/api/admin/analytics', { token: creator.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/admin/analytics', { token: brand.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/admin/analytics')).status).toBe(401);
  });
});

describe('the period window', () => {
  // 20:00 UTC on 10 March is 01:30 on 11 March in India.
  const now = new Date('2026-03-10T20:00:00.000Z');

  it('covers whole India days ending today', () => {
    const w = analyticsWindow('7d', now);
    expect(w.since).toBe('2026-03-04T18:30:00.000Z');
    expect(w.labels).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(analyticsWindow('30d', now).labels).toHaveLength(30);
    expect(analyticsWindow('90d', now).labels[0]).toBe('2025-12-12');
  });

  it('covers the 12 calendar months ending this one for 1y', () => {
    const w = analyticsWindow('1y', now);
    expect(w.since).toBe('2025-03-31T18:30:00.000Z');
    expect(w.labels[0]).toBe('2025-04-01');
    expect(w.labels.at(-1)).toBe('2026-03-01');
    expect(w.labels).toHaveLength(12);
  });

  it('puts a sign-up in the India day it happened', async () => {
    const s = createTestApp();
    const late = await createCreator(s);
    const early = await createCreator(s);
    const outside = await createCreator(s);
    await s.db.update(users).set({ createdAt: '2026-03-10T18:29:59.999Z' }).where(eq(users.id, late.user.id));
    await s.db
      .update(users)
      .set({ createdAt: '2026-03-10T18:30:00.000Z' })
      .where(eq(users.id, early.user.id));
    await s.db
      .update(users)
      .set({ createdAt: '2026-03-04T18:29:59.999Z' })
      .where(eq(users.id, outside.user.id));
    const growth = (await platformAnalytics(s.deps.db, '7d', now)).userGrowth;
    expect(growth.filter((p) => p.count > 0)).toEqual([
      { date: '2026-03-10', count: 1 },
      { date: '2026-03-11', count: 1 },
    ]);
    const monthly = (await platformAnalytics(s.deps.db, '1y', now)).userGrowth;
    expect(monthly.filter((p) => p.count > 0)).toEqual([{ date: '2026-03-01', count: 3 }]);
  });
});

describeSqlite('the queries', () => {
  it('are a handful of aggregates, each reading a period through an index, never a table scan', async () => {
    const client = t.sqlite.$client;
    const statements: string[] = [];
    const prepare = client.prepare.bind(client);
    client.prepare = (source: string) => {
      statements.push(source);
      return prepare(source);
    };
    try {
      await platformAnalytics(t.deps.db, '90d');
    } finally {
      client.prepare = prepare;
    }
    const queries = statements.filter((s) => !/^(begin|commit|rollback|savepoint|release)/i.test(s.trim()));
    // Nine aggregates read together (the user base by type among them), and activeUsers kept apart
    // (it changes with every user's activity).
    expect(queries.length).toBeLessThanOrEqual(10);

    const plan = queries.flatMap((q) =>
      (
        client
          .prepare(`explain query plan ${q}`)
          .all(...Array((q.match(/\?/g) ?? []).length).fill('2026-01-01T00:00:00.000Z')) as {
          detail: string;
        }[]
      ).map((r) => r.detail),
    );
    expect(
      plan.filter(
        (line) =>
          /^SCAN (users|profiles|campaigns|applications|reports|transactions)\b/.test(line) &&
          !/INDEX/.test(line),
      ),
    ).toEqual([]);
    for (const range of [
      'SEARCH users USING COVERING INDEX users_last_active_idx (last_active_at>?)',
      'SEARCH users USING COVERING INDEX users_created_idx (created_at>?)',
      'SEARCH applications USING COVERING INDEX applications_applied_creator_idx (applied_at>?)',
      'SEARCH campaigns USING COVERING INDEX campaigns_created_idx (created_at>?)',
      'SEARCH reports USING INDEX reports_created_idx (created_at>?)',
      'SEARCH transactions USING COVERING INDEX transactions_date_idx (transaction_date>?)',
      'SCAN p USING INDEX profiles_followers_idx',
    ]) {
      expect(plan).toContain(range);
    }
  });
});
