import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { acceptedCreator, apply, approvedCreator, decide, postCampaign, submit } from '../kit/marketplace';
import { rest } from '../kit/rest';

const t = createTestApp();

describe('GET /api/campaigns/my/overview (brand overview)', () => {
  it('is empty for a new brand', async () => {
    const brand = await createBrand(t);
    const res = await rest(t, 'GET', '/api/campaigns/my/overview', { token: brand.token });
    expect(res).toMatchObject({
      status: 200,
      body: {
        stats: {
          active_campaigns: 0,
          total_applications: 0,
          accepted_influencers: 0,
          pending_review: 0,
          pending_work: 0,
        },
        top_influencers: [],
      },
    });
  });

  it('counts the four stats and ranks top influencers by completed collaborations, then followers', async () => {
    const brand = await createBrand(t);
    const other = await createBrand(t);
    const finished = await postCampaign(t, brand, { budget: 6000 });
    const running = await postCampaign(t, brand, { budget: 4000 });
    await postCampaign(t, brand);
    await postCampaign(t, brand, { status: 'draft' });
    const deleted = await postCampaign(t, brand);

    // Completed collaborations: Big Star (1 campaign, 900k followers) and Small Star (1 campaign, 5k).
    const big = await approvedCreator(t, brand, finished.id, {
      fullName: 'Big Star',
      profile: { followerCount: 900_000 },
    });
    const small = await acceptedCreator(t, brand, finished.id, {
      fullName: 'Small Star',
      profile: { followerCount: 5_000 },
    });
    await rest(t, 'POST', `/api/campaigns/${finished.id}/complete`, { token: brand.token });
    // Ongoing: Small Star again (so still Active), and a huge creator with no completed work yet.
    const again = await apply(t, small.creator, running.id);
    await decide(t, brand, again.id, 'accepted');
    await submit(t, small.creator, again.id);
    const huge = await acceptedCreator(t, brand, running.id, {
      fullName: 'Huge Newcomer',
      profile: { followerCount: 2_000_000 },
    });
    // Pending and rejected applications, one to a deleted campaign (not counted).
    await apply(t, await createCreator(t), running.id);
    const rejected = await apply(t, await createCreator(t), running.id);
    await decide(t, brand, rejected.id, 'rejected');
    await acceptedCreator(t, brand, deleted.id, {
      fullName: 'Ghost',
      profile: { followerCount: 10_000_000 },
    });
    await rest(t, 'DELETE', `/api/campaigns/${deleted.id}`, { token: brand.token });
    // Another brand's activity never shows.
    const elsewhere = await postCampaign(t, other);
    await acceptedCreator(t, other, elsewhere.id, {
      fullName: 'Elsewhere',
      profile: { followerCount: 50_000_000 },
    });

    const res = await rest(t, 'GET', '/api/campaigns/my/overview', { token: brand.token });
    expect(res.status).toBe(200);
    expect(res.body.stats).toEqual({
      active_campaigns: 2, // running + the third; finished is completed, the draft and deleted ones are not active
      total_applications: 6, // big, small x2, huge, pending, rejected
      accepted_influencers: 4, // big (completed), small (completed + accepted), huge (accepted)
      pending_review: 1,
      pending_work: 1,
    });
    expect(res.body.top_influencers).toEqual([
      {
        id: big.creator.user.id,
        name: 'Big Star',
        avatar_url: null,
        follower_count: 900_000,
        campaigns: 1,
        status: 'Completed',
      },
      {
        id: small.creator.user.id,
        name: 'Small Star',
        avatar_url: null,
        follower_count: 5_000,
        campaigns: 1,
        status: 'Active',
      },
      {
        id: huge.creator.user.id,
        name: 'Huge Newcomer',
        avatar_url: null,
        follower_count: 2_000_000,
        campaigns: 0,
        status: 'Active',
      },
    ]);
    const viaTrpc = await brand.caller.campaigns.myOverview();
    expect(viaTrpc).toEqual(res.body);
  });

  it('is for brands only', async () => {
    const creator = await createCreator(t);
    const admin = await createAdmin(t);
    expect((await rest(t, 'GET', '/api/campaigns/my/overview', { token: creator.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/campaigns/my/overview', { token: admin.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/campaigns/my/overview')).status).toBe(401);
  });
});
