import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '@db/schema';
import { budgetLabel, collabLabel, timelineLabel } from '@shared/campaign-terms';
import { createTestApp } from '../kit/app';
import { createBrand } from '../kit/factories';
import { postCampaign } from '../kit/marketplace';
import { rest } from '../kit/rest';

// docs/product.md#campaign-create: a paid campaign needs a budget above 0; a barter one has none.
const t = createTestApp();
const PAID_NEEDS_BUDGET = 'A paid campaign needs a budget above 0';
const base = { title: 'Summer Launch', description: 'Short videos', status: 'active' };

describe('a paid campaign needs a budget above 0', () => {
  it.each([
    ['no budget', {}],
    ['a null budget', { budget: null }],
    ['a budget of 0', { budget: 0 }],
    ['an empty budget', { budget: '' }],
  ])('refuses creating a live paid campaign with %s, through REST and tRPC', async (_, budget) => {
    const brand = await createBrand(t);
    for (const body of [
      { ...base, collab_type: 'paid', ...budget },
      { ...base, collabType: 'paid', ...budget },
    ]) {
      expect(await rest(t, 'POST', '/api/campaigns', { token: brand.token, body })).toMatchObject({
        status: 400,
        body: { error: PAID_NEEDS_BUDGET },
      });
      await expect(brand.caller.campaigns.create(body as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(PAID_NEEDS_BUDGET),
      });
    }
    expect(await t.db.select().from(campaigns).where(eq(campaigns.userId, brand.user.id))).toHaveLength(0);
  });

  it('saves a paid draft without a budget (a draft needs only a name), but publishes it only with one', async () => {
    const brand = await createBrand(t);
    const draft = await postCampaign(t, brand, { collab_type: 'paid', status: 'draft' });
    expect(draft).toMatchObject({ collab_type: 'paid', budget: null, status: 'draft' });
    const path = `/api/campaigns/${draft.id}`;
    expect(await rest(t, 'PUT', path, { token: brand.token, body: { status: 'active' } })).toMatchObject({
      status: 400,
      body: { error: PAID_NEEDS_BUDGET },
    });
    await expect(brand.caller.campaigns.update({ id: draft.id, status: 'active' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: PAID_NEEDS_BUDGET,
    });
    expect(
      (await rest(t, 'PUT', path, { token: brand.token, body: { status: 'active', budget: 900 } })).body
        .campaign,
    ).toMatchObject({ status: 'active', collab_type: 'paid', budget: 900 });
  });

  it('creates paid with a budget and barter without; with no type given, the budget decides', async () => {
    const brand = await createBrand(t);
    expect(await postCampaign(t, brand, { collab_type: 'paid', budget: 5000 })).toMatchObject({
      collab_type: 'paid',
      budget: 5000,
    });
    expect(await postCampaign(t, brand, { collab_type: 'barter' })).toMatchObject({
      collab_type: 'barter',
      budget: null,
    });
    expect(await postCampaign(t, brand, {})).toMatchObject({ collab_type: 'barter', budget: null });
    expect(await postCampaign(t, brand, { budget: 1200 })).toMatchObject({
      collab_type: 'paid',
      budget: 1200,
    });
  });

  it('refuses an edit that leaves a paid campaign without a budget, through REST and tRPC', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, { collab_type: 'paid', budget: 5000 });
    for (const body of [{ budget: null }, { budget: 0 }, { collab_type: 'paid', budget: null }]) {
      expect(await rest(t, 'PUT', `/api/campaigns/${c.id}`, { token: brand.token, body })).toMatchObject({
        status: 400,
        body: { error: PAID_NEEDS_BUDGET },
      });
      // The edit form shows it on the budget field: the refusal names the field like a schema issue.
      await expect(brand.caller.campaigns.update({ id: c.id, ...body } as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: PAID_NEEDS_BUDGET,
        extra: { issues: [{ path: 'budget', message: PAID_NEEDS_BUDGET }] },
      });
    }
    const barter = await postCampaign(t, brand, { collab_type: 'barter' });
    expect(
      await rest(t, 'PUT', `/api/campaigns/${barter.id}`, {
        token: brand.token,
        body: { collab_type: 'paid' },
      }),
    ).toMatchObject({ status: 400, body: { error: PAID_NEEDS_BUDGET } });
    expect(
      (
        await rest(t, 'PUT', `/api/campaigns/${barter.id}`, {
          token: brand.token,
          body: { collab_type: 'paid', budget: 800 },
        })
      ).body.campaign,
    ).toMatchObject({ collab_type: 'paid', budget: 800 });
    expect(
      (await rest(t, 'GET', `/api/campaigns/${c.id}`, { token: brand.token })).body.campaign.budget,
    ).toBe(5000);
  });
});

describe('budget and timeline read the same for every viewer (docs/product.md#campaign-display)', () => {
  it('a paid campaign reads Paid and its rupees; barter, and a paid row stored without a budget, read Barter', () => {
    expect([
      collabLabel({ collab_type: 'paid', budget: 40000 }),
      budgetLabel({ collab_type: 'paid', budget: 40000 }),
    ]).toEqual(['Paid', '₹40,000']);
    for (const deal of [
      { collab_type: 'barter', budget: null },
      { collab_type: 'paid', budget: null },
      { collab_type: 'paid', budget: 0 },
    ]) {
      expect([collabLabel(deal), budgetLabel(deal)]).toEqual(['Barter', 'Barter']);
    }
  });

  it('a timeline reads its dates, or Not specified', () => {
    expect(timelineLabel({ start_date: null, end_date: null })).toBe('Not specified');
    expect(timelineLabel({ start_date: '2026-10-01', end_date: '2026-10-31' })).toBe(
      '1 Oct 2026 – 31 Oct 2026',
    );
    expect(timelineLabel({ start_date: '2026-10-01', end_date: null })).toBe('From 1 Oct 2026');
  });
});
