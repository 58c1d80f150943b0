import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, campaigns, suspensions, users } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

/** Two creators and two brands with known applications, campaigns and one suspension. */
async function marketplace() {
  const app = createTestApp();
  const admin = await createAdmin(app);
  const asha = await createCreator(app, {
    fullName: 'Asha Menon',
    email: 'asha@example.com',
    profile: {
      username: 'asha.creates',
      phone: '+91 90000 00001',
      location: 'Kochi',
      niche: 'Travel',
      bio: 'Backpacking India',
      instagramHandle: 'asha.travels',
      followerCount: 120_000,
      youtubeHandle: 'AshaTV',
      youtubeSubscribers: 45_000,
      xHandle: 'asha_x',
      xFollowers: 3_000,
      editingSkills: 'Advanced',
      languagesSpoken: ['Malayalam', 'English'],
      reelPrice: '₹5,000-10,000',
      postPrice: '3000',
      storyPrice: '$1,000',
      websiteUrl: 'https://asha.example.com',
    },
  });
  const dev = await createCreator(app, { fullName: 'Dev Patel', email: 'dev@example.com' });
  const glow = await createBrand(app, {
    fullName: 'Priya Kapoor',
    email: 'priya@glow.example.com',
    profile: {
      companyName: 'Glow Cosmetics',
      industry: 'Fashion & Beauty',
      companyWebsite: 'https://glow.example.com',
      instagramHandle: 'glowcos',
      followerCount: 9_000,
    },
  });
  const byte = await createBrand(app, {
    fullName: 'Byte Labs',
    email: 'hello@byte.example.com',
    profile: { industry: 'Technology' },
  });

  // Distinct sign-up times, so "newest first" has one answer.
  for (const [i, u] of [asha, dev, glow, byte].entries())
    await app.db
      .update(users)
      .set({ createdAt: `2026-01-0${i + 1}T00:00:00.000Z` })
      .where(eq(users.id, u.user.id));

  const campaign = async (userId: string, status: (typeof campaigns.$inferInsert)['status']) =>
    (
      await app.db
        .insert(campaigns)
        .values({ userId, title: `${status} campaign`, status })
        .returning()
    )[0]!.id;
  const g = {
    active: await campaign(glow.user.id, 'active'),
    active2: await campaign(glow.user.id, 'active'),
    draft: await campaign(glow.user.id, 'draft'),
    completed: await campaign(glow.user.id, 'completed'),
    deleted: await campaign(glow.user.id, 'deleted'),
  };
  const apply = (
    campaignId: string,
    creatorId: string,
    status: (typeof applications.$inferInsert)['status'],
  ) => app.db.insert(applications).values({ campaignId, creatorId, brandId: glow.user.id, status });
  await apply(g.active, asha.user.id, 'pending');
  await apply(g.active2, asha.user.id, 'accepted');
  await apply(g.completed, asha.user.id, 'completed');
  await apply(g.deleted, asha.user.id, 'rejected');
  await apply(g.completed, dev.user.id, 'approved');

  await app.db
    .insert(suspensions)
    .values({ userId: dev.user.id, suspensionType: 'permanent', reason: 'Spam' });
  await app.db
    .insert(suspensions)
    .values({ userId: asha.user.id, suspensionType: 'warning', reason: 'Tone' });
  return { app, admin, asha, dev, glow, byte };
}

describe('GET /api/profiles/detailed-influencers', () => {
  it('lists creators newest first with every field and count, and no brands or admins', async () => {
    const { app, admin, asha, dev } = await marketplace();
    const res = await rest(app, 'GET', '/api/profiles/detailed-influencers?limit=100', {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.influencers.map((i: { id: string }) => i.id)).toEqual([dev.user.id, asha.user.id]);
    const a = res.body.influencers[1];
    expect(a).toEqual({
      id: asha.user.id,
      full_name: 'Asha Menon',
      username: 'asha.creates',
      email: 'asha@example.com',
      phone: '+91 90000 00001',
      location: 'Kochi',
      niche: 'Travel',
      avatar_url: null,
      bio: 'Backpacking India',
      website_url: 'https://asha.example.com',
      instagram_handle: 'asha.travels',
      follower_count: 120_000,
      youtube_handle: 'AshaTV',
      youtube_subscribers: 45_000,
      x_handle: 'asha_x',
      x_followers: 3_000,
      editing_skills: 'Advanced',
      languages_spoken: ['Malayalam', 'English'],
      reel_price: '₹5,000-10,000',
      post_price: '3000',
      story_price: '$1,000',
      commercial_price_range: '₹1,000 - ₹10,000',
      engagement_rate: null,
      rating: null,
      review_count: 0,
      total_applications: 4,
      accepted_applications: 2,
      rejected_applications: 1,
      completed_campaigns: 1,
      suspended: false,
      last_warned_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      user_created_at: expect.any(String),
      created_at: expect.any(String),
    });
    expect(res.body.influencers[0]).toMatchObject({
      full_name: 'Dev Patel',
      commercial_price_range: null,
      languages_spoken: [],
      total_applications: 1,
      accepted_applications: 1,
      rejected_applications: 0,
      completed_campaigns: 0,
      suspended: true,
      last_warned_at: null,
    });
  });

  it("shows a warning in the user's row and history without blocking them", async () => {
    const { app, admin, dev, byte } = await marketplace();
    await admin.caller.suspensions.create({
      user_id: byte.user.id,
      suspension_type: 'warning',
      reason: 'Late payments',
      expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const { brands } = await admin.caller.adminUsers.detailedBrands({ search: 'Byte' });
    expect(brands[0]).toMatchObject({ suspended: false, last_warned_at: expect.any(String) });

    const history = await rest(app, 'GET', `/api/admin/suspensions?user_id=${byte.user.id}`, {
      token: admin.token,
    });
    expect(history.body.suspensions).toMatchObject([
      { user_id: byte.user.id, suspension_type: 'warning', status: 'active', reason: 'Late payments' },
    ]);
    const devs = await admin.caller.suspensions.list({ user_id: dev.user.id });
    expect(devs.suspensions.map((s) => s.suspension_type)).toEqual(['permanent']);
  });

  it('searches name, email, username and niche, and pages', async () => {
    const { app, admin, asha, dev } = await marketplace();
    const ids = async (query: string) =>
      (
        await rest(app, 'GET', `/api/profiles/detailed-influencers?${query}`, { token: admin.token })
      ).body.influencers.map((i: { id: string }) => i.id);
    expect(await ids('search=menon')).toEqual([asha.user.id]);
    expect(await ids('search=dev@example')).toEqual([dev.user.id]);
    expect(await ids('search=asha.creates')).toEqual([asha.user.id]);
    expect(await ids('search=travel')).toEqual([asha.user.id]);
    expect(await ids('search=glow')).toEqual([]);
    expect(await ids('limit=1&offset=1')).toEqual([asha.user.id]);
    const { influencers } = await admin.caller.adminUsers.detailedInfluencers({ search: 'Dev' });
    expect(influencers.map((i) => i.id)).toEqual([dev.user.id]);
  });
});

describe('GET /api/profiles/detailed-brands', () => {
  it('lists brands with campaign and application counts', async () => {
    const { app, admin, glow, byte } = await marketplace();
    const res = await rest(app, 'GET', '/api/profiles/detailed-brands', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.brands.map((b: { id: string }) => b.id)).toEqual([byte.user.id, glow.user.id]);
    expect(res.body.brands[1]).toMatchObject({
      id: glow.user.id,
      company_name: 'Glow Cosmetics',
      full_name: 'Priya Kapoor',
      email: 'priya@glow.example.com',
      industry: 'Fashion & Beauty',
      company_website: 'https://glow.example.com',
      instagram_handle: 'glowcos',
      follower_count: 9_000,
      total_campaigns: 4,
      active_campaigns: 2,
      draft_campaigns: 1,
      completed_campaigns: 1,
      total_applications_received: 5,
      accepted_applications: 3,
      completed_collaborations: 1,
      suspended: false,
    });
    expect(res.body.brands[0]).toMatchObject({
      full_name: 'Byte Labs',
      company_name: null,
      total_campaigns: 0,
      total_applications_received: 0,
      completed_collaborations: 0,
    });
  });

  it('searches company, contact name, email and industry', async () => {
    const { app, admin, glow, byte } = await marketplace();
    const ids = async (search: string) =>
      (
        await rest(app, 'GET', `/api/profiles/detailed-brands?search=${encodeURIComponent(search)}`, {
          token: admin.token,
        })
      ).body.brands.map((b: { id: string }) => b.id);
    expect(await ids('cosmetics')).toEqual([glow.user.id]);
    expect(await ids('Priya')).toEqual([glow.user.id]);
    expect(await ids('byte.example')).toEqual([byte.user.id]);
    expect(await ids('beauty')).toEqual([glow.user.id]);
    expect(await ids('Asha')).toEqual([]);
    const { brands } = await admin.caller.adminUsers.detailedBrands({ limit: 1 });
    expect(brands.map((b) => b.id)).toEqual([byte.user.id]);
  });
});
