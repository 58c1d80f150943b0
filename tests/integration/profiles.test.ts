import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, campaigns, payouts, suspensions, transactions, users } from '@db/schema';
import { normaliseWebsite, profileUpdateInput } from '@shared/schemas/profile';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const t = createTestApp();

/** A campaign of `brandId` with one application of `creatorId` in `status`, inserted directly. */
async function campaignWithApplication(
  brandId: string,
  creatorId: string,
  budget: number | null,
  status: 'completed' | 'accepted' | 'rejected',
) {
  const [campaign] = await t.db
    .insert(campaigns)
    .values({
      userId: brandId,
      title: 'Campaign',
      status: 'completed',
      budget,
      collabType: budget ? 'paid' : 'barter',
      applicationCount: 1,
    })
    .returning();
  const [application] = await t.db
    .insert(applications)
    .values({ campaignId: campaign!.id, creatorId, brandId, status })
    .returning();
  return { campaign: campaign!, application: application! };
}

describe('normaliseWebsite (the company-website rule)', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  www.saffron-threads.in/about ', 'https://www.saffron-threads.in/about'],
    ['http://example.co.in', 'http://example.co.in'],
    ['https://shop.example.com/path?q=1', 'https://shop.example.com/path?q=1'],
  ])('accepts %s as %s', (input, stored) => {
    expect(normaliseWebsite(input)).toBe(stored);
  });

  it.each([
    '',
    'localhost',
    'not a url',
    'javascript:alert(1)',
    'ftp://example.com',
    'https://user:pw@example.com',
    'example.',
    'http://exa_mple.com',
  ])('refuses %j', (input) => {
    expect(normaliseWebsite(input)).toBeNull();
  });

  it('is the rule the shared update schema applies, so the web client gets the same answer', () => {
    expect(profileUpdateInput.safeParse({ company_website: 'example.com' }).data?.company_website).toBe(
      'https://example.com',
    );
    expect(profileUpdateInput.safeParse({ company_website: 'nope' }).error?.issues[0]?.message).toBe(
      'Please enter a valid website URL (e.g., example.com)',
    );
  });
});

describe('GET /api/profiles/me', () => {
  it('returns every profile field, the account fields and zero stats for a new creator', async () => {
    const { user, token, caller } = await createCreator(t, { fullName: 'Priya Sharma' });
    const res = await rest(t, 'GET', '/api/profiles/me', { token });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      id: user.id,
      email: user.email,
      user_type: 'influencer',
      full_name: 'Priya Sharma',
      avatar_url: null,
      bio: null,
      niche: 'Fashion',
      follower_count: 0,
      languages_spoken: [],
      stats: { total_earnings: 0, paid_campaigns_completed: 0, barter_campaigns_completed: 0 },
    });
    expect(res.body.profile.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Object.keys(res.body.profile)).toEqual(
      expect.arrayContaining([
        'full_name',
        'bio',
        'location',
        'address',
        'phone',
        'niche',
        'industry',
        'editing_skills',
        'reel_price',
        'post_price',
        'story_price',
        'company_name',
        'company_website',
        'username',
        'instagram_handle',
        'youtube_handle',
        'x_handle',
        'website_url',
        'follower_count',
        'youtube_subscribers',
        'x_followers',
        'languages_spoken',
      ]),
    );
    expect(res.body.profile).not.toHaveProperty('password_hash');
    expect((await caller.profiles.me()).profile).toEqual(res.body.profile);
  });

  it('counts earnings except failed and cancelled payments, the net of payouts not cancelled, and completed campaigns as paid or barter', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const paid = await campaignWithApplication(brand.user.id, creator.user.id, 30_000, 'completed');
    const paid2 = await campaignWithApplication(brand.user.id, creator.user.id, 10_000, 'completed');
    const paid3 = await campaignWithApplication(brand.user.id, creator.user.id, 5_000, 'completed');
    const paid4 = await campaignWithApplication(brand.user.id, creator.user.id, 7_000, 'completed');
    await campaignWithApplication(brand.user.id, creator.user.id, 0, 'completed');
    await campaignWithApplication(brand.user.id, creator.user.id, null, 'completed');
    await campaignWithApplication(brand.user.id, creator.user.id, 20_000, 'accepted');
    await campaignWithApplication(brand.user.id, creator.user.id, 20_000, 'rejected');
    const others = await campaignWithApplication(brand.user.id, other.user.id, 50_000, 'completed');
    const tx = async (
      c: { campaign: { id: string }; application: { id: string } },
      creatorId: string,
      deal: number,
      paymentStatus: 'pending' | 'completed' | 'failed' | 'cancelled',
    ) => {
      const commission = Math.floor((deal * 15 + 50) / 100);
      const [row] = await t.db
        .insert(transactions)
        .values({
          campaignId: c.campaign.id,
          applicationId: c.application.id,
          brandId: brand.user.id,
          creatorId,
          dealAmount: deal,
          commissionAmount: commission,
          creatorEarnings: deal - commission,
          paymentStatus,
          paymentReference: `PAY-TEST-${crypto.randomUUID()}`,
        })
        .returning({ id: transactions.id });
      return { ...c, transactionId: row!.id, creatorId, commission, deal };
    };
    /** The transaction's payout: GST 18% of the commission, TDS 0.1% of the deal (a PAN saved). */
    const payout = async (
      made: Awaited<ReturnType<typeof tx>>,
      status: 'pending' | 'paid' | 'cancelled',
      lines: { gst: number; tds: number },
    ) =>
      t.db.insert(payouts).values({
        transactionId: made.transactionId,
        applicationId: made.application.id,
        campaignId: made.campaign.id,
        creatorId: made.creatorId,
        gross: made.deal,
        commission: made.commission,
        gstOnCommission: lines.gst,
        tds: lines.tds,
        net: made.deal - made.commission - lines.gst - lines.tds,
        panOnFile: true,
        status,
        dueAt: new Date().toISOString(),
      });
    // Earns 25,500; its payout paid 30,000 - 4,500 - 810 - 30 = 24,660.
    await payout(await tx(paid, creator.user.id, 30_000, 'completed'), 'paid', { gst: 810, tds: 30 });
    // Earns 8,500; its payout will pay 10,000 - 1,500 - 270 - 10 = 8,220.
    await payout(await tx(paid2, creator.user.id, 10_000, 'pending'), 'pending', { gst: 270, tds: 10 });
    await tx(paid3, creator.user.id, 5_000, 'failed');
    await payout(await tx(paid4, creator.user.id, 7_000, 'cancelled'), 'cancelled', { gst: 189, tds: 7 });
    await payout(await tx(others, other.user.id, 50_000, 'completed'), 'paid', { gst: 1_350, tds: 50 });

    const res = await rest(t, 'GET', '/api/profiles/me', { token: creator.token });
    expect(res.body.profile.stats).toEqual({
      total_earnings: 34_000,
      net_earnings: 24_660 + 8_220,
      paid_campaigns_completed: 4,
      barter_campaigns_completed: 2,
    });
    expect((await brand.caller.profiles.me()).profile.stats).toEqual({
      total_earnings: 0,
      net_earnings: 0,
      paid_campaigns_completed: 0,
      barter_campaigns_completed: 0,
    });
  });

  it('answers 401 without a session and 403 suspended for a suspended account', async () => {
    expect(await rest(t, 'GET', '/api/profiles/me')).toMatchObject({
      status: 401,
      body: { error: 'Please sign in to continue' },
    });
    const { user, token } = await createCreator(t);
    await t.db.insert(suspensions).values({ userId: user.id, suspensionType: 'permanent', reason: 'Spam' });
    expect(await rest(t, 'GET', '/api/profiles/me', { token })).toMatchObject({
      status: 403,
      body: { suspended: true },
    });
  });
});

describe('PUT /api/profiles/me', () => {
  it('saves a creator’s fields, keeps those left out, and returns the whole profile', async () => {
    const { user, token, caller } = await createCreator(t, { profile: { location: 'Delhi' } });
    const res = await rest(t, 'PUT', '/api/profiles/me', {
      token,
      body: {
        full_name: '  Arjun Nair ',
        bio: 'Travel stories from Kerala and beyond.',
        phone: '+91 98470 12345',
        niche: 'Travel',
        editing_skills: 'Advanced',
        reel_price: '₹8,000-12,000',
        post_price: '5000-7000',
        story_price: '1500',
        username: 'Arjun.Wanders',
        instagram_handle: '@arjunwanders',
        youtube_handle: 'ArjunWanders',
        x_handle: 'arjun_w',
        website_url: 'arjunwanders.in',
        follower_count: 86_000,
        youtube_subscribers: 42_000,
        x_followers: 3_100,
        languages_spoken: ['English', 'Malayalam', 'Hindi', 'English'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      id: user.id,
      full_name: 'Arjun Nair',
      location: 'Delhi',
      niche: 'Travel',
      editing_skills: 'Advanced',
      reel_price: '₹8,000-12,000',
      username: 'arjun.wanders',
      instagram_handle: 'arjunwanders',
      website_url: 'https://arjunwanders.in',
      follower_count: 86_000,
      languages_spoken: ['English', 'Malayalam', 'Hindi'],
      stats: { total_earnings: 0 },
    });
    // The account name is the one every other view shows.
    expect((await t.caller(token).auth.profile()).user.full_name).toBe('Arjun Nair');
    expect((await caller.profiles.me()).profile).toEqual(res.body.profile);

    const second = await caller.profiles.updateMe({ bio: '' });
    expect(second.profile).toMatchObject({ bio: null, niche: 'Travel', follower_count: 86_000 });
  });

  it('saves a brand’s fields, adding https:// to the company website', async () => {
    const { token } = await createBrand(t);
    const res = await rest(t, 'PUT', '/api/profiles/me', {
      token,
      body: {
        industry: 'Fashion & Beauty',
        company_name: 'Saffron Threads',
        company_website: 'saffronthreads.in',
        address: '12 Linking Road, Bandra West, Mumbai 400050',
        location: 'Mumbai',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      user_type: 'brand',
      industry: 'Fashion & Beauty',
      company_name: 'Saffron Threads',
      company_website: 'https://saffronthreads.in',
      address: '12 Linking Road, Bandra West, Mumbai 400050',
    });
  });

  it.each(['niche', 'editing_skills', 'reel_price', 'post_price', 'story_price'])(
    'refuses the creator field %s from a brand with 400',
    async (field) => {
      const { token } = await createBrand(t);
      const value = field === 'niche' ? 'Fashion' : field === 'editing_skills' ? 'Beginner' : '500';
      const res = await rest(t, 'PUT', '/api/profiles/me', {
        token,
        body: { bio: 'Changed', [field]: value },
      });
      expect(res).toMatchObject({
        status: 400,
        body: { error: `${field}: only creators can set this field` },
      });
      expect((await rest(t, 'GET', '/api/profiles/me', { token })).body.profile.bio).toBeNull();
    },
  );

  it.each(['industry', 'company_name', 'company_website', 'address'])(
    'refuses the brand field %s from a creator with 400',
    async (field) => {
      const { caller } = await createCreator(t);
      const value =
        field === 'industry' ? 'Technology' : field === 'company_website' ? 'example.com' : 'Something';
      await expect(caller.profiles.updateMe({ [field]: value })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: `${field}: only brands can set this field`,
      });
    },
  );

  it('refuses both sides’ fields from an admin account', async () => {
    const { token } = await createAdmin(t);
    expect((await rest(t, 'PUT', '/api/profiles/me', { token, body: { niche: 'Art' } })).status).toBe(400);
    expect((await rest(t, 'PUT', '/api/profiles/me', { token, body: { industry: 'Finance' } })).status).toBe(
      400,
    );
    expect(
      await rest(t, 'PUT', '/api/profiles/me', { token, body: { full_name: 'Ops Admin' } }),
    ).toMatchObject({
      status: 200,
      body: { profile: { full_name: 'Ops Admin' } },
    });
  });

  it('never changes email, user_type, roles, id or avatar_url from the body', async () => {
    const { user, token } = await createCreator(t);
    const res = await rest(t, 'PUT', '/api/profiles/me', {
      token,
      body: {
        email: 'new@example.com',
        user_type: 'brand',
        roles: ['admin'],
        id: 'other',
        avatar_url: 'https://evil.example/x.png',
        bio: 'Hi',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      id: user.id,
      email: user.email,
      user_type: 'influencer',
      roles: [],
      avatar_url: null,
      bio: 'Hi',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, userType: 'influencer', roles: [], avatarUrl: null });
  });

  it.each([
    [{ company_website: 'not a website' }, 'Please enter a valid website URL (e.g., example.com)'],
    [{ website_url: 'localhost' }, 'Please enter a valid website URL (e.g., example.com)'],
    [
      { niche: 'Cooking' },
      'Niche must be one of: Fashion, Beauty, Lifestyle, Technology, Travel, Food, Fitness, Gaming, Music, Art, Education',
    ],
    [{ editing_skills: 'Expert' }, 'Editing skills must be one of: Beginner, Intermediate, Advanced'],
    [
      { industry: 'Fashion' },
      'Industry must be one of: Fashion & Beauty, Technology, Food & Beverage, Travel & Tourism, Health & Wellness, Entertainment, Education, Sports, Automotive, Real Estate, Finance',
    ],
    [{ follower_count: -1 }, 'Follower count must be a whole number of 0 or more'],
    [{ follower_count: 12.5 }, 'Follower count must be a whole number of 0 or more'],
    [{ follower_count: 'many' }, 'Follower count must be a whole number of 0 or more'],
    [{ youtube_subscribers: -3 }, 'YouTube subscribers must be a whole number of 0 or more'],
    [{ x_followers: 1.5 }, 'X followers must be a whole number of 0 or more'],
    [{ bio: '<script>alert(1)</script>' }, 'bio: HTML tags are not allowed'],
    [{ bio: 'x'.repeat(1001) }, 'Bio must be at most 1000 characters'],
    [{ location: 'javascript:alert(1)' }, 'location: Potentially unsafe content detected'],
    [{ full_name: '   ' }, 'Full name is required'],
    [{ phone: 'call me' }, 'Please enter a valid phone number'],
    [{ username: 'a b' }, 'Username must be 3-30 letters, digits, dots or underscores'],
    [{ languages_spoken: 'Hindi' }, 'Languages spoken must be a list'],
  ])('refuses %j with 400 naming the rule', async (body, error) => {
    const { token } = await createCreator(t);
    const res = await rest(t, 'PUT', '/api/profiles/me', { token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it('refuses a bad company website from a brand with the product’s message', async () => {
    const { token } = await createBrand(t);
    expect(
      await rest(t, 'PUT', '/api/profiles/me', { token, body: { company_website: 'http://' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Please enter a valid website URL (e.g., example.com)' },
    });
  });

  it('clears an optional field with an empty value or null', async () => {
    const { caller } = await createBrand(t);
    await caller.profiles.updateMe({ company_website: 'example.com', industry: 'Sports' });
    const cleared = await caller.profiles.updateMe({ company_website: '', industry: null });
    expect(cleared.profile).toMatchObject({ company_website: null, industry: null });
  });

  it('answers 409 when the username belongs to someone else', async () => {
    const a = await createCreator(t);
    const b = await createCreator(t);
    await a.caller.profiles.updateMe({ username: 'taken_name' });
    const res = await rest(t, 'PUT', '/api/profiles/me', {
      token: b.token,
      body: { username: 'Taken_Name' },
    });
    expect(res).toMatchObject({ status: 409, body: { error: 'Username is already taken' } });
    // Saving one's own username again is not a conflict.
    expect((await a.caller.profiles.updateMe({ username: 'taken_name' })).profile.username).toBe(
      'taken_name',
    );
  });

  it('answers 401 without a session', async () => {
    expect((await rest(t, 'PUT', '/api/profiles/me', { body: { bio: 'x' } })).status).toBe(401);
  });
});

describe('GET /api/profiles/user/{id}', () => {
  it('shows public fields without email, phone or address to other users', async () => {
    const subject = await createCreator(t, {
      fullName: 'Sneha Reddy',
      profile: {
        niche: 'Beauty',
        phone: '+91 90000 00000',
        address: 'Secret street',
        instagramHandle: 'snehaglow',
        followerCount: 54_000,
      },
    });
    const brand = await createBrand(t);
    const res = await rest(t, 'GET', `/api/profiles/user/${subject.user.id}`, { token: brand.token });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      id: subject.user.id,
      full_name: 'Sneha Reddy',
      user_type: 'influencer',
      niche: 'Beauty',
      instagram_handle: 'snehaglow',
      follower_count: 54_000,
    });
    for (const hidden of ['email', 'phone', 'address', 'stats', 'roles'])
      expect(res.body.profile).not.toHaveProperty(hidden);
    expect(JSON.stringify(res.body)).not.toContain('Secret street');
    const viaCaller = await (await createCreator(t)).caller.profiles.user({ id: subject.user.id });
    expect(viaCaller.profile).not.toHaveProperty('email');
  });

  it('shows email, phone and address to an admin', async () => {
    const subject = await createBrand(t, { profile: { phone: '+91 80000 00000', address: 'HQ, Bengaluru' } });
    const admin = await createAdmin(t);
    const res = await rest(t, 'GET', `/api/profiles/user/${subject.user.id}`, { token: admin.token });
    expect(res.body.profile).toMatchObject({
      email: subject.user.email,
      phone: '+91 80000 00000',
      address: 'HQ, Bengaluru',
    });
  });

  it('answers 404 for an unknown id and 401 without a session', async () => {
    const { token, caller } = await createCreator(t);
    expect(await rest(t, 'GET', `/api/profiles/user/${crypto.randomUUID()}`, { token })).toMatchObject({
      status: 404,
      body: { error: 'Profile not found' },
    });
    await expect(caller.profiles.user({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await rest(t, 'GET', `/api/profiles/user/${crypto.randomUUID()}`)).status).toBe(401);
  });
});

describe('GET /api/profiles/influencers', () => {
  const s = createTestApp();

  it('lists creators only, newest first, with public fields and follower counts', async () => {
    const first = await createCreator(s, {
      fullName: 'Meera Joshi',
      profile: { niche: 'Food', followerCount: 38_000, phone: '+91 1' },
    });
    await createBrand(s, { fullName: 'Not A Creator' });
    const second = await createCreator(s, {
      fullName: 'Rahul Verma',
      profile: { niche: 'Technology', youtubeSubscribers: 320_000 },
    });
    const brand = await createBrand(s);
    const res = await rest(s, 'GET', '/api/profiles/influencers', { token: brand.token });
    expect(res.status).toBe(200);
    expect(res.body.influencers.map((i: { id: string }) => i.id)).toEqual([second.user.id, first.user.id]);
    expect(res.body.influencers[1]).toMatchObject({
      full_name: 'Meera Joshi',
      niche: 'Food',
      follower_count: 38_000,
      youtube_subscribers: 0,
      x_followers: 0,
    });
    for (const hidden of ['email', 'phone', 'address'])
      expect(res.body.influencers[1]).not.toHaveProperty(hidden);
  });

  it('leaves out a suspended creator, and lists them again once the suspension is lifted', async () => {
    const creator = await createCreator(s, { fullName: 'Suspended Suman' });
    const brand = await createBrand(s);
    const admin = await createAdmin(s);
    const listed = async () =>
      (await rest(s, 'GET', '/api/profiles/influencers?search=Suman', { token: brand.token })).body
        .influencers;
    expect(await listed()).toHaveLength(1);
    await s.db.insert(suspensions).values({
      userId: creator.user.id,
      suspendedBy: admin.user.id,
      suspensionType: 'permanent',
      reason: 'Spam',
    });
    expect(await listed()).toEqual([]);
    await s.db.delete(suspensions).where(eq(suspensions.userId, creator.user.id));
    expect(await listed()).toHaveLength(1);
  });

  it('searches name, username, niche and handles, case-insensitively, with % and _ taken literally', async () => {
    const vikram = await createCreator(s, {
      fullName: 'Vikram Singh',
      profile: { niche: 'Fitness', instagramHandle: 'fitwithvikram', username: 'vikram_fit' },
    });
    const ishita = await createCreator(s, {
      fullName: 'Ishita Banerjee',
      profile: { niche: 'Art', youtubeHandle: 'IshitaSketches', xHandle: 'ishita100' },
    });
    const admin = await createAdmin(s);
    const ids = async (search: string) =>
      (await admin.caller.profiles.influencers({ search })).influencers.map((i) => i.id);
    expect(await ids('vikram')).toEqual([vikram.user.id]);
    expect(await ids('FITNESS')).toEqual([vikram.user.id]);
    expect(await ids('sketches')).toEqual([ishita.user.id]);
    expect(await ids('100')).toEqual([ishita.user.id]);
    expect(await ids('banerjee')).toEqual([ishita.user.id]);
    expect(await ids('vikram_')).toEqual([vikram.user.id]);
    expect(await ids('%')).toEqual([]);
    const res = await rest(s, 'GET', '/api/profiles/influencers?search=Ishita', { token: admin.token });
    expect(res.body.influencers.map((i: { id: string }) => i.id)).toEqual([ishita.user.id]);
  });

  it('pages with limit and offset from the query string and clamps limit to 100', async () => {
    const brand = await createBrand(s);
    const all = (await rest(s, 'GET', '/api/profiles/influencers', { token: brand.token })).body.influencers;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const pageTwo = await rest(s, 'GET', '/api/profiles/influencers?limit=2&offset=1', {
      token: brand.token,
    });
    expect(pageTwo.body.influencers).toEqual(all.slice(1, 3));
    expect((await rest(s, 'GET', '/api/profiles/influencers?limit=500', { token: brand.token })).status).toBe(
      200,
    );
    expect((await rest(s, 'GET', '/api/profiles/influencers?limit=0', { token: brand.token })).status).toBe(
      400,
    );
  });

  it('refuses creators with 403 and signed-out callers with 401', async () => {
    const creator = await createCreator(s);
    expect(await rest(s, 'GET', '/api/profiles/influencers', { token: creator.token })).toMatchObject({
      status: 403,
      body: { error: 'Only brands or admins can do this' },
    });
    await expect(creator.caller.profiles.influencers({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rest(s, 'GET', '/api/profiles/influencers')).status).toBe(401);
  });
});
