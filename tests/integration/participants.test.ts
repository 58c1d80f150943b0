import { describe, expect, it } from 'vitest';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { acceptedCreator, apply, approvedCreator, decide, postCampaign } from '../kit/marketplace';
import { rest } from '../kit/rest';

const t = createTestApp();

describe('GET /api/applications/campaign/{id}/participants', () => {
  it('pages through the participants only, with their total and how many have approved work', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { budget: 9000 });
    const first = await approvedCreator(t, brand, campaign.id, { fullName: 'First Approved' });
    await acceptedCreator(t, brand, campaign.id, { fullName: 'Second Accepted' });
    await acceptedCreator(t, brand, campaign.id, { fullName: 'Third Accepted' });
    const pending = await createCreator(t);
    await apply(t, pending, campaign.id);
    const rejected = await createCreator(t);
    await decide(t, brand, (await apply(t, rejected, campaign.id)).id, 'rejected');

    const pageOne = await rest(t, 'GET', `/api/applications/campaign/${campaign.id}/participants?limit=2`, {
      token: brand.token,
    });
    expect(pageOne.status).toBe(200);
    expect(pageOne.body).toMatchObject({ total: 3, approved: 1 });
    expect(pageOne.body.applications.map((a: { creator_name: string }) => a.creator_name)).toEqual([
      'Third Accepted',
      'Second Accepted',
    ]);
    const pageTwo = await rest(
      t,
      'GET',
      `/api/applications/campaign/${campaign.id}/participants?limit=2&offset=2`,
      { token: brand.token },
    );
    expect(pageTwo.body.applications).toMatchObject([
      { creator_id: first.creator.user.id, status: 'accepted', work_status: 'approved' },
    ]);

    const admin = await createAdmin(t);
    expect((await admin.caller.applications.participants({ id: campaign.id })).total).toBe(3);
  });

  it("answers another brand's campaign as not found, a creator with 403 and no session with 401", async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand);
    const stranger = await createBrand(t);
    const creator = await createCreator(t);
    const path = `/api/applications/campaign/${campaign.id}/participants`;
    expect((await rest(t, 'GET', path, { token: stranger.token })).status).toBe(404);
    expect((await rest(t, 'GET', path, { token: creator.token })).status).toBe(403);
    expect((await rest(t, 'GET', path)).status).toBe(401);
  });
});

describe('GET /api/applications/participant-campaigns', () => {
  it("lists only the brand's own campaigns that have participants, by title, with their counts", async () => {
    const brand = await createBrand(t);
    const zebra = await postCampaign(t, brand, { title: 'Zebra Prints' });
    const alpine = await postCampaign(t, brand, { title: 'Alpine Trek' });
    await postCampaign(t, brand, { title: 'Nobody Yet' });
    const gone = await postCampaign(t, brand, { title: 'Deleted One' });
    await acceptedCreator(t, brand, zebra.id);
    await acceptedCreator(t, brand, alpine.id);
    await approvedCreator(t, brand, alpine.id);
    await apply(t, await createCreator(t), zebra.id);
    await acceptedCreator(t, brand, gone.id);
    await rest(t, 'DELETE', `/api/campaigns/${gone.id}`, { token: brand.token });
    const other = await createBrand(t);
    await acceptedCreator(t, other, (await postCampaign(t, other, { title: 'Not Mine' })).id);

    const res = await rest(t, 'GET', '/api/applications/participant-campaigns', { token: brand.token });
    expect(res.status).toBe(200);
    expect(res.body.campaigns).toEqual([
      { id: alpine.id, title: 'Alpine Trek', participant_count: 2 },
      { id: zebra.id, title: 'Zebra Prints', participant_count: 1 },
    ]);
  });

  it('is for brands only', async () => {
    const creator = await createCreator(t);
    const admin = await createAdmin(t);
    expect(
      (await rest(t, 'GET', '/api/applications/participant-campaigns', { token: creator.token })).status,
    ).toBe(403);
    expect(
      (await rest(t, 'GET', '/api/applications/participant-campaigns', { token: admin.token })).status,
    ).toBe(403);
    expect((await rest(t, 'GET', '/api/applications/participant-campaigns')).status).toBe(401);
  });
});
