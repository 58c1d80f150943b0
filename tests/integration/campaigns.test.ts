import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, profiles } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { postCampaign } from '../kit/marketplace';
import { rest } from '../kit/rest';

const t = createTestApp();

const CAMPAIGN_KEYS = [
  'application_count',
  'brand_name',
  'brand_rating',
  'brand_review_count',
  'budget',
  'budget_range',
  'collab_type',
  'created_at',
  'deadline',
  'deliverables',
  'description',
  'destination_url',
  'funding_status',
  'id',
  'product_value',
  'revision_rounds',
  'status',
  'tags',
  'timeline',
  'title',
  'updated_at',
  'usage_rights',
  'user_id',
  'visibility',
];

const setStatus = (id: string, status: typeof campaigns.$inferSelect.status) =>
  t.db.update(campaigns).set({ status }).where(eq(campaigns.id, id));

describe('POST /api/campaigns', () => {
  it('creates an active campaign owned by the session brand, ignoring user_id in the body', async () => {
    const brand = await createBrand(t, { profile: { companyName: 'Glow Co' } });
    const other = await createBrand(t);
    const res = await rest(t, 'POST', '/api/campaigns', {
      token: brand.token,
      body: {
        user_id: other.user.id,
        title: '  Diwali Glow  ',
        description: 'Three reels about our festive range',
        status: 'active',
        collabType: 'paid',
        budget: 25000,
        budget_range: '20k-30k',
        timeline: { start_date: '2026-10-01', end_date: '2026-10-31' },
        deadline: '2026-10-20',
        tags: [' Beauty ', 'Festive', 'Beauty', '', '   ', 'festive'],
        deliverables: ['1 reel', ' 2 stories ', '1 reel', ''],
      },
    });
    expect(res.status).toBe(200);
    const c = res.body.campaign;
    expect(Object.keys(c).sort()).toEqual(CAMPAIGN_KEYS);
    expect(c).toMatchObject({
      user_id: brand.user.id,
      title: 'Diwali Glow',
      status: 'active',
      collab_type: 'paid',
      budget: 25000,
      budget_range: '20k-30k',
      timeline: { start_date: '2026-10-01', end_date: '2026-10-31' },
      deadline: '2026-10-20',
      tags: ['Beauty', 'Festive', 'festive'],
      deliverables: ['1 reel', '2 stories'],
      application_count: 0,
      brand_name: 'Glow Co',
    });
    expect(c.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
  });

  it('saves a draft with only a title, and uses the full name when there is no company name', async () => {
    const brand = await createBrand(t, { fullName: 'Priya Brand' });
    const res = await rest(t, 'POST', '/api/campaigns', {
      token: brand.token,
      body: { title: 'Idea', status: 'draft' },
    });
    expect(res.status).toBe(200);
    expect(res.body.campaign).toMatchObject({
      title: 'Idea',
      status: 'draft',
      description: null,
      budget: null,
      tags: [],
      deliverables: [],
      timeline: { start_date: null, end_date: null },
      deadline: null,
      brand_name: 'Priya Brand',
    });
  });

  it('accepts collab_type, a numeric budget string and deliverables as lines of text; barter has no budget', async () => {
    const brand = await createBrand(t);
    const paid = await postCampaign(t, brand, {
      collab_type: 'paid',
      budget: '5000',
      deliverables: '1 reel\n\n2 posts\r\n1 reel',
    });
    expect(paid).toMatchObject({ collab_type: 'paid', budget: 5000, deliverables: ['1 reel', '2 posts'] });
    const barter = await postCampaign(t, brand, { collabType: 'barter', budget: 0 });
    expect(barter).toMatchObject({ collab_type: 'barter', budget: null });
  });

  it.each([
    [{ status: 'draft', title: '  ' }, 'Please provide at least a campaign name to save as draft.'],
    [{ status: 'draft' }, 'Please provide at least a campaign name to save as draft.'],
    [{ status: 'active', title: 'No brief' }, 'Please fill in all required fields: description.'],
    [
      { status: 'active', title: 'Blank brief', description: '   ' },
      'Please fill in all required fields: description.',
    ],
    [{ status: 'active', description: 'No title' }, 'Please fill in all required fields: title.'],
    [{ title: 'T', status: 'completed' }, 'Status must be draft or active'],
    [{ title: 'T', status: 'deleted' }, 'Status must be draft or active'],
    [{ title: 'T', budget: -1 }, 'Budget must be 0 or more'],
    [{ title: 'T', budget: 10.5 }, 'Budget must be a whole number of rupees'],
    [{ title: 'T', budget: 'lots' }, 'Budget must be a number'],
    [{ title: 'T', collabType: 'barter', budget: 500 }, 'A barter campaign has no budget'],
    [{ title: 'T', collab_type: 'gift' }, 'Collaboration type must be barter or paid'],
    [
      { title: 'T', timeline: { start_date: '2026-05-10', end_date: '2026-05-01' } },
      'End date must be on or after the start date',
    ],
    [{ title: 'T', deadline: '2026-02-30' }, 'Deadline must be a date (YYYY-MM-DD)'],
    [{ title: 'T', timeline: { start_date: 'soon' } }, 'Start date must be a date (YYYY-MM-DD)'],
    [{ title: '<b>Bold</b>' }, 'HTML tags are not allowed'],
    [{ title: 'T', description: 'javascript:alert(1)' }, 'Potentially unsafe content detected'],
  ])('refuses %j with 400 %j', async (body, error) => {
    const brand = await createBrand(t);
    const res = await rest(t, 'POST', '/api/campaigns', {
      token: brand.token,
      body: { status: 'draft', ...body },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(error);
  });

  it.each([
    [{ status: 'active', description: 'No title' }, 'Please fill in all required fields: title.', ['title']],
    [
      { status: 'active' },
      'Please fill in all required fields: title, description.',
      ['title', 'description'],
    ],
    [{ status: 'draft' }, 'Please provide at least a campaign name to save as draft.', ['title']],
  ])('names the missing fields of %j in issues, keeping the message %j', async (body, error, fields) => {
    const brand = await createBrand(t);
    const res = await rest(t, 'POST', '/api/campaigns', { token: brand.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect(res.body.issues.map((i: { path: string }) => i.path).filter(Boolean)).toEqual(fields);
  });

  it('is for brands only: 401 signed out, 403 for creators and admins', async () => {
    const body = { title: 'T', status: 'draft' };
    expect((await rest(t, 'POST', '/api/campaigns', { body })).status).toBe(401);
    const creator = await createCreator(t);
    const admin = await createAdmin(t);
    expect((await rest(t, 'POST', '/api/campaigns', { token: creator.token, body })).status).toBe(403);
    expect((await rest(t, 'POST', '/api/campaigns', { token: admin.token, body })).status).toBe(403);
    await expect(creator.caller.campaigns.create({ title: 'T', status: 'draft' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('works through the tRPC caller', async () => {
    const brand = await createBrand(t);
    const { campaign } = await brand.caller.campaigns.create({
      title: 'Via tRPC',
      status: 'draft',
      tags: ['a', 'a '],
    });
    expect(campaign).toMatchObject({ title: 'Via tRPC', user_id: brand.user.id, tags: ['a'] });
  });
});

describe('GET /api/campaigns/{id}', () => {
  it('shows an active campaign to any signed-in user, and 401 without a session', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const c = await postCampaign(t, brand);
    const res = await rest(t, 'GET', `/api/campaigns/${c.id}`, { token: creator.token });
    expect(res.status).toBe(200);
    expect(res.body.campaign).toEqual(c);
    expect((await rest(t, 'GET', `/api/campaigns/${c.id}`)).status).toBe(401);
  });

  it('shows drafts and deleted campaigns only to the owner and admins (404 for everyone else)', async () => {
    const brand = await createBrand(t);
    const otherBrand = await createBrand(t);
    const creator = await createCreator(t);
    const admin = await createAdmin(t);
    const draft = await postCampaign(t, brand, { status: 'draft' });
    const gone = await postCampaign(t, brand);
    await rest(t, 'DELETE', `/api/campaigns/${gone.id}`, { token: brand.token });
    for (const c of [draft, gone]) {
      expect((await rest(t, 'GET', `/api/campaigns/${c.id}`, { token: brand.token })).status).toBe(200);
      expect((await rest(t, 'GET', `/api/campaigns/${c.id}`, { token: admin.token })).status).toBe(200);
      expect(await rest(t, 'GET', `/api/campaigns/${c.id}`, { token: otherBrand.token })).toMatchObject({
        status: 404,
        body: { error: 'Campaign not found' },
      });
      expect((await rest(t, 'GET', `/api/campaigns/${c.id}`, { token: creator.token })).status).toBe(404);
    }
    await expect(creator.caller.campaigns.get({ id: draft.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 404 for an id that names nothing', async () => {
    const creator = await createCreator(t);
    expect((await rest(t, 'GET', '/api/campaigns/no-such-id', { token: creator.token })).status).toBe(404);
  });
});

describe('PUT /api/campaigns/{id}', () => {
  it('edits only the fields sent', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, { budget: 1000, tags: ['x'], deadline: '2026-12-01' });
    const res = await rest(t, 'PUT', `/api/campaigns/${c.id}`, {
      token: brand.token,
      body: { title: 'Renamed', tags: [' y ', 'y', '', 'z'], deliverables: ['a', 'a', ' '] },
    });
    expect(res.status).toBe(200);
    expect(res.body.campaign).toMatchObject({
      title: 'Renamed',
      description: c.description,
      budget: 1000,
      tags: ['y', 'z'],
      deliverables: ['a'],
      deadline: '2026-12-01',
    });
  });

  it('clears the budget by turning barter, the deadline with null, and edits one end of the timeline', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, {
      budget: 1000,
      deadline: '2026-12-01',
      timeline: { start_date: '2026-11-01', end_date: '2026-11-30' },
    });
    const res = await rest(t, 'PUT', `/api/campaigns/${c.id}`, {
      token: brand.token,
      body: { collab_type: 'barter', budget: null, deadline: null, timeline: { end_date: '2026-12-15' } },
    });
    expect(res.body.campaign).toMatchObject({
      collab_type: 'barter',
      budget: null,
      deadline: null,
      timeline: { start_date: '2026-11-01', end_date: '2026-12-15' },
    });
    const blank = await rest(t, 'PUT', `/api/campaigns/${c.id}`, {
      token: brand.token,
      body: { budget: 0, deadline: '' },
    });
    expect(blank.body.campaign).toMatchObject({ budget: null, deadline: null });
  });

  it('publishes a draft with status active, which then needs a brief', async () => {
    const brand = await createBrand(t);
    const draft = await postCampaign(t, brand, { status: 'draft', description: null });
    const noBrief = await rest(t, 'PUT', `/api/campaigns/${draft.id}`, {
      token: brand.token,
      body: { status: 'active' },
    });
    expect(noBrief).toMatchObject({
      status: 400,
      body: { error: 'Please fill in all required fields: description.' },
    });
    const res = await rest(t, 'PUT', `/api/campaigns/${draft.id}`, {
      token: brand.token,
      body: { status: 'active', description: 'Now with a brief' },
    });
    expect(res.status).toBe(200);
    expect(res.body.campaign.status).toBe('active');
    // Publishing an active campaign again changes nothing.
    expect(
      (await rest(t, 'PUT', `/api/campaigns/${draft.id}`, { token: brand.token, body: { status: 'active' } }))
        .status,
    ).toBe(200);
  });

  it('lets a brand set no status but active, and publish only drafts', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand);
    for (const status of ['paused', 'completed', 'deleted', 'draft']) {
      expect(
        await rest(t, 'PUT', `/api/campaigns/${c.id}`, { token: brand.token, body: { status } }),
      ).toMatchObject({
        status: 400,
        body: { error: 'Status can only be set to active (to publish a draft)' },
      });
    }
    await setStatus(c.id, 'paused');
    const res = await rest(t, 'PUT', `/api/campaigns/${c.id}`, {
      token: brand.token,
      body: { status: 'active' },
    });
    expect(res).toMatchObject({
      status: 409,
      body: { error: 'Only a draft can be published; this campaign is paused' },
    });
  });

  it.each(['flagged', 'removed'] as const)(
    'cannot undo moderation: a %s campaign is neither edited nor deleted by its brand (409)',
    async (status) => {
      const brand = await createBrand(t);
      const admin = await createAdmin(t);
      const c = await postCampaign(t, brand, { title: 'Questionable' });
      expect(
        (
          await rest(t, 'PUT', `/api/admin/campaigns/${c.id}/status`, {
            token: admin.token,
            body: { status },
          })
        ).status,
      ).toBe(200);
      const message = `This campaign was ${status} by moderators and cannot be`;
      for (const body of [{ title: 'Innocent' }, { status: 'active' }, { description: 'Rewritten' }]) {
        const res = await rest(t, 'PUT', `/api/campaigns/${c.id}`, { token: brand.token, body });
        expect(res.status).toBe(409);
        expect(res.body.error).toContain(`${message} edited`);
      }
      const del = await rest(t, 'DELETE', `/api/campaigns/${c.id}`, { token: brand.token });
      expect(del.status).toBe(409);
      expect(del.body.error).toContain(`${message} deleted`);
      await expect(brand.caller.campaigns.delete({ id: c.id })).rejects.toMatchObject({ code: 'CONFLICT' });
      const stored = (
        await t.db
          .select({ status: campaigns.status, title: campaigns.title })
          .from(campaigns)
          .where(eq(campaigns.id, c.id))
      )[0];
      expect(stored).toEqual({ status, title: 'Questionable' });
    },
  );

  it('lets a brand still edit a campaign an admin paused', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand);
    await setStatus(c.id, 'paused');
    const res = await rest(t, 'PUT', `/api/campaigns/${c.id}`, {
      token: brand.token,
      body: { title: 'Clarified brief' },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { campaign: { title: 'Clarified brief', status: 'paused' } },
    });
  });

  it('keeps the create rules: barter has no budget, the timeline runs forward, the title stays', async () => {
    const brand = await createBrand(t);
    const barter = await postCampaign(t, brand, {
      collabType: 'barter',
      timeline: { start_date: '2026-05-10' },
    });
    expect(
      await rest(t, 'PUT', `/api/campaigns/${barter.id}`, { token: brand.token, body: { budget: 500 } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'A barter campaign has no budget' },
    });
    expect(
      await rest(t, 'PUT', `/api/campaigns/${barter.id}`, {
        token: brand.token,
        body: { timeline: { end_date: '2026-05-01' } },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'End date must be on or after the start date' },
    });
    expect(
      (await rest(t, 'PUT', `/api/campaigns/${barter.id}`, { token: brand.token, body: { title: ' ' } })).body
        .error,
    ).toBe('Campaign title is required');
    expect(
      (await rest(t, 'PUT', `/api/campaigns/${barter.id}`, { token: brand.token, body: { budget: -5 } })).body
        .error,
    ).toBe('Budget must be 0 or more');
    const paid = await rest(t, 'PUT', `/api/campaigns/${barter.id}`, {
      token: brand.token,
      body: { collab_type: 'paid', budget: 800 },
    });
    expect(paid.body.campaign).toMatchObject({ collab_type: 'paid', budget: 800 });
    const back = await rest(t, 'PUT', `/api/campaigns/${barter.id}`, {
      token: brand.token,
      body: { collabType: 'barter' },
    });
    expect(back.body.campaign).toMatchObject({ collab_type: 'barter', budget: null });
  });

  it('refuses a completed or deleted campaign with 409', async () => {
    const brand = await createBrand(t);
    const done = await postCampaign(t, brand);
    await setStatus(done.id, 'completed');
    expect(
      await rest(t, 'PUT', `/api/campaigns/${done.id}`, { token: brand.token, body: { title: 'x' } }),
    ).toMatchObject({
      status: 409,
      body: { error: 'A completed campaign cannot be edited' },
    });
    const gone = await postCampaign(t, brand);
    await rest(t, 'DELETE', `/api/campaigns/${gone.id}`, { token: brand.token });
    expect(
      await rest(t, 'PUT', `/api/campaigns/${gone.id}`, { token: brand.token, body: { title: 'x' } }),
    ).toMatchObject({
      status: 409,
      body: { error: 'A deleted campaign cannot be edited' },
    });
  });

  it('refuses another brand: 403 on a campaign it can see, 404 on a draft it cannot; 403 for creators', async () => {
    const owner = await createBrand(t);
    const intruder = await createBrand(t);
    const creator = await createCreator(t);
    const active = await postCampaign(t, owner);
    const draft = await postCampaign(t, owner, { status: 'draft' });
    expect(
      (
        await rest(t, 'PUT', `/api/campaigns/${active.id}`, {
          token: intruder.token,
          body: { title: 'Mine' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await rest(t, 'PUT', `/api/campaigns/${draft.id}`, { token: intruder.token, body: { title: 'Mine' } }))
        .status,
    ).toBe(404);
    expect(
      (await rest(t, 'PUT', `/api/campaigns/${active.id}`, { token: creator.token, body: { title: 'Mine' } }))
        .status,
    ).toBe(403);
    expect((await rest(t, 'PUT', `/api/campaigns/${active.id}`, { body: { title: 'Mine' } })).status).toBe(
      401,
    );
    await expect(intruder.caller.campaigns.update({ id: active.id, title: 'Mine' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      (await rest(t, 'GET', `/api/campaigns/${active.id}`, { token: owner.token })).body.campaign.title,
    ).toBe(active.title);
  });
});

describe('DELETE /api/campaigns/{id}', () => {
  it('soft-deletes: status deleted and deleted_at, gone from the lists, still there for admins', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const admin = await createAdmin(t);
    const c = await postCampaign(t, brand, { title: 'Soon gone' });
    const res = await rest(t, 'DELETE', `/api/campaigns/${c.id}`, { token: brand.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, campaign: { id: c.id, status: 'deleted' } });
    const row = (
      await t.db
        .select({ status: campaigns.status, deletedAt: campaigns.deletedAt })
        .from(campaigns)
        .where(eq(campaigns.id, c.id))
    )[0];
    expect(row?.status).toBe('deleted');
    expect(row?.deletedAt).toMatch(/^\d{4}-/);
    const mine = await rest(t, 'GET', '/api/campaigns/my', { token: brand.token });
    expect(mine.body.campaigns.map((x: { id: string }) => x.id)).not.toContain(c.id);
    const browse = await rest(t, 'GET', '/api/campaigns?status=active&limit=100', { token: creator.token });
    expect(browse.body.campaigns.map((x: { id: string }) => x.id)).not.toContain(c.id);
    expect(
      (await rest(t, 'GET', `/api/campaigns/${c.id}`, { token: admin.token })).body.campaign.status,
    ).toBe('deleted');
  });

  it('refuses a completed campaign and a second delete with 409, another brand with 403, a creator with 403', async () => {
    const brand = await createBrand(t);
    const intruder = await createBrand(t);
    const creator = await createCreator(t);
    const done = await postCampaign(t, brand);
    await setStatus(done.id, 'completed');
    expect(await rest(t, 'DELETE', `/api/campaigns/${done.id}`, { token: brand.token })).toMatchObject({
      status: 409,
      body: { error: 'A completed campaign cannot be deleted' },
    });
    const c = await postCampaign(t, brand);
    expect((await rest(t, 'DELETE', `/api/campaigns/${c.id}`, { token: intruder.token })).status).toBe(403);
    expect((await rest(t, 'DELETE', `/api/campaigns/${c.id}`, { token: creator.token })).status).toBe(403);
    expect((await rest(t, 'DELETE', `/api/campaigns/${c.id}`, { token: brand.token })).status).toBe(200);
    expect((await rest(t, 'DELETE', `/api/campaigns/${c.id}`, { token: brand.token })).status).toBe(409);
    expect((await rest(t, 'DELETE', `/api/campaigns/${c.id}`, { token: intruder.token })).status).toBe(404);
  });
});

describe('brand_name', () => {
  it('follows the brand profile: company name, else full name', async () => {
    const brand = await createBrand(t, { fullName: 'Rohan' });
    const c = await postCampaign(t, brand);
    expect(c.brand_name).toBe('Rohan');
    await t.db.update(profiles).set({ companyName: 'Rohan Foods' }).where(eq(profiles.userId, brand.user.id));
    expect(
      (await rest(t, 'GET', `/api/campaigns/${c.id}`, { token: brand.token })).body.campaign.brand_name,
    ).toBe('Rohan Foods');
  });
});
