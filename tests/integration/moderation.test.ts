import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, campaigns, notifications } from '@db/schema';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

type CampaignValues = typeof campaigns.$inferInsert;
async function addCampaign(app: TestApp, values: CampaignValues) {
  const [row] = await app.db.insert(campaigns).values(values).returning();
  return row!;
}

async function marketplace() {
  const app = createTestApp();
  const admin = await createAdmin(app);
  const glow = await createBrand(app, {
    fullName: 'Priya Kapoor',
    email: 'priya@glow.example.com',
    profile: { companyName: 'Glow Cosmetics', industry: 'Fashion & Beauty', phone: '+91 98765 43210' },
  });
  const byte = await createBrand(app, { fullName: 'Byte Labs Founder' });
  const creator = await createCreator(app);
  const c = {
    active: await addCampaign(app, {
      userId: glow.user.id,
      title: 'Summer Glow',
      status: 'active',
      budget: 100_000,
      tags: ['beauty', 'summer'],
      createdAt: '2026-01-01T00:00:00.000Z',
    }),
    draft: await addCampaign(app, {
      userId: glow.user.id,
      title: 'Winter Draft',
      status: 'draft',
      budget: 23_456,
      tags: ['winter'],
      createdAt: '2026-01-02T00:00:00.000Z',
    }),
    deleted: await addCampaign(app, {
      userId: byte.user.id,
      title: 'Old Gadget Push',
      status: 'deleted',
      budget: 5_000,
      tags: ['tech'],
      createdAt: '2026-01-03T00:00:00.000Z',
    }),
    completed: await addCampaign(app, {
      userId: byte.user.id,
      title: 'Laptop Launch',
      status: 'completed',
      budget: 1_000_000,
      tags: ['Tech'],
      createdAt: '2026-01-04T00:00:00.000Z',
    }),
    barter: await addCampaign(app, {
      userId: byte.user.id,
      title: 'Free Earbuds',
      status: 'active',
      budget: null,
      collabType: 'barter',
      createdAt: '2026-01-05T00:00:00.000Z',
    }),
  };
  await app.db.insert(applications).values([
    { campaignId: c.active.id, creatorId: creator.user.id, brandId: glow.user.id },
    { campaignId: c.completed.id, creatorId: creator.user.id, brandId: byte.user.id, status: 'completed' },
  ]);
  return { app, admin, glow, byte, creator, c };
}

describe('GET /api/campaigns/admin/all', () => {
  it('lists every campaign, deleted ones too, newest first, each with its brand profile', async () => {
    const { app, admin, glow, c } = await marketplace();
    const res = await rest(app, 'GET', '/api/campaigns/admin/all?limit=100', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.campaigns.map((x: { id: string }) => x.id)).toEqual([
      c.barter.id,
      c.completed.id,
      c.deleted.id,
      c.draft.id,
      c.active.id,
    ]);
    const summer = res.body.campaigns[4];
    expect(summer).toMatchObject({
      id: c.active.id,
      user_id: glow.user.id,
      title: 'Summer Glow',
      status: 'active',
      budget: 100_000,
      tags: ['beauty', 'summer'],
      timeline: { start_date: null, end_date: null },
      brand_name: 'Glow Cosmetics',
      profile: {
        full_name: 'Priya Kapoor',
        company_name: 'Glow Cosmetics',
        email: 'priya@glow.example.com',
        industry: 'Fashion & Beauty',
        phone: '+91 98765 43210',
        user_type: 'brand',
      },
    });
    expect(res.body.campaigns[1].brand_name).toBe('Byte Labs Founder');
  });

  it('filters by status, search, tags and budget', async () => {
    const { app, admin, c } = await marketplace();
    const ids = async (query: string) =>
      (
        await rest(app, 'GET', `/api/campaigns/admin/all?${query}`, { token: admin.token })
      ).body.campaigns.map((x: { id: string }) => x.id);
    expect(await ids('status=deleted')).toEqual([c.deleted.id]);
    expect(await ids('status=all')).toHaveLength(5);
    expect(await ids('search=glow')).toEqual([c.draft.id, c.active.id]);
    expect(await ids('search=laptop')).toEqual([c.completed.id]);
    expect(await ids('tags=tech')).toEqual([c.completed.id, c.deleted.id]);
    expect(await ids('tags=winter&tags=summer')).toEqual([c.draft.id, c.active.id]);
    expect(await ids('tags=winter,summer')).toEqual([c.draft.id, c.active.id]);
    // A barter campaign has no budget, so budget filters keep it (docs/product.md#campaign-filters).
    expect(await ids('minBudget=50000&maxBudget=500000')).toEqual([c.barter.id, c.active.id]);
    expect(await ids('limit=2&offset=1')).toEqual([c.completed.id, c.deleted.id]);

    const { campaigns: viaTrpc } = await admin.caller.adminCampaigns.all({ status: 'draft' });
    expect(viaTrpc.map((x) => x.id)).toEqual([c.draft.id]);

    expect(
      await rest(app, 'GET', '/api/campaigns/admin/all?status=archived', { token: admin.token }),
    ).toMatchObject({ status: 400 });
    expect(
      await rest(app, 'GET', '/api/campaigns/admin/all?minBudget=-1', { token: admin.token }),
    ).toMatchObject({
      status: 400,
      body: { error: 'minBudget must be 0 or more' },
    });
  });
});

describe('GET /api/campaigns/admin/stats', () => {
  it('counts campaigns by status and applications, and totals budgets with rupee texts', async () => {
    const { app, admin } = await marketplace();
    const res = await rest(app, 'GET', '/api/campaigns/admin/stats', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({
      total_campaigns: 5,
      active_campaigns: 2,
      deleted_campaigns: 1,
      completed_campaigns: 1,
      draft_campaigns: 1,
      paused_campaigns: 0,
      flagged_campaigns: 0,
      removed_campaigns: 0,
      total_applications: 2,
      total_budget: 1_128_456,
      total_budget_formatted: '₹11,28,456',
      deleted_budget: 5_000,
      deleted_budget_formatted: '₹5,000',
      completed_budget: 1_000_000,
      completed_budget_formatted: '₹10,00,000',
      draft_budget: 23_456,
      draft_budget_formatted: '₹23,456',
    });
  });

  it('is all zeros on an empty marketplace', async () => {
    const app = createTestApp();
    const admin = await createAdmin(app);
    const { stats } = await admin.caller.adminCampaigns.stats();
    expect(stats).toMatchObject({
      total_campaigns: 0,
      total_applications: 0,
      total_budget: 0,
      total_budget_formatted: '₹0',
    });
  });
});

describe('PUT /api/admin/campaigns/{id}/status', () => {
  it.each(['paused', 'flagged', 'removed', 'completed', 'active'] as const)(
    'sets %s and tells the brand with the new status in the message',
    async (status) => {
      const { app, admin, glow, c } = await marketplace();
      const target = status === 'active' ? c.draft : c.active;
      const res = await rest(app, 'PUT', `/api/admin/campaigns/${target.id}/status`, {
        token: admin.token,
        body: { status },
      });
      expect(res.status).toBe(200);
      expect(res.body.campaign).toMatchObject({
        id: target.id,
        status,
        profile: { email: 'priya@glow.example.com' },
      });

      const rows = await app.db.select().from(notifications).where(eq(notifications.userId, glow.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        type: 'campaign_status',
        metadata: { campaign_id: target.id, status },
      });
      expect(rows[0]!.message).toContain(target.title);
      expect(rows[0]!.message).toContain(status);
    },
  );

  it('works through tRPC, changes a deleted campaign too, and a no-op change tells nobody', async () => {
    const { app, admin, byte, c } = await marketplace();
    const { campaign } = await admin.caller.adminCampaigns.setStatus({ id: c.deleted.id, status: 'removed' });
    expect(campaign.status).toBe('removed');
    await admin.caller.adminCampaigns.setStatus({ id: c.deleted.id, status: 'removed' });
    const rows = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, byte.user.id), eq(notifications.type, 'campaign_status')));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown campaign (404) and a status outside the moderation set (400)', async () => {
    const { app, admin, c } = await marketplace();
    expect(
      (
        await rest(app, 'PUT', `/api/admin/campaigns/${crypto.randomUUID()}/status`, {
          token: admin.token,
          body: { status: 'paused' },
        })
      ).status,
    ).toBe(404);
    for (const status of ['deleted', 'draft', undefined]) {
      const res = await rest(app, 'PUT', `/api/admin/campaigns/${c.active.id}/status`, {
        token: admin.token,
        body: { status },
      });
      expect(res.status).toBe(400);
    }
    const [stored] = await app.db.select().from(campaigns).where(eq(campaigns.id, c.active.id));
    expect(stored?.status).toBe('active');
  });
});
