import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { applications, campaigns, payouts, transactions } from '@db/schema';
import { completeCampaign, newPaymentReference } from '@server/services/campaigns/complete';
import { createTestApp } from '../kit/app';
import { UNIQUE_VIOLATION } from '../kit/engine';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { expectLedgerBalanced } from '../kit/ledger';
import {
  acceptedCreator,
  apply,
  approvedCreator,
  decide,
  notificationsOf,
  postCampaign,
  submit,
} from '../kit/marketplace';
import { savePaymentDetails } from '../kit/payouts';
import { rest } from '../kit/rest';

const t = createTestApp();

afterEach(() => expectLedgerBalanced(t));

const txRows = (campaignId: string) =>
  t.db.select().from(transactions).where(eq(transactions.campaignId, campaignId));
const appRow = async (id: string) =>
  (
    await t.db
      .select({ status: applications.status, completedAt: applications.completedAt })
      .from(applications)
      .where(eq(applications.id, id))
  )[0];
const campaignRow = async (id: string) =>
  (
    await t.db
      .select({ status: campaigns.status, completedAt: campaigns.completedAt })
      .from(campaigns)
      .where(eq(campaigns.id, id))
  )[0];
const paymentNotices = async (userId: string) =>
  (await notificationsOf(t, userId)).filter((n) => n.type === 'payment_processed');
const payoutRows = (campaignId: string) =>
  t.db.select().from(payouts).where(eq(payouts.campaignId, campaignId));

describe('POST /api/campaigns/{id}/complete', () => {
  it('completes a paid campaign: participants completed, one pending transaction and payout each with the exact money, creators told what they will be paid and what it waits for', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, { title: 'Gym Wear', budget: 10000 });
    const a = await acceptedCreator(t, brand, c.id);
    // a has a bank account and a PAN on file; b has nothing.
    await savePaymentDetails(t, a.creator);
    const b = await approvedCreator(t, brand, c.id);
    const pendingCreator = await createCreator(t);
    const pending = await apply(t, pendingCreator, c.id);
    const rejectedCreator = await createCreator(t);
    const rejected = await apply(t, rejectedCreator, c.id);
    await decide(t, brand, rejected.id, 'rejected');

    const res = await rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: brand.token });
    expect(res.status).toBe(200);
    // Payouts: 5,000 - 750 - 135 GST - 5 TDS (PAN) = 4,110; without a PAN TDS is 250: 3,865.
    expect(res.body).toEqual({
      processed_applications: 2,
      total_budget: 10000,
      commission_amount: 1500,
      influencer_amount: 8500,
      payouts_net: 7975,
    });

    expect((await campaignRow(c.id))?.status).toBe('completed');
    expect((await campaignRow(c.id))?.completedAt).toMatch(/^\d{4}-/);
    for (const id of [a.application.id, b.application.id]) {
      expect((await appRow(id))?.status).toBe('completed');
      expect((await appRow(id))?.completedAt).toBe((await campaignRow(c.id))?.completedAt);
    }
    expect(await appRow(pending.id)).toEqual({ status: 'pending', completedAt: null });
    expect(await appRow(rejected.id)).toEqual({ status: 'rejected', completedAt: null });

    const rows = await txRows(c.id);
    expect(rows).toHaveLength(2);
    const made = await payoutRows(c.id);
    // Nobody funded the campaign: each payout waits for the brand's money; b must also add details.
    const waits = " It is paid once the brand's payment for this campaign reaches the platform.";
    for (const [who, app, net, tds, more] of [
      [a.creator, a.application, 4110, 5, ''],
      [
        b.creator,
        b.application,
        3865,
        250,
        ' Add your bank account or UPI id in Payment Details so we can pay you.',
      ],
    ] as const) {
      const row = rows.find((r) => r.applicationId === app.id)!;
      expect(made.find((p) => p.applicationId === app.id)).toMatchObject({
        transactionId: row.id,
        creatorId: who.user.id,
        gross: 5000,
        net,
        status: 'pending',
      });
      expect(row).toMatchObject({
        creatorId: who.user.id,
        brandId: brand.user.id,
        dealAmount: 5000,
        commissionAmount: 750,
        creatorEarnings: 4250,
        paymentStatus: 'pending',
      });
      expect(row.paymentReference).toMatch(/^PAY-\d{8}-[0-9A-F]{10}$/);
      expect(await paymentNotices(who.user.id)).toEqual([
        expect.objectContaining({
          title: 'Payment processing',
          message: `"Gym Wear" is complete. Your payout is ₹${net.toLocaleString('en-IN')}: the deal of ₹5,000 less ₹750 platform commission, ₹135 GST on it and ₹${tds} TDS.${waits}${more}`,
          priority: 'high',
          action_url: '/creator-dashboard?tab=earnings',
          metadata: {
            campaign_id: c.id,
            application_id: app.id,
            transaction_id: row.id,
            payment_reference: row.paymentReference,
            amount: net,
          },
        }),
      ]);
    }
    expect(new Set(rows.map((r) => r.paymentReference)).size).toBe(2);
    expect(await paymentNotices(pendingCreator.user.id)).toEqual([]);
    expect(await paymentNotices(rejectedCreator.user.id)).toEqual([]);

    const me = await rest(t, 'GET', '/api/profiles/me', { token: a.creator.token });
    expect(me.body.profile.stats).toEqual({
      total_earnings: 4250,
      net_earnings: 4110,
      paid_campaigns_completed: 1,
      barter_campaigns_completed: 0,
    });
  });

  it('answers the same totals when completed again, and creates nothing', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, { budget: 9000 });
    const a = await acceptedCreator(t, brand, c.id);
    const first = await rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: brand.token });
    const before = { rows: await txRows(c.id), notices: await paymentNotices(a.creator.user.id) };
    const again = await rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: brand.token });
    expect(again).toMatchObject({ status: 200, body: first.body });
    // 9,000 - 1,350 - 243 GST - 450 TDS (no PAN) = 6,957.
    expect(first.body).toEqual({
      processed_applications: 1,
      total_budget: 9000,
      commission_amount: 1350,
      influencer_amount: 7650,
      payouts_net: 6957,
    });
    expect(await txRows(c.id)).toEqual(before.rows);
    expect(await payoutRows(c.id)).toHaveLength(1);
    expect(await paymentNotices(a.creator.user.id)).toEqual(before.notices);
  });

  it('creates no duplicates when two completions race, nor on a direct second call with a stale campaign', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, { budget: 20000 });
    const creators = [
      await acceptedCreator(t, brand, c.id),
      await acceptedCreator(t, brand, c.id),
      await acceptedCreator(t, brand, c.id),
    ];
    const [r1, r2] = await Promise.all([
      brand.caller.campaigns.complete({ id: c.id }),
      brand.caller.campaigns.complete({ id: c.id }),
    ]);
    // The budget shared to the rupee: 6,667 + 6,667 + 6,666. Payouts (no PAN): 5,154 + 5,154 + 5,153.
    const expected = {
      processed_applications: 3,
      total_budget: 20000,
      commission_amount: 3000,
      influencer_amount: 17000,
      payouts_net: 15461,
    };
    expect(r1).toEqual(expected);
    expect(r2).toEqual(expected);
    const rest2 = await Promise.all([
      rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: brand.token }),
      rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: brand.token }),
    ]);
    expect(rest2.map((r) => [r.status, r.body])).toEqual([
      [200, expected],
      [200, expected],
    ]);

    // A caller that read the campaign while it was still active: the transaction re-reads the status.
    const stale = { id: c.id, status: 'active' };
    const direct = await t.deps.db.transaction((tx) => completeCampaign(tx, stale, t.deps));
    expect(direct.changed).toBe(false);
    expect(direct.result).toEqual(expected);

    const rows = await txRows(c.id);
    expect(rows).toHaveLength(3);
    // In the order they were accepted: the earliest two take the odd rupees.
    const ofCreator = creators.map(({ application }) =>
      rows.find((r) => r.applicationId === application.id)!,
    );
    expect(ofCreator.map((r) => [r.dealAmount, r.commissionAmount, r.creatorEarnings])).toEqual([
      [6667, 1000, 5667],
      [6667, 1000, 5667],
      [6666, 1000, 5666],
    ]);
    expect(await payoutRows(c.id)).toHaveLength(3);
    expect(new Set(rows.map((r) => r.applicationId)).size).toBe(3);
    for (const { creator } of creators) expect(await paymentNotices(creator.user.id)).toHaveLength(1);
    // The unique index on application_id is the last guard.
    await expect(
      t.db.insert(transactions).values({ ...rows[0]!, id: undefined, paymentReference: 'PAY-DUPLICATE' }),
    ).rejects.toMatchObject({ cause: { message: UNIQUE_VIOLATION } });
  });

  it('completes a barter campaign without transactions or payment notices', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, { collabType: 'barter' });
    const a = await acceptedCreator(t, brand, c.id);
    const b = await approvedCreator(t, brand, c.id);
    const res = await rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: brand.token });
    expect(res.body).toEqual({
      processed_applications: 2,
      total_budget: 0,
      commission_amount: 0,
      influencer_amount: 0,
      payouts_net: 0,
    });
    expect(await txRows(c.id)).toEqual([]);
    expect(await payoutRows(c.id)).toEqual([]);
    expect((await appRow(a.application.id))?.status).toBe('completed');
    expect((await appRow(b.application.id))?.status).toBe('completed');
    expect(await paymentNotices(a.creator.user.id)).toEqual([]);
    const me = await rest(t, 'GET', '/api/profiles/me', { token: b.creator.token });
    expect(me.body.profile.stats).toEqual({
      total_earnings: 0,
      net_earnings: 0,
      paid_campaigns_completed: 0,
      barter_campaigns_completed: 1,
    });
  });

  it('treats a paid campaign with a budget of 0 as barter, and one without participants as nothing to pay', async () => {
    const brand = await createBrand(t);
    const zero = await postCampaign(t, brand, { budget: 0 });
    await acceptedCreator(t, brand, zero.id);
    expect(
      (await rest(t, 'POST', `/api/campaigns/${zero.id}/complete`, { token: brand.token })).body,
    ).toEqual({
      processed_applications: 1,
      total_budget: 0,
      commission_amount: 0,
      influencer_amount: 0,
      payouts_net: 0,
    });
    const empty = await postCampaign(t, brand, { budget: 5000 });
    expect(
      (await rest(t, 'POST', `/api/campaigns/${empty.id}/complete`, { token: brand.token })).body,
    ).toEqual({
      processed_applications: 0,
      total_budget: 0,
      commission_amount: 0,
      influencer_amount: 0,
      payouts_net: 0,
    });
    expect((await campaignRow(empty.id))?.status).toBe('completed');
    expect((await txRows(zero.id)).concat(await txRows(empty.id))).toEqual([]);
  });

  it('completes only an active campaign (409), and a completed one cannot be edited, deleted or applied to', async () => {
    const brand = await createBrand(t);
    const draft = await postCampaign(t, brand, { status: 'draft' });
    expect(
      await rest(t, 'POST', `/api/campaigns/${draft.id}/complete`, { token: brand.token }),
    ).toMatchObject({
      status: 409,
      body: { error: 'Only an active campaign can be completed; this campaign is draft' },
    });
    const paused = await postCampaign(t, brand);
    await t.db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, paused.id));
    expect(
      (await rest(t, 'POST', `/api/campaigns/${paused.id}/complete`, { token: brand.token })).status,
    ).toBe(409);
    const gone = await postCampaign(t, brand);
    await rest(t, 'DELETE', `/api/campaigns/${gone.id}`, { token: brand.token });
    expect((await rest(t, 'POST', `/api/campaigns/${gone.id}/complete`, { token: brand.token })).status).toBe(
      409,
    );

    const done = await postCampaign(t, brand);
    await rest(t, 'POST', `/api/campaigns/${done.id}/complete`, { token: brand.token });
    expect(
      (await rest(t, 'PUT', `/api/campaigns/${done.id}`, { token: brand.token, body: { title: 'Again' } }))
        .status,
    ).toBe(409);
    expect((await rest(t, 'DELETE', `/api/campaigns/${done.id}`, { token: brand.token })).status).toBe(409);
    const late = await createCreator(t);
    expect(
      (await rest(t, 'POST', '/api/applications', { token: late.token, body: { campaign_id: done.id } }))
        .status,
    ).toBe(409);
  });

  it("refuses others: 403 for another brand's visible campaign, 404 for its draft, 403 for creators and admins, 401 signed out", async () => {
    const brand = await createBrand(t);
    const intruder = await createBrand(t);
    const creator = await createCreator(t);
    const admin = await createAdmin(t);
    const c = await postCampaign(t, brand, { budget: 1000 });
    const draft = await postCampaign(t, brand, { status: 'draft' });
    expect((await rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: intruder.token })).status).toBe(
      403,
    );
    expect(
      (await rest(t, 'POST', `/api/campaigns/${draft.id}/complete`, { token: intruder.token })).status,
    ).toBe(404);
    expect((await rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: creator.token })).status).toBe(
      403,
    );
    expect((await rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: admin.token })).status).toBe(
      403,
    );
    expect((await rest(t, 'POST', `/api/campaigns/${c.id}/complete`)).status).toBe(401);
    expect((await rest(t, 'POST', '/api/campaigns/nothing/complete', { token: brand.token })).status).toBe(
      404,
    );
    expect((await campaignRow(c.id))?.status).toBe('active');
  });
});

describe('payment references', () => {
  it('carry the India date: 20:00 UTC on 31 March is already 1 April there', () => {
    expect(newPaymentReference(new Date('2026-03-31T20:00:00Z'))).toMatch(/^PAY-20260401-[0-9A-F]{10}$/);
  });
});

describe('POST /api/campaigns/{id}/complete-creator/{creatorId}', () => {
  it('pays a participant with approved work at once (transaction and payout of its share), and completes the campaign when every participant is done', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, { budget: 8000 });
    const a = await approvedCreator(t, brand, c.id);
    const b = await acceptedCreator(t, brand, c.id);
    const path = (creatorId: string) => `/api/campaigns/${c.id}/complete-creator/${creatorId}`;

    // The body's collab_type and budget are ignored: the stored campaign decides.
    const first = await rest(t, 'POST', path(a.creator.user.id), {
      token: brand.token,
      body: { collab_type: 'barter', budget: 999999 },
    });
    expect(first).toMatchObject({ status: 200, body: { campaign_completed: false, completion: null } });
    expect((await appRow(a.application.id))?.status).toBe('approved');
    expect((await campaignRow(c.id))?.status).toBe('active');
    // a is paid its share now: half the budget, the campaign having two participants.
    expect(
      (await txRows(c.id)).map((r) => [r.applicationId, r.dealAmount, r.commissionAmount, r.creatorEarnings]),
    ).toEqual([[a.application.id, 4000, 600, 3400]]);
    // 4,000 - 600 - 108 GST - 200 TDS (no PAN) = 3,092, waiting for the brand's money.
    expect((await a.creator.caller.payouts.my({})).payouts).toMatchObject([
      { application_id: a.application.id, gross: 4000, net: 3092, status: 'pending', waiting_for: 'funding' },
    ]);
    expect(await paymentNotices(a.creator.user.id)).toHaveLength(1);
    expect(await paymentNotices(b.creator.user.id)).toEqual([]);

    expect(await rest(t, 'POST', path(b.creator.user.id), { token: brand.token })).toMatchObject({
      status: 409,
      body: { error: "This creator's work has not been approved yet" },
    });
    const s = await submit(t, b.creator, b.application.id);
    expect((await rest(t, 'POST', path(b.creator.user.id), { token: brand.token })).status).toBe(409);
    await rest(t, 'PUT', `/api/work-submissions/${s.id}/review`, {
      token: brand.token,
      body: { status: 'approved' },
    });

    const last = await rest(t, 'POST', path(b.creator.user.id), { token: brand.token, body: { budget: 1 } });
    expect(last).toMatchObject({
      status: 200,
      body: {
        campaign_completed: true,
        completion: {
          processed_applications: 2,
          total_budget: 8000,
          commission_amount: 1200,
          influencer_amount: 6800,
          payouts_net: 6184,
        },
      },
    });
    expect((await campaignRow(c.id))?.status).toBe('completed');
    expect((await appRow(a.application.id))?.status).toBe('completed');
    expect((await appRow(b.application.id))?.status).toBe('completed');
    expect((await txRows(c.id)).map((r) => [r.dealAmount, r.commissionAmount, r.creatorEarnings])).toEqual([
      [4000, 600, 3400],
      [4000, 600, 3400],
    ]);
    expect((await payoutRows(c.id)).map((p) => p.net)).toEqual([3092, 3092]);
    // Each told once: a when completed alone, b when the campaign completed.
    expect(await paymentNotices(a.creator.user.id)).toHaveLength(1);
    expect(await paymentNotices(b.creator.user.id)).toHaveLength(1);

    // Again, or the whole campaign again: the same answer, nothing new.
    expect((await rest(t, 'POST', path(a.creator.user.id), { token: brand.token })).body).toEqual(last.body);
    expect((await rest(t, 'POST', `/api/campaigns/${c.id}/complete`, { token: brand.token })).body).toEqual(
      last.body.completion,
    );
    expect(await txRows(c.id)).toHaveLength(2);
  });

  it('creates the transactions once when the last two complete-creator calls race', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand, { budget: 3000 });
    const a = await approvedCreator(t, brand, c.id);
    const results = await Promise.all([
      brand.caller.campaigns.completeCreator({ id: c.id, creatorId: a.creator.user.id }),
      brand.caller.campaigns.completeCreator({ id: c.id, creatorId: a.creator.user.id }),
    ]);
    expect(results.map((r) => r.campaign_completed)).toEqual([true, true]);
    expect(await txRows(c.id)).toHaveLength(1);
    expect(await paymentNotices(a.creator.user.id)).toHaveLength(1);
  });

  it('refuses a creator who is not a participant (409)', async () => {
    const brand = await createBrand(t);
    const c = await postCampaign(t, brand);
    const pending = await createCreator(t);
    await apply(t, pending, c.id);
    const rejected = await createCreator(t);
    const r = await apply(t, rejected, c.id);
    await decide(t, brand, r.id, 'rejected');
    const stranger = await createCreator(t);
    for (const who of [pending, rejected, stranger]) {
      expect(
        await rest(t, 'POST', `/api/campaigns/${c.id}/complete-creator/${who.user.id}`, {
          token: brand.token,
        }),
      ).toMatchObject({
        status: 409,
        body: { error: 'This creator is not an accepted participant of this campaign' },
      });
    }
    expect(
      (await rest(t, 'POST', `/api/campaigns/${c.id}/complete-creator/nobody`, { token: brand.token }))
        .status,
    ).toBe(409);
  });

  it('needs an active campaign and its owner', async () => {
    const brand = await createBrand(t);
    const intruder = await createBrand(t);
    const c = await postCampaign(t, brand);
    const a = await approvedCreator(t, brand, c.id);
    const path = `/api/campaigns/${c.id}/complete-creator/${a.creator.user.id}`;
    expect((await rest(t, 'POST', path, { token: intruder.token })).status).toBe(403);
    expect((await rest(t, 'POST', path, { token: a.creator.token })).status).toBe(403);
    expect((await rest(t, 'POST', path)).status).toBe(401);
    await t.db.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, c.id));
    expect(await rest(t, 'POST', path, { token: brand.token })).toMatchObject({
      status: 409,
      body: { error: 'Only an active campaign can be completed; this campaign is paused' },
    });
    expect((await appRow(a.application.id))?.status).toBe('accepted');
  });
});
