import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, applications, suspensions } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let creatorToken: string;
let brandToken: string;

/**
 * Three creators (one permanently suspended, one only warned, one whose suspension ran out) and
 * three brands (one with an Instagram handle, one with only a blank handle, one suspended).
 */
beforeAll(async () => {
  admin = await createAdmin(t);
  const asha = await createCreator(t, {
    profile: { followerCount: 120_000, youtubeSubscribers: 45_000, xFollowers: 3_000 },
  });
  const dev = await createCreator(t, { profile: { followerCount: 1_000 } });
  const mira = await createCreator(t);
  creatorToken = asha.token;
  const glow = await createBrand(t, { profile: { instagramHandle: 'glowcos' } });
  const byte = await createBrand(t, { profile: { xHandle: '   ' } });
  const gone = await createBrand(t, { profile: { youtubeHandle: 'GoneTV' } });
  brandToken = glow.token;

  const past = new Date(Date.now() - 60_000).toISOString();
  await t.db.insert(suspensions).values([
    { userId: dev.user.id, suspensionType: 'permanent', reason: 'Spam' },
    { userId: asha.user.id, suspensionType: 'warning', reason: 'Tone' },
    { userId: mira.user.id, suspensionType: 'temporary', reason: 'Cool off', expiresAt: past },
    {
      userId: gone.user.id,
      suspensionType: 'temporary',
      reason: 'Fraud',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  ]);

  const campaign = async (userId: string, status: (typeof campaigns.$inferInsert)['status']) =>
    (
      await t.db
        .insert(campaigns)
        .values({ userId, title: `${status} campaign`, status })
        .returning()
    )[0]!.id;
  const live = await campaign(glow.user.id, 'active');
  await campaign(glow.user.id, 'draft');
  await campaign(byte.user.id, 'active');
  await campaign(byte.user.id, 'deleted');
  await t.db.insert(applications).values([
    { campaignId: live, creatorId: asha.user.id, brandId: glow.user.id, status: 'pending' },
    { campaignId: live, creatorId: dev.user.id, brandId: glow.user.id, status: 'accepted' },
  ]);
});

describe('GET /api/admin/creators/summary', () => {
  it('counts every creator, the ones not blocked now, and sums their followers', async () => {
    const res = await rest(t, 'GET', '/api/admin/creators/summary', { token: admin.token });
    expect(res.status).toBe(200);
    // A warning and a suspension that has run out do not block: only the permanent one counts.
    expect(res.body.summary).toEqual({
      total_creators: 3,
      active_creators: 2,
      suspended_creators: 1,
      total_instagram_followers: 121_000,
      total_youtube_subscribers: 45_000,
      total_x_followers: 3_000,
    });
    expect(await admin.caller.adminDirectory.creatorSummary()).toEqual({ summary: res.body.summary });
  });
});

describe('GET /api/admin/brands/summary', () => {
  it('counts brands, suspended ones, those with a social handle, and campaign and application totals', async () => {
    const res = await rest(t, 'GET', '/api/admin/brands/summary', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({
      total_brands: 3,
      active_brands: 2,
      suspended_brands: 1,
      brands_with_social_media: 2,
      total_campaigns: 3,
      active_campaigns: 2,
      total_applications_received: 2,
    });
    expect(await admin.caller.adminDirectory.brandSummary()).toEqual({ summary: res.body.summary });
  });
});

describe('who may read the summaries', () => {
  for (const path of ['/api/admin/creators/summary', '/api/admin/brands/summary']) {
    it(`${path}: 401 without a session, 403 for a creator or a brand`, async () => {
      expect((await rest(t, 'GET', path)).status).toBe(401);
      expect((await rest(t, 'GET', path, { token: creatorToken })).status).toBe(403);
      const brand = await rest(t, 'GET', path, { token: brandToken });
      expect(brand.status).toBe(403);
      expect(brand.body).toEqual({ error: expect.any(String) });
    });
  }
});

describe('an empty platform', () => {
  it('answers zeros rather than nulls', async () => {
    const empty = createTestApp();
    const a = await createAdmin(empty);
    expect(
      (await rest(empty, 'GET', '/api/admin/creators/summary', { token: a.token })).body.summary,
    ).toEqual({
      total_creators: 0,
      active_creators: 0,
      suspended_creators: 0,
      total_instagram_followers: 0,
      total_youtube_subscribers: 0,
      total_x_followers: 0,
    });
    expect((await rest(empty, 'GET', '/api/admin/brands/summary', { token: a.token })).body.summary).toEqual({
      total_brands: 0,
      active_brands: 0,
      suspended_brands: 0,
      brands_with_social_media: 0,
      total_campaigns: 0,
      active_campaigns: 0,
      total_applications_received: 0,
    });
  });
});
