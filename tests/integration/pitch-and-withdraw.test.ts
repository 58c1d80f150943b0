import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { apply, decide, notificationsOf, postCampaign } from '../kit/marketplace';
import { rest } from '../kit/rest';

/** A pitch with its creator's line breaks (docs/product.md#pitch) and withdrawing (docs/product.md#withdraw). */
const t = createTestApp();

type Actor = Awaited<ReturnType<typeof createBrand>>;

const withdraw = (creator: Actor, id: string) =>
  rest(t, 'POST', `/api/applications/${id}/withdraw`, { token: creator.token });

/** Every count of applications the brand, the creator's Browse and the admin screens show. */
async function counts(brand: Actor, creator: Actor, admin: Actor, campaignId: string) {
  const get = async (path: string, token: string) => {
    const res = await rest(t, 'GET', path, { token });
    expect(res.status, path).toBe(200);
    return res.body;
  };
  const browse = await get(`/api/campaigns?limit=100`, creator.token);
  const mine = await get(`/api/campaigns/my?limit=100`, brand.token);
  const overview = await get('/api/campaigns/my/overview', brand.token);
  const received = await get('/api/applications/my', brand.token);
  const forCampaign = await get(`/api/applications/campaign/${campaignId}`, brand.token);
  const sent = await get('/api/applications/my', creator.token);
  const stats = await get('/api/campaigns/admin/stats', admin.token);
  const analytics = await get(`/api/admin/analytics?period=7d&_t=${Date.now()}`, admin.token);
  const brands = await get('/api/admin/brands/summary', admin.token);
  const influencers = await get(
    `/api/profiles/detailed-influencers?search=${encodeURIComponent(creator.user.email)}`,
    admin.token,
  );
  const byId = (list: { id: string; application_count: number }[]) =>
    list.find((c) => c.id === campaignId)?.application_count;
  return {
    browseCount: byId(browse.campaigns),
    brandCampaignCount: byId(mine.campaigns),
    overviewTotal: overview.stats.total_applications,
    overviewPending: overview.stats.pending_review,
    brandList: received.total,
    campaignList: forCampaign.total,
    creatorList: sent.total,
    adminStats: stats.stats.total_applications,
    analytics: analytics.analytics.overview.totalApplications,
    brandsSummary: brands.summary.total_applications_received,
    creatorRow: influencers.influencers[0].total_applications,
  };
}

describe('a pitch with an application', () => {
  it('keeps up to 1,000 characters with their line breaks and refuses 1,001 with the message, through tRPC and REST', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const c1 = await postCampaign(t, brand, { title: 'Pitch One' });
    const c2 = await postCampaign(t, brand, { title: 'Pitch Two' });

    const tooLong = 'a'.repeat(1001);
    await expect(
      creator.caller.applications.create({ campaign_id: c1.id, message: tooLong }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Pitch must be at most 1000 characters'),
    });
    const refused = await rest(t, 'POST', '/api/applications', {
      token: creator.token,
      body: { campaign_id: c1.id, message: tooLong },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('Pitch must be at most 1000 characters');

    const longest = `Line one\n${'b'.repeat(991)}`;
    expect(longest).toHaveLength(1000);
    const { application } = await creator.caller.applications.create({
      campaign_id: c1.id,
      message: `  ${longest}  `,
    });
    expect(application.message).toBe(longest);

    const blank = await rest(t, 'POST', '/api/applications', {
      token: creator.token,
      body: { campaign_id: c2.id, message: '   \n ' },
    });
    expect(blank.status).toBe(200);
    expect(blank.body.application.message).toBeNull();
  });

  it('shows the pitch, as typed, to the brand in its applications and the campaign’s', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t, { fullName: 'Pitch Writer' });
    const c = await postCampaign(t, brand, { title: 'Pitch Seen' });
    const pitch = 'I shoot in Kochi.\nMy audience <3 rain.';
    await rest(t, 'POST', '/api/applications', {
      token: creator.token,
      body: { campaign_id: c.id, message: pitch },
    });
    const received = await rest(t, 'GET', '/api/applications/my', { token: brand.token });
    expect(received.body.applications).toMatchObject([{ creator_name: 'Pitch Writer', message: pitch }]);
    const { applications } = await brand.caller.applications.listForCampaign({ id: c.id });
    expect(applications.map((a) => a.message)).toEqual([pitch]);
  });
});

describe('POST /api/applications/{id}/withdraw', () => {
  it('takes a pending application out of every list and count, tells the brand, and lets the creator apply again', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const creator = await createCreator(t, { fullName: 'Meera Withdraws' });
    const c = await postCampaign(t, brand, { title: 'Withdraw Me' });
    const before = await counts(brand, creator, admin, c.id);
    const application = await apply(t, creator, c.id);
    const applied = await counts(brand, creator, admin, c.id);
    const up = (k: keyof typeof before) => [k, (before[k] as number) + 1];
    expect(Object.entries(applied)).toEqual(Object.keys(before).map((k) => up(k as keyof typeof before)));

    const res = await withdraw(creator, application.id);
    // The application itself, as every application action answers it (issue 28).
    expect(res).toMatchObject({
      status: 200,
      body: {
        application: {
          id: application.id,
          campaign_id: c.id,
          status: 'withdrawn',
          campaign_title: 'Withdraw Me',
          creator_name: 'Meera Withdraws',
        },
      },
    });
    expect(await counts(brand, creator, admin, c.id)).toEqual(before);
    expect((await notificationsOf(t, brand.user.id)).at(-1)).toMatchObject({
      type: 'application_status',
      title: 'Application withdrawn',
      message: 'Meera Withdraws withdrew their application to "Withdraw Me".',
      action_url: '/brand-dashboard?tab=applications',
    });

    // Kept with its status, so the history stays and the one row per creator and campaign reopens.
    const [kept] = await t.db.select().from(applications).where(eq(applications.id, application.id));
    expect(kept?.status).toBe('withdrawn');
    const again = await rest(t, 'POST', '/api/applications', {
      token: creator.token,
      body: { campaign_id: c.id, message: 'Second thoughts: I am in.' },
    });
    expect(again.status).toBe(200);
    expect(again.body.application).toMatchObject({ status: 'pending', message: 'Second thoughts: I am in.' });
    expect(await counts(brand, creator, admin, c.id)).toEqual(applied);
    expect((await notificationsOf(t, brand.user.id)).at(-1)).toMatchObject({ title: 'New application' });
  });

  it("is the applying creator's alone: another creator gets 404, a brand or an admin 403, and nothing changes", async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const stranger = await createCreator(t);
    const c = await postCampaign(t, brand);
    const application = await apply(t, creator, c.id);

    expect(await withdraw(stranger, application.id)).toMatchObject({
      status: 404,
      body: { error: 'Application not found' },
    });
    await expect(stranger.caller.applications.withdraw({ id: application.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await withdraw(brand, application.id)).status).toBe(403);
    expect((await withdraw(admin, application.id)).status).toBe(403);
    expect((await rest(t, 'POST', `/api/applications/${application.id}/withdraw`)).status).toBe(401);
    expect((await withdraw(creator, 'no-such-application')).status).toBe(404);

    const { applications } = await brand.caller.applications.listForCampaign({ id: c.id });
    expect(applications.map((a) => a.id)).toEqual([application.id]);
  });

  it('withdraws only a pending application: 409 with a sentence once the brand has decided', async () => {
    const brand = await createBrand(t);
    const accepted = await createCreator(t);
    const rejected = await createCreator(t);
    const c = await postCampaign(t, brand);
    const a1 = await apply(t, accepted, c.id);
    const a2 = await apply(t, rejected, c.id);
    await decide(t, brand, a1.id, 'accepted');
    await decide(t, brand, a2.id, 'rejected');

    expect(await withdraw(accepted, a1.id)).toMatchObject({
      status: 409,
      body: { error: 'Only a pending application can be withdrawn; this one is already accepted.' },
    });
    await expect(rejected.caller.applications.withdraw({ id: a2.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only a pending application can be withdrawn; this one is already rejected.',
    });
    expect((await brand.caller.applications.listForCampaign({ id: c.id })).total).toBe(2);
  });

  it.each([
    ['withdraw first', true],
    ['accept first', false],
  ])('racing the brand’s accept leaves one outcome (%s)', async (_, withdrawFirst) => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand);
    const application = await apply(t, creator, c.id);
    const withdrawIt = () => creator.caller.applications.withdraw({ id: application.id });
    const acceptIt = () => brand.caller.applications.update({ id: application.id, status: 'accepted' });
    const [w, a] = withdrawFirst
      ? await Promise.allSettled([withdrawIt(), acceptIt()])
      : await Promise.allSettled([acceptIt(), withdrawIt()]).then(([x, y]) => [y, x] as const);

    expect([w.status, a.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
    const left = await brand.caller.applications.listForCampaign({ id: c.id });
    const campaign = await creator.caller.campaigns.get({ id: c.id });
    if (w.status === 'fulfilled') {
      expect(a).toMatchObject({
        status: 'rejected',
        reason: {
          code: 'CONFLICT',
          message:
            'This application is already withdrawn; only a pending application can be accepted or rejected',
        },
      });
      expect(left.total).toBe(0);
      expect(campaign.campaign.application_count).toBe(0);
    } else {
      expect(w).toMatchObject({
        reason: {
          code: 'CONFLICT',
          message: 'Only a pending application can be withdrawn; this one is already accepted.',
        },
      });
      expect(left.applications.map((x) => x.status)).toEqual(['accepted']);
      expect(campaign.campaign.application_count).toBe(1);
    }
  });
});
