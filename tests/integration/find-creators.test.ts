import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, campaigns, profiles, reviews, suspensions, users } from '@db/schema';
import type { NewProfile } from '@db/rows/people';
import { runMigrations } from '@db/engines/sqlite/migrate';
import { createTestApp } from '../kit/app';
import { databaseBefore } from '../kit/before-migration';
import { describeSqlite } from '../kit/engine';
import { createAdmin, createBrand, createCreator, type createUser } from '../kit/factories';
import { fillMissingMinPrices } from '@server/services/profiles/min-prices';
import { findCreators } from '@server/services/profiles/find-creators';
import { publicCreatorPage } from '@server/services/profiles/public-creator';
import { findCreatorsInput } from '@shared/schemas/creators';
import { rest } from '../kit/rest';

/*
 * Finding creators (docs/product.md#finding-creators): the profile fields, GET /api/creators with
 * every filter and sort, and the public page GET /api/public/creators/{username}, on both engines.
 */

const t = createTestApp();
type Actor = Awaited<ReturnType<typeof createUser>>;

let brand: Actor;
let admin: Actor;
let asker: Actor;
const ids: Record<string, string> = {};

/** Creators with known values; created_at is set so "newest" is exact. */
const FIXTURES: { key: string; name: string; created: string; profile: NewProfile }[] = [
  {
    key: 'asha',
    name: 'Asha Rao',
    created: '2026-01-01T10:00:00.000Z',
    profile: {
      username: 'asha.cooks',
      niche: 'Food',
      bio: 'Home recipes from the Konkan coast',
      location: 'Mumbai, Maharashtra',
      languagesSpoken: ['Hindi', 'Marathi'],
      followerCount: 50_000,
      engagementRate: 4.5,
      reelPrice: '₹5,000 - ₹8,000',
      instagramHandle: 'asha.cooks',
      rating: 4.8,
      reviewCount: 5,
      availability: 'available',
      publicProfile: true,
      phone: '+91 98200 00001',
      address: '1 Marine Drive',
    },
  },
  {
    key: 'bina',
    name: 'Bina Shah',
    created: '2026-01-02T10:00:00.000Z',
    profile: {
      username: 'bina_travels',
      niche: 'Travel',
      bio: 'Weekend trips and street food',
      location: 'Navi Mumbai',
      languagesSpoken: ['English', 'Gujarati'],
      followerCount: 120_000,
      engagementRate: 2.1,
      postPrice: '₹15,000',
      rating: 3.9,
      reviewCount: 2,
      availability: 'busy',
    },
  },
  {
    key: 'chetan',
    name: 'Chetan Kumar',
    created: '2026-01-03T10:00:00.000Z',
    profile: {
      username: 'chetantech',
      niche: 'Technology',
      bio: 'Gadget reviews',
      location: 'Bengaluru',
      languagesSpoken: ['English', 'Kannada'],
      followerCount: 900_000,
      engagementRate: 6.2,
      storyPrice: '20k per story',
      availability: 'not_looking',
      publicProfile: true,
    },
  },
  {
    key: 'devi',
    name: 'Devi Iyer',
    created: '2026-01-04T10:00:00.000Z',
    profile: {
      username: 'devi.fit',
      niche: 'Fitness',
      bio: 'Morning workouts, healthy food',
      location: 'Pune',
      languagesSpoken: ['Tamil', 'English'],
      followerCount: 8_000,
      rating: 4.2,
      reviewCount: 1,
      availability: 'available',
    },
  },
  {
    key: 'sam',
    name: 'Sam Suspended',
    created: '2026-01-05T10:00:00.000Z',
    profile: {
      username: 'sam.gone',
      niche: 'Food',
      bio: 'Recipes',
      location: 'Mumbai',
      languagesSpoken: ['Hindi'],
      followerCount: 70_000,
      engagementRate: 5,
      reelPrice: '1000',
      rating: 5,
      reviewCount: 3,
      publicProfile: true,
    },
  },
];

/** A campaign of the brand with the creator's application in `status`, inserted directly. */
async function collaboration(creatorId: string, status: 'accepted' | 'approved' | 'completed') {
  const [campaign] = await t.db
    .insert(campaigns)
    .values({
      userId: brand.user.id,
      title: `Campaign ${status}`,
      status: 'active',
      budget: 10_000,
      collabType: 'paid',
    })
    .returning();
  const [application] = await t.db
    .insert(applications)
    .values({ campaignId: campaign!.id, creatorId, brandId: brand.user.id, status })
    .returning();
  return { campaign: campaign!, application: application! };
}

const PRIVATE_KEYS = [
  'email',
  'phone',
  'address',
  'upi_id',
  'pan',
  'account_number',
  'aadhaar',
  'password_hash',
];
const CARD_KEYS = [
  'availability',
  'avatar_url',
  'bio',
  'completed_collaborations',
  'created_at',
  'email_verified',
  'engagement_rate',
  'follower_count',
  'full_name',
  'id',
  'instagram_handle',
  'languages_spoken',
  'location',
  'niche',
  'post_price',
  'rating',
  'reel_price',
  'review_count',
  'story_price',
  'username',
  'website_url',
  'x_followers',
  'x_handle',
  'youtube_handle',
  'youtube_subscribers',
];

/** When a creator signed up: the account and its profile, made together. */
async function joinedAt(userId: string, at: string) {
  await t.db.update(users).set({ createdAt: at }).where(eq(users.id, userId));
  await t.db.update(profiles).set({ createdAt: at }).where(eq(profiles.userId, userId));
}

beforeAll(async () => {
  brand = await createBrand(t);
  admin = await createAdmin(t);
  asker = await createCreator(t, { fullName: 'Asker Creator' });
  // The asking creator signed up first, so "newest" lists the fixtures before it.
  await joinedAt(asker.user.id, '2025-12-01T00:00:00.000Z');
  for (const f of FIXTURES) {
    const c = await createCreator(t, { fullName: f.name, profile: f.profile });
    ids[f.key] = c.user.id;
    await joinedAt(c.user.id, f.created);
  }
  await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, ids.bina!));
  await t.db.insert(suspensions).values({ userId: ids.sam!, suspensionType: 'permanent', reason: 'Spam' });

  // Asha: one approved and one completed collaboration count; an accepted one does not yet.
  const done = await collaboration(ids.asha!, 'completed');
  await collaboration(ids.asha!, 'approved');
  await collaboration(ids.asha!, 'accepted');
  const now = Date.now();
  await t.db.insert(reviews).values({
    applicationId: done.application.id,
    campaignId: done.campaign.id,
    reviewerId: brand.user.id,
    revieweeId: ids.asha!,
    side: 'brand',
    rating: 5,
    comment: 'Lovely reels, on time',
    visibleAt: new Date(now - 86_400_000).toISOString(),
  });
  const hidden = await collaboration(ids.asha!, 'completed');
  await t.db.insert(reviews).values({
    applicationId: hidden.application.id,
    campaignId: hidden.campaign.id,
    reviewerId: brand.user.id,
    revieweeId: ids.asha!,
    side: 'brand',
    rating: 2,
    comment: 'Not visible yet',
    visibleAt: new Date(now + 10 * 86_400_000).toISOString(),
  });
});

const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? 'other';
async function find(query: string, token = brand.token) {
  const res = await rest(t, 'GET', `/api/creators${query ? `?${query}` : ''}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { keys: (res.body.creators as { id: string }[]).map((c) => keyOf(c.id)), body: res.body };
}

describe('GET /api/creators: who may call', () => {
  it('answers brands and admins, 403 to a creator and 401 signed out', async () => {
    expect((await rest(t, 'GET', '/api/creators', { token: brand.token })).status).toBe(200);
    expect((await rest(t, 'GET', '/api/creators', { token: admin.token })).status).toBe(200);
    expect((await rest(t, 'GET', '/api/creators', { token: asker.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/creators')).status).toBe(401);
    await expect(asker.caller.creators.find({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller().creators.find({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('GET /api/creators: the answer', () => {
  it('lists creators newest first without q, never a suspended one, with total', async () => {
    const { keys, body } = await find('');
    expect(keys).toEqual(['devi', 'chetan', 'bina', 'asha', 'other']);
    expect(body.total).toBe(5);
  });

  it('carries the public fields, availability, figures and email_verified, never private ones', async () => {
    const { body } = await find('q=asha');
    const [asha] = body.creators;
    expect(Object.keys(asha).sort()).toEqual(CARD_KEYS);
    for (const key of PRIVATE_KEYS) expect(asha).not.toHaveProperty(key);
    expect(asha).toMatchObject({
      full_name: 'Asha Rao',
      username: 'asha.cooks',
      availability: 'available',
      rating: 4.8,
      review_count: 5,
      completed_collaborations: 3,
      email_verified: true,
      reel_price: '₹5,000 - ₹8,000',
    });
    const { body: bina } = await find('q=bina');
    expect(bina.creators[0]).toMatchObject({ email_verified: false, completed_collaborations: 0 });
  });

  it.each([
    // q: every word, in the name, username, bio or niche (most relevant first)
    ['q=food', ['asha', 'bina', 'devi']],
    ['q=konkan%20recipes', ['asha']],
    ['q=chetantech', ['chetan']],
    ['q=technology', ['chetan']],
    ['q=nobody', []],
    // niche: one or more, comma-separated, any case
    ['niche=Food', ['asha']],
    ['niche=Food,travel', ['bina', 'asha']],
    ['niche=Food&niche=Fitness', ['devi', 'asha']],
    // location: a city, whole word, any case
    ['location=mumbai', ['bina', 'asha']],
    ['location=MUMBAI', ['bina', 'asha']],
    ['location=navi%20mumbai', ['bina']],
    ['location=mum', []],
    ['location=Pune', ['devi']],
    // language: one of languages_spoken, any case
    ['language=English', ['devi', 'chetan', 'bina']],
    ['language=marathi', ['asha']],
    ['language=Engl', []],
    // followers
    ['min_followers=50000', ['chetan', 'bina', 'asha']],
    ['max_followers=50000', ['devi', 'asha', 'other']],
    ['min_followers=10000&max_followers=200000', ['bina', 'asha']],
    // engagement (percent)
    ['min_engagement=4.5', ['chetan', 'asha']],
    // price: the lowest rupee amount in any of the three prices
    ['max_price=5000', ['asha']],
    ['max_price=4999', []],
    ['max_price=15000', ['bina', 'asha']],
    ['max_price=20000', ['chetan', 'bina', 'asha']],
    // rating
    ['min_rating=4', ['devi', 'asha']],
    ['min_rating=4.8', ['asha']],
    // availability
    ['available=true', ['devi', 'asha', 'other']],
    ['available=false', ['devi', 'chetan', 'bina', 'asha', 'other']],
    // combined with AND
    ['q=food&location=mumbai&available=true', ['asha']],
    ['language=english&min_followers=100000&max_price=15000', ['bina']],
  ])('%s', async (query, expected) => {
    const { keys, body } = await find(query);
    expect(keys).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['sort=followers', ['chetan', 'bina', 'asha', 'devi', 'other']],
    ['sort=engagement', ['chetan', 'asha', 'bina', 'devi', 'other']],
    ['sort=rating', ['asha', 'devi', 'bina', 'chetan', 'other']],
    ['sort=newest', ['devi', 'chetan', 'bina', 'asha', 'other']],
    ['sort=relevance', ['devi', 'chetan', 'bina', 'asha', 'other']],
    // relevance, the default with q: a word in the name or username before one in the niche, before the bio
    ['q=food', ['asha', 'bina', 'devi']],
    ['q=food&sort=newest', ['devi', 'bina', 'asha']],
    ['q=food&sort=followers', ['bina', 'asha', 'devi']],
  ])('%s', async (query, expected) => {
    expect((await find(query)).keys).toEqual(expected);
  });

  it('pages with limit and offset, the total unchanged', async () => {
    const first = await find('limit=2');
    const second = await find('limit=2&offset=2');
    expect(first.keys).toEqual(['devi', 'chetan']);
    expect(second.keys).toEqual(['bina', 'asha']);
    expect(second.body.total).toBe(5);
    expect((await find('limit=1000')).keys).toHaveLength(5);
  });

  it.each([
    ['niche=Cooking', 'niche'],
    ['min_followers=-1', 'min_followers'],
    ['max_followers=lots', 'max_followers'],
    ['min_followers=500&max_followers=100', 'max_followers'],
    ['min_engagement=abc', 'min_engagement'],
    ['max_price=1.5', 'max_price'],
    ['min_rating=0', 'min_rating'],
    ['min_rating=6', 'min_rating'],
    ['available=yes', 'available'],
    ['sort=popular', 'sort'],
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
  ])('refuses %s with 400 naming %s', async (query, parameter) => {
    const res = await rest(t, 'GET', `/api/creators?${query}`, { token: brand.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(parameter);
  });

  it('works through the tRPC caller with the same filters', async () => {
    const res = await brand.caller.creators.find({ niche: ['Food', 'Travel'], sort: 'followers' });
    expect(res.creators.map((c) => keyOf(c.id))).toEqual(['bina', 'asha']);
    const viaAdmin = await admin.caller.creators.find({ q: 'gadget', available: false });
    expect(viaAdmin.creators.map((c) => keyOf(c.id))).toEqual(['chetan']);
  });
});

describe('GET /api/creators: what it keeps follows the data', () => {
  it('drops a creator once suspended and lists them again when the suspension ends, with and without q', async () => {
    const zed = await createCreator(t, { fullName: 'Zephyr Quill', profile: { niche: 'Technology' } });
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const seen = async (input: Parameters<typeof findCreators>[1], now: string) => {
      const r = await findCreators(t.db, input, now);
      return { listed: r.creators.some((c) => c.id === zed.user.id), total: r.total };
    };
    const search = findCreatorsInput.parse({ q: 'zephyr' });
    const all = findCreatorsInput.parse({ niche: ['Technology'] });
    expect(await seen(search, at(0))).toEqual({ listed: true, total: 1 });
    const before = await seen(all, at(0));
    expect(before.listed).toBe(true);

    await t.db.insert(suspensions).values({
      userId: zed.user.id,
      suspensionType: 'temporary',
      reason: 'Cooling off',
      expiresAt: at(3_600_000),
    });
    expect(await seen(search, at(0))).toEqual({ listed: false, total: 0 });
    expect(await seen(all, at(0))).toEqual({ listed: false, total: before.total - 1 });
    // No write when it ends: the clock alone brings them back.
    expect(await seen(search, at(7_200_000))).toEqual({ listed: true, total: 1 });
    expect(await seen(all, at(7_200_000))).toEqual(before);

    await t.db.update(profiles).set({ bio: 'Gadgets' }).where(eq(profiles.userId, zed.user.id));
    await t.db.update(users).set({ fullName: 'Zora Quill' }).where(eq(users.id, zed.user.id));
    expect(await seen(search, at(7_200_000))).toEqual({ listed: false, total: 0 });
    await t.db.delete(users).where(eq(users.id, zed.user.id));
  });
});

describe('GET /api/public/creators/{username}', () => {
  it('shows the public page of a creator who turned it on, to anyone, with visible reviews only', async () => {
    const res = await rest(t, 'GET', '/api/public/creators/asha.cooks');
    expect(res.status).toBe(200);
    const creator = res.body.creator;
    for (const key of [...PRIVATE_KEYS, 'id', 'email_verified']) expect(creator).not.toHaveProperty(key);
    expect(Object.keys(creator).sort()).toEqual(
      [...CARD_KEYS.filter((k) => !['id', 'email_verified', 'created_at'].includes(k)), 'reviews'].sort(),
    );
    expect(creator).toMatchObject({
      full_name: 'Asha Rao',
      username: 'asha.cooks',
      rating: 4.8,
      review_count: 5,
      completed_collaborations: 3,
    });
    expect(creator.reviews).toEqual([
      {
        reviewer_name: expect.any(String),
        campaign_title: 'Campaign completed',
        rating: 5,
        comment: 'Lovely reels, on time',
        created_at: expect.any(String),
      },
    ]);
    const viaCaller = await t.caller().creators.publicPage({ username: 'ASHA.cooks' });
    expect(viaCaller.creator.username).toBe('asha.cooks');
  });

  it.each([
    ['bina_travels', 'turned off'],
    ['nobody.here', 'unknown'],
    ['sam.gone', 'suspended'],
  ])('answers 404 for %s (%s)', async (username) => {
    const res = await rest(t, 'GET', `/api/public/creators/${username}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Bina');
    expect((await rest(t, 'GET', `/api/public/creators/${username}`, { token: brand.token })).status).toBe(
      404,
    );
  });
});

describe('the public page, kept between visits', () => {
  it('shows a review once it becomes visible, and a change or a suspension at once', async () => {
    const page = (ms: number) => publicCreatorPage({ db: t.db, now: () => Date.now() + ms }, 'asha.cooks');
    const comments = async (ms: number) => (await page(ms)).reviews.map((r) => r.comment);
    expect(await comments(0)).toEqual(['Lovely reels, on time']);
    // The hidden review becomes visible in ten days, with no write in between.
    expect(await comments(11 * 86_400_000)).toContain('Not visible yet');

    await t.db.update(profiles).set({ bio: 'Coastal recipes' }).where(eq(profiles.userId, ids.asha!));
    expect((await page(11 * 86_400_000)).bio).toBe('Coastal recipes');
    const [held] = await t.db
      .insert(suspensions)
      .values({ userId: ids.asha!, suspensionType: 'permanent', reason: 'Check' })
      .returning();
    await expect(page(11 * 86_400_000)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await t.db.delete(suspensions).where(eq(suspensions.id, held!.id));
    await t.db
      .update(profiles)
      .set({ bio: 'Home recipes from the Konkan coast' })
      .where(eq(profiles.userId, ids.asha!));
  });
});

describe('PUT /api/profiles/me: availability, public_profile, username', () => {
  it('starts a creator available, with the public page off', async () => {
    const c = await createCreator(t);
    const res = await rest(t, 'GET', '/api/profiles/me', { token: c.token });
    expect(res.body.profile).toMatchObject({ availability: 'available', public_profile: false });
  });

  it('saves them, the username in lower case, and the public page follows', async () => {
    const c = await createCreator(t, { fullName: 'Esha Nair' });
    const res = await rest(t, 'PUT', '/api/profiles/me', {
      token: c.token,
      body: { availability: 'busy', public_profile: true, username: 'Esha.Nair_1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      availability: 'busy',
      public_profile: true,
      username: 'esha.nair_1',
    });
    expect((await rest(t, 'GET', '/api/public/creators/esha.nair_1')).body.creator.full_name).toBe(
      'Esha Nair',
    );

    await c.caller.profiles.updateMe({ public_profile: false, availability: 'not_looking' });
    expect((await rest(t, 'GET', '/api/public/creators/esha.nair_1')).status).toBe(404);
    expect((await c.caller.profiles.me()).profile.availability).toBe('not_looking');
  });

  it('computes the lowest price on every price change, for max_price', async () => {
    const c = await createCreator(t, { fullName: 'Farah Priced', profile: { reelPrice: '₹9,000' } });
    const stored = async () =>
      (await t.db.select({ p: profiles.minPrice }).from(profiles).where(eq(profiles.userId, c.user.id)))[0]!
        .p;
    expect(await stored()).toBe(9000);
    await c.caller.profiles.updateMe({ story_price: '₹2,500 - ₹4,000' });
    expect(await stored()).toBe(2500);
    expect((await find('q=farah&max_price=3000')).keys).toEqual(['other']);
    await c.caller.profiles.updateMe({ story_price: '' });
    expect(await stored()).toBe(9000);
    await c.caller.profiles.updateMe({ bio: 'no price change' });
    expect(await stored()).toBe(9000);
  });

  it.each([
    [{ availability: 'away' }, 'Availability must be one of: available, busy, not_looking'],
    [{ public_profile: 'yes' }, 'Public profile must be true or false'],
    [{ username: 'ab' }, 'Username must be 3-30 letters, digits, dots or underscores'],
    [{ username: 'has space' }, 'Username must be 3-30 letters, digits, dots or underscores'],
    [{ username: 'dash-ed' }, 'Username must be 3-30 letters, digits, dots or underscores'],
    [{ username: 'x'.repeat(31) }, 'Username must be 3-30 letters, digits, dots or underscores'],
  ])('refuses %j with 400', async (body, message) => {
    const c = await createCreator(t);
    const res = await rest(t, 'PUT', '/api/profiles/me', { token: c.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('keeps availability and public_profile to creators', async () => {
    const res = await rest(t, 'PUT', '/api/profiles/me', {
      token: brand.token,
      body: { public_profile: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('public_profile');
  });

  it('refuses a username taken in any case with 409', async () => {
    const c = await createCreator(t);
    const res = await rest(t, 'PUT', '/api/profiles/me', {
      token: c.token,
      body: { username: 'ASHA.COOKS' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Username is already taken');
    // The owner saving their own username again is no conflict.
    const own = await rest(t, 'PUT', '/api/profiles/me', { token: c.token, body: { username: 'Gita.Own' } });
    expect(own.status).toBe(200);
    const again = await rest(t, 'PUT', '/api/profiles/me', {
      token: c.token,
      body: { username: 'gita.own' },
    });
    expect(again.status).toBe(200);
  });

  it('gives one of two concurrent saves of a username, in different cases, and 409 to the other', async () => {
    const [one, two, three] = await Promise.all([createCreator(t), createCreator(t), createCreator(t)]);
    const results = await Promise.all([
      rest(t, 'PUT', '/api/profiles/me', { token: one.token, body: { username: 'same.name' } }),
      rest(t, 'PUT', '/api/profiles/me', { token: two.token, body: { username: 'SAME.name' } }),
      rest(t, 'PUT', '/api/profiles/me', { token: three.token, body: { username: 'Same.Name' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((r) => r.status === 409))
      expect(r.body.error).toBe('Username is already taken');
    const owners = await t.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.username, 'same.name'));
    expect(owners).toHaveLength(1);
  });
});

describe('profiles saved before min_price existed', () => {
  it('get their lowest price filled at start-up, once', async () => {
    const c = await createCreator(t, { profile: { reelPrice: '₹7,500 - ₹9,000', postPrice: 'Rs 12,000' } });
    const none = await createCreator(t, { profile: { reelPrice: 'ask me' } });
    await t.db.update(profiles).set({ minPrice: null }).where(eq(profiles.userId, c.user.id));
    expect(await fillMissingMinPrices(t.db)).toBe(1);
    const read = async (id: string) =>
      (await t.db.select({ p: profiles.minPrice }).from(profiles).where(eq(profiles.userId, id)))[0]!.p;
    expect(await read(c.user.id)).toBe(7500);
    expect(await read(none.user.id)).toBeNull();
    expect(await fillMissingMinPrices(t.db)).toBe(0);
  });
});

describe('a username kept from before usernames were stored in lower case', () => {
  it('still counts as taken in any case', async () => {
    const old = await createCreator(t);
    await t.db.update(profiles).set({ username: 'Old.Timer' }).where(eq(profiles.userId, old.user.id));
    const c = await createCreator(t);
    const res = await rest(t, 'PUT', '/api/profiles/me', { token: c.token, body: { username: 'old.timer' } });
    expect(res).toMatchObject({ status: 409, body: { error: 'Username is already taken' } });
  });
});

// The migration's data step, on SQLite's migration history (PostgreSQL's runs the same statement).
describeSqlite('migration finding_creators', () => {
  it('lowers older usernames unless another account holds the same name in another case', () => {
    const db = databaseBefore('finding_creators');
    const person = (id: string, username: string) => {
      db.$client
        .prepare("insert into users (id, email, password_hash, full_name) values (?, ?, 'x', 'A')")
        .run(id, `${id}@example.com`);
      db.$client.prepare('insert into profiles (user_id, username) values (?, ?)').run(id, username);
    };
    person('u1', 'Mixed.Case');
    person('u2', 'Twin');
    person('u3', 'TWIN');
    person('u4', 'plain');
    runMigrations(db);
    expect(
      db.$client
        .prepare(
          'select user_id, username, availability, public_profile, min_price from profiles order by user_id',
        )
        .all(),
    ).toEqual([
      {
        user_id: 'u1',
        username: 'mixed.case',
        availability: 'available',
        public_profile: 0,
        min_price: null,
      },
      { user_id: 'u2', username: 'Twin', availability: 'available', public_profile: 0, min_price: null },
      { user_id: 'u3', username: 'TWIN', availability: 'available', public_profile: 0, min_price: null },
      { user_id: 'u4', username: 'plain', availability: 'available', public_profile: 0, min_price: null },
    ]);
    db.$client.close();
  });
});
