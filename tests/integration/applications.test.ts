import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, campaigns } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { UNIQUE_VIOLATION } from '../kit/engine';
import { apply, decide, notificationsOf, postCampaign } from '../kit/marketplace';
import { rest } from '../kit/rest';

const t = createTestApp();

const countOf = async (campaignId: string) =>
  (
    await t.db.select({ n: campaigns.applicationCount }).from(campaigns).where(eq(campaigns.id, campaignId))
  )[0]?.n;
const setStatus = (id: string, status: typeof campaigns.$inferSelect.status) =>
  t.db.update(campaigns).set({ status }).where(eq(campaigns.id, id));

describe('POST /api/applications', () => {
  it("creates a pending application from the session creator to the campaign's brand, ignoring ids and status in the body", async () => {
    const brand = await createBrand(t, { profile: { companyName: 'Chai Point' } });
    const otherBrand = await createBrand(t);
    const creator = await createCreator(t, { fullName: 'Asha Rao' });
    const someoneElse = await createCreator(t);
    const c = await postCampaign(t, brand, { title: 'Monsoon Chai', budget: 12000, tags: ['Food', 'Tea'] });
    const res = await rest(t, 'POST', '/api/applications', {
      token: creator.token,
      body: {
        campaign_id: c.id,
        creator_id: someoneElse.user.id,
        brand_id: otherBrand.user.id,
        status: 'accepted',
        message: 'I love chai',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({
      campaign_id: c.id,
      creator_id: creator.user.id,
      brand_id: brand.user.id,
      status: 'pending',
      message: 'I love chai',
      campaign_title: 'Monsoon Chai',
      brand_name: 'Chai Point',
      campaign_budget: 12000,
      campaign_tags: ['Food', 'Tea'],
      campaign_collab_type: 'paid',
      work_approved: false,
      work_status: null,
      creator_name: 'Asha Rao',
      completed_at: null,
    });
    expect(await countOf(c.id)).toBe(1);
    const [notice] = await notificationsOf(t, brand.user.id);
    expect(notice).toMatchObject({
      type: 'new_application',
      title: 'New application',
      message: 'Asha Rao applied to "Monsoon Chai".',
      action_url: '/brand-dashboard?tab=applications',
      metadata: { campaign_id: c.id, application_id: res.body.application.id, creator_id: creator.user.id },
      read: 0,
    });
    expect(await notificationsOf(t, otherBrand.user.id)).toEqual([]);
  });

  it('refuses a second application with 409 and the documented message, counting once', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand);
    await apply(t, creator, c.id);
    const again = await rest(t, 'POST', '/api/applications', {
      token: creator.token,
      body: { campaign_id: c.id },
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'You have already applied to this campaign.' },
    });
    expect(await countOf(c.id)).toBe(1);
    expect(await notificationsOf(t, brand.user.id)).toHaveLength(1);
  });

  it('lets only one of two racing applications through; the unique index refuses a duplicate row', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand);
    const results = await Promise.allSettled([
      creator.caller.applications.create({ campaign_id: c.id }),
      creator.caller.applications.create({ campaign_id: c.id }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'CONFLICT', message: 'You have already applied to this campaign.' },
    });
    expect(await t.db.select().from(applications).where(eq(applications.campaignId, c.id))).toHaveLength(1);
    expect(await countOf(c.id)).toBe(1);
    await expect(
      t.db
        .insert(applications)
        .values({ campaignId: c.id, creatorId: creator.user.id, brandId: brand.user.id }),
    ).rejects.toMatchObject({ cause: { message: UNIQUE_VIOLATION } });
  });

  it('answers 404 for a campaign that does not exist or that the creator cannot see', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const draft = await postCampaign(t, brand, { status: 'draft' });
    const gone = await postCampaign(t, brand);
    await rest(t, 'DELETE', `/api/campaigns/${gone.id}`, { token: brand.token });
    for (const id of ['no-such-campaign', draft.id, gone.id]) {
      expect(
        await rest(t, 'POST', '/api/applications', { token: creator.token, body: { campaign_id: id } }),
      ).toMatchObject({
        status: 404,
        body: { error: 'Campaign not found.' },
      });
    }
  });

  it('answers 409 for a campaign that is visible but not active', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    for (const status of ['paused', 'completed', 'flagged', 'removed'] as const) {
      const c = await postCampaign(t, brand);
      await setStatus(c.id, status);
      expect(
        await rest(t, 'POST', '/api/applications', { token: creator.token, body: { campaign_id: c.id } }),
      ).toMatchObject({
        status: 409,
        body: { error: 'This campaign is not accepting applications.' },
      });
      expect(await countOf(c.id)).toBe(0);
    }
  });

  it('is for creators only, and names a missing campaign_id', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand);
    expect((await rest(t, 'POST', '/api/applications', { body: { campaign_id: c.id } })).status).toBe(401);
    expect(
      (await rest(t, 'POST', '/api/applications', { token: brand.token, body: { campaign_id: c.id } }))
        .status,
    ).toBe(403);
    expect(
      (await rest(t, 'POST', '/api/applications', { token: admin.token, body: { campaign_id: c.id } }))
        .status,
    ).toBe(403);
    expect(await rest(t, 'POST', '/api/applications', { token: creator.token, body: {} })).toMatchObject({
      status: 400,
      body: { error: 'Campaign id is required' },
    });
  });
});

describe('GET /api/applications/my', () => {
  it('gives a creator their own applications and a brand the ones it received, newest first', async () => {
    const brandA = await createBrand(t);
    const brandB = await createBrand(t);
    const me = await createCreator(t);
    const other = await createCreator(t, {
      fullName: 'Other Creator',
      profile: { followerCount: 1200, instagramHandle: 'other', niche: 'Food' },
    });
    const a1 = await postCampaign(t, brandA, { title: 'A1' });
    const a2 = await postCampaign(t, brandA, { title: 'A2' });
    const b1 = await postCampaign(t, brandB, { title: 'B1' });
    const mine1 = await apply(t, me, a1.id);
    const mine2 = await apply(t, me, b1.id);
    const theirs = await apply(t, other, a2.id);

    const creatorList = await rest(t, 'GET', '/api/applications/my', { token: me.token });
    expect(creatorList.status).toBe(200);
    expect(creatorList.body.applications.map((a: { id: string }) => a.id)).toEqual([mine2.id, mine1.id]);
    expect(creatorList.body.total).toBe(2);

    const brandList = await rest(t, 'GET', '/api/applications/my', { token: brandA.token });
    expect(brandList.body.applications.map((a: { id: string }) => a.id)).toEqual([theirs.id, mine1.id]);
    expect(brandList.body.applications[0]).toMatchObject({
      creator_name: 'Other Creator',
      follower_count: 1200,
      instagram_handle: 'other',
      niche: 'Food',
      campaign_title: 'A2',
    });
    expect(
      (await rest(t, 'GET', '/api/applications/my', { token: brandB.token })).body.applications.map(
        (a: { id: string }) => a.id,
      ),
    ).toEqual([mine2.id]);
  });

  it('filters by status, campaign and search, and pages', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, { title: 'Filter Me' });
    const c2 = await postCampaign(t, brand, { title: 'Other One' });
    const creators = await Promise.all(
      [1, 2, 3].map((i) => createCreator(t, { fullName: `Creator Number${i}` })),
    );
    const apps = [];
    for (const cr of creators) apps.push(await apply(t, cr, c.id));
    const elsewhere = await apply(t, creators[0]!, c2.id);
    await decide(t, brand, apps[0]!.id, 'accepted');
    await decide(t, brand, apps[1]!.id, 'rejected');
    const get = async (q: string) =>
      (await rest(t, 'GET', `/api/applications/my?${q}`, { token: brand.token })).body;
    expect((await get('status=accepted')).applications.map((a: { id: string }) => a.id)).toEqual([
      apps[0]!.id,
    ]);
    expect((await get('status=pending')).applications.map((a: { id: string }) => a.id)).toEqual([
      elsewhere.id,
      apps[2]!.id,
    ]);
    expect((await get(`campaign_id=${c2.id}`)).applications.map((a: { id: string }) => a.id)).toEqual([
      elsewhere.id,
    ]);
    expect((await get('search=number2')).applications.map((a: { id: string }) => a.id)).toEqual([
      apps[1]!.id,
    ]);
    expect((await get('search=other%20one')).applications.map((a: { id: string }) => a.id)).toEqual([
      elsewhere.id,
    ]);
    const page = await get('limit=2&offset=1');
    expect(page.applications.map((a: { id: string }) => a.id)).toEqual([apps[2]!.id, apps[1]!.id]);
    expect(page.total).toBe(4);
    expect((await rest(t, 'GET', '/api/applications/my?status=won', { token: brand.token })).status).toBe(
      400,
    );
  });

  it('leaves out applications to deleted campaigns', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand);
    await apply(t, creator, c.id);
    await rest(t, 'DELETE', `/api/campaigns/${c.id}`, { token: brand.token });
    expect(
      (await rest(t, 'GET', '/api/applications/my', { token: creator.token })).body.applications,
    ).toEqual([]);
    expect((await rest(t, 'GET', '/api/applications/my', { token: brand.token })).body.applications).toEqual(
      [],
    );
  });

  it('is for creators and brands (401 signed out, 403 for admins)', async () => {
    const admin = await createAdmin(t);
    expect((await rest(t, 'GET', '/api/applications/my')).status).toBe(401);
    expect((await rest(t, 'GET', '/api/applications/my', { token: admin.token })).status).toBe(403);
  });
});

describe('GET /api/applications/campaign/{id}', () => {
  it('gives the owning brand and admins the applications with the profile fields of each creator', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const creator = await createCreator(t, {
      fullName: 'Meera Shah',
      profile: {
        followerCount: 54000,
        instagramHandle: 'meera.eats',
        youtubeHandle: 'meeraeats',
        xHandle: 'meera_x',
        bio: 'Food and travel',
        location: 'Pune',
        niche: 'Food',
        reelPrice: '500-1000',
        languagesSpoken: ['Hindi', 'Marathi'],
      },
    });
    const c = await postCampaign(t, brand);
    const app = await apply(t, creator, c.id);
    for (const token of [brand.token, admin.token]) {
      const res = await rest(t, 'GET', `/api/applications/campaign/${c.id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.applications).toHaveLength(1);
      expect(res.body.applications[0]).toMatchObject({
        id: app.id,
        status: 'pending',
        creator_name: 'Meera Shah',
        creator_avatar: null,
        follower_count: 54000,
        instagram_handle: 'meera.eats',
        youtube_handle: 'meeraeats',
        x_handle: 'meera_x',
        bio: 'Food and travel',
        location: 'Pune',
        niche: 'Food',
        reel_price: '500-1000',
        languages_spoken: ['Hindi', 'Marathi'],
      });
    }
    expect(
      (await rest(t, 'GET', `/api/applications/campaign/${c.id}?status=accepted`, { token: brand.token }))
        .body.applications,
    ).toEqual([]);
  });

  it('answers 404 to another brand, 403 to creators, 401 signed out', async () => {
    const brand = await createBrand(t);
    const intruder = await createBrand(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand);
    expect(
      (await rest(t, 'GET', `/api/applications/campaign/${c.id}`, { token: intruder.token })).status,
    ).toBe(404);
    expect((await rest(t, 'GET', '/api/applications/campaign/nope', { token: brand.token })).status).toBe(
      404,
    );
    expect(
      (await rest(t, 'GET', `/api/applications/campaign/${c.id}`, { token: creator.token })).status,
    ).toBe(403);
    expect((await rest(t, 'GET', `/api/applications/campaign/${c.id}`)).status).toBe(401);
  });
});

describe('PUT /api/applications/{id}', () => {
  it('accepts a pending application and tells the creator', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand, { title: 'Run Club' });
    const app = await apply(t, creator, c.id);
    const res = await rest(t, 'PUT', `/api/applications/${app.id}`, {
      token: brand.token,
      body: { status: 'accepted' },
    });
    expect(res).toMatchObject({ status: 200, body: { application: { id: app.id, status: 'accepted' } } });
    expect(await notificationsOf(t, creator.user.id)).toEqual([
      expect.objectContaining({
        type: 'application_status',
        title: 'Application accepted',
        message:
          'Congratulations! Your application to "Run Club" was accepted. You can now submit your work.',
        priority: 'high',
        action_url: '/creator-dashboard?tab=applications',
        metadata: { campaign_id: c.id, application_id: app.id, status: 'accepted' },
      }),
    ]);
  });

  it('rejects a pending application and tells the creator', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand, { title: 'Run Club' });
    const app = await apply(t, creator, c.id);
    const res = await brand.caller.applications.update({ id: app.id, status: 'rejected' });
    expect(res.application.status).toBe('rejected');
    expect(await notificationsOf(t, creator.user.id)).toEqual([
      expect.objectContaining({
        type: 'application_status',
        title: 'Application not selected',
        message: 'Your application to "Run Club" was not selected this time.',
      }),
    ]);
  });

  it('moves only from pending (409 otherwise) and only to accepted or rejected (400)', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand);
    const accepted = await apply(t, await createCreator(t), c.id);
    const rejected = await apply(t, await createCreator(t), c.id);
    await decide(t, brand, accepted.id, 'accepted');
    await decide(t, brand, rejected.id, 'rejected');
    expect(
      await rest(t, 'PUT', `/api/applications/${accepted.id}`, {
        token: brand.token,
        body: { status: 'rejected' },
      }),
    ).toMatchObject({
      status: 409,
      body: {
        error: 'This application is already accepted; only a pending application can be accepted or rejected',
      },
    });
    expect(
      (
        await rest(t, 'PUT', `/api/applications/${rejected.id}`, {
          token: brand.token,
          body: { status: 'accepted' },
        })
      ).status,
    ).toBe(409);
    const pending = await apply(t, await createCreator(t), c.id);
    for (const status of ['approved', 'completed', 'pending', undefined]) {
      expect(
        (await rest(t, 'PUT', `/api/applications/${pending.id}`, { token: brand.token, body: { status } }))
          .status,
      ).toBe(400);
    }
  });

  it('accepts only while the campaign is active; rejecting still works', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand);
    const a = await apply(t, await createCreator(t), c.id);
    const b = await apply(t, await createCreator(t), c.id);
    await setStatus(c.id, 'paused');
    expect(
      await rest(t, 'PUT', `/api/applications/${a.id}`, { token: brand.token, body: { status: 'accepted' } }),
    ).toMatchObject({
      status: 409,
      body: {
        error: 'Applications can be accepted only while the campaign is active; this campaign is paused',
      },
    });
    expect(
      (
        await rest(t, 'PUT', `/api/applications/${b.id}`, {
          token: brand.token,
          body: { status: 'rejected' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 404 to another brand, 403 to the creator, 401 signed out', async () => {
    const brand = await createBrand(t);
    const intruder = await createBrand(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand);
    const app = await apply(t, creator, c.id);
    expect(
      (
        await rest(t, 'PUT', `/api/applications/${app.id}`, {
          token: intruder.token,
          body: { status: 'accepted' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await rest(t, 'PUT', `/api/applications/${app.id}`, {
          token: creator.token,
          body: { status: 'accepted' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await rest(t, 'PUT', `/api/applications/${app.id}`, { body: { status: 'accepted' } })).status,
    ).toBe(401);
    expect(
      (
        await rest(t, 'PUT', '/api/applications/nothing', {
          token: brand.token,
          body: { status: 'accepted' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.db.select({ s: applications.status }).from(applications).where(eq(applications.id, app.id)))[0]
        ?.s,
    ).toBe('pending');
  });
});
