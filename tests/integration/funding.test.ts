import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, campaignFundings, campaigns, ledgerEntries, payouts } from '@db/schema';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { expectLedgerBalanced } from '../kit/ledger';
import { apply, decide, notificationsOf, postCampaign, type Actor } from '../kit/marketplace';
import { insertTransaction } from '../kit/money-rows';
import { rest } from '../kit/rest';

/** The platform's account (settings PAYMENT_*), so funding is open. */
const ACCOUNT = {
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
};
const INSTRUCTIONS = {
  upi_id: 'collab@hdfcbank',
  bank_name: 'HDFC Bank',
  account_number: '50100012345678',
  ifsc: 'HDFC0001234',
  account_name: 'Collab Marketplace',
};

const t = createTestApp(ACCOUNT);

let utrs = 0;
/** A fresh UTR of 12 digits, as IMPS and UPI give. */
const newUtr = () => String(700000000000 + ++utrs);

const paid = (tx: TestApp, brand: Actor, budget = 10_000) =>
  postCampaign(tx, brand, { title: `Paid ${++utrs}`, budget });
const barter = (tx: TestApp, brand: Actor, body: Record<string, unknown> = {}) =>
  postCampaign(tx, brand, { title: `Barter ${++utrs}`, collab_type: 'barter', ...body });

const fundingUrl = (campaignId: string) => `/api/campaigns/${campaignId}/funding`;

async function claim(tx: TestApp, brand: Actor, campaignId: string, utr = newUtr()) {
  const res = await rest(tx, 'POST', fundingUrl(campaignId), { token: brand.token, body: { utr } });
  if (res.status !== 200) throw new Error(`claim: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.funding;
}

/** The id of the campaign's claim waiting for an admin. */
async function waitingClaimId(tx: TestApp, campaignId: string) {
  const [row] = await tx.db
    .select({ id: campaignFundings.id })
    .from(campaignFundings)
    .where(
      and(eq(campaignFundings.campaignId, campaignId), eq(campaignFundings.status, 'awaiting_confirmation')),
    );
  return row!.id;
}

const ledgerOf = (tx: TestApp, campaignId: string) =>
  tx.db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      fundingId: ledgerEntries.fundingId,
      actorId: ledgerEntries.actorId,
      utr: ledgerEntries.utr,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.campaignId, campaignId));

const auditOf = (tx: TestApp, action: string) =>
  tx.db
    .select({
      actorId: auditLog.actorId,
      targetType: auditLog.targetType,
      targetIds: auditLog.targetIds,
      metadata: auditLog.metadata,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .where(eq(auditLog.action, action));

const fundingStatusOf = async (tx: TestApp, campaignId: string) =>
  (await tx.db.select({ s: campaigns.fundingStatus }).from(campaigns).where(eq(campaigns.id, campaignId)))[0]!
    .s;

afterEach(() => expectLedgerBalanced(t));

describe('GET /api/campaigns/{id}/funding', () => {
  it('shows the owning brand the whole budget, a stable reference and the platform account, the same by tRPC', async () => {
    const brand = await createBrand(t);
    const c = await paid(t, brand, 25_000);
    const res = await rest(t, 'GET', fundingUrl(c.id), { token: brand.token });
    expect(res.status).toBe(200);
    const reference = `FUND-${c.id.replace(/-/g, '').slice(0, 8).toUpperCase()}-1`;
    expect(res.body.funding).toEqual({
      campaign_id: c.id,
      status: 'none',
      amount: 25_000,
      reference,
      instructions: INSTRUCTIONS,
      utr: null,
      rejection_reason: null,
      rejected_at: null,
      refunded_amount: null,
      paid_out: 0,
      updated_at: null,
    });
    expect(await brand.caller.funding.get({ id: c.id })).toEqual(res.body);
    // Asked again, the reference is the same until a claim uses it.
    expect((await brand.caller.funding.get({ id: c.id })).funding.reference).toBe(reference);
  });

  it('is open to admins, 404 to another brand, 403 to a creator and 401 signed out', async () => {
    const brand = await createBrand(t);
    const c = await paid(t, brand);
    const admin = await createAdmin(t);
    const other = await createBrand(t);
    const creator = await createCreator(t);
    expect((await rest(t, 'GET', fundingUrl(c.id), { token: admin.token })).body.funding.amount).toBe(10_000);
    expect((await admin.caller.funding.get({ id: c.id })).funding.status).toBe('none');
    const hidden = await rest(t, 'GET', fundingUrl(c.id), { token: other.token });
    expect(hidden).toMatchObject({ status: 404, body: { error: 'Campaign not found' } });
    await expect(other.caller.funding.get({ id: c.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await rest(t, 'GET', fundingUrl(c.id), { token: creator.token })).status).toBe(403);
    await expect(creator.caller.funding.get({ id: c.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rest(t, 'GET', fundingUrl(c.id))).status).toBe(401);
    expect((await rest(t, 'GET', fundingUrl(crypto.randomUUID()), { token: admin.token })).status).toBe(404);
  });

  it('answers none and 0 for a barter campaign', async () => {
    const brand = await createBrand(t);
    const c = await barter(t, brand);
    const { funding } = await brand.caller.funding.get({ id: c.id });
    expect(funding).toMatchObject({ status: 'none', amount: 0, reference: '', utr: null });
  });
});

describe('POST /api/campaigns/{id}/funding', () => {
  it('stores a claim for the whole budget with the shown reference, tells every admin, and answers awaiting_confirmation', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const c = await paid(t, brand, 40_000);
    const before = (await brand.caller.funding.get({ id: c.id })).funding;
    const utr = newUtr();
    // Typed with spaces and small letters, stored as the bank prints it.
    const spaced = `${utr.slice(0, 4)} ${utr.slice(4)}`;
    const res = await rest(t, 'POST', fundingUrl(c.id), { token: brand.token, body: { utr: spaced } });
    expect(res.status).toBe(200);
    expect(res.body.funding).toMatchObject({
      campaign_id: c.id,
      status: 'awaiting_confirmation',
      amount: 40_000,
      reference: before.reference,
      utr,
      instructions: INSTRUCTIONS,
      rejection_reason: null,
    });
    expect((await brand.caller.funding.get({ id: c.id })).funding).toEqual(res.body.funding);
    expect(await fundingStatusOf(t, c.id)).toBe('awaiting_confirmation');
    const told = (await notificationsOf(t, admin.user.id)).filter((n) => n.metadata.campaign_id === c.id);
    expect(told).toEqual([
      expect.objectContaining({
        type: 'campaign_status',
        title: 'Funding to confirm',
        priority: 'high',
        action_url: '/admin-dashboard?tab=payouts',
        metadata: expect.objectContaining({ amount: 40_000, utr }),
      }),
    ]);
    // Nothing is on the ledger until an admin confirms the money arrived.
    expect(await ledgerOf(t, c.id)).toEqual([]);
  });

  it('works through tRPC, and refuses a second claim while one waits or is held (409)', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const c = await paid(t, brand);
    const { funding } = await brand.caller.funding.claim({ id: c.id, utr: newUtr() });
    expect(funding.status).toBe('awaiting_confirmation');
    await expect(brand.caller.funding.claim({ id: c.id, utr: newUtr() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A funding claim for this campaign is already waiting for confirmation',
    });
    await admin.caller.funding.confirm({ id: await waitingClaimId(t, c.id) });
    const again = await rest(t, 'POST', fundingUrl(c.id), { token: brand.token, body: { utr: newUtr() } });
    expect(again).toMatchObject({ status: 409, body: { error: 'This campaign is already funded' } });
  });

  it('refuses barter (400), another brand (404), a creator or an admin (403), signed out (401) and a bad UTR (400)', async () => {
    const brand = await createBrand(t);
    const other = await createBrand(t);
    const creator = await createCreator(t);
    const admin = await createAdmin(t);
    const b = await barter(t, brand);
    const c = await paid(t, brand);
    const post = (token: string | undefined, id: string, utr: string = newUtr()) =>
      rest(t, 'POST', fundingUrl(id), { token, body: { utr } });
    expect(await post(brand.token, b.id)).toMatchObject({
      status: 400,
      body: { error: 'A barter campaign has no budget to fund' },
    });
    await expect(brand.caller.funding.claim({ id: b.id, utr: newUtr() })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await post(other.token, c.id)).status).toBe(404);
    await expect(other.caller.funding.claim({ id: c.id, utr: newUtr() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await post(creator.token, c.id)).status).toBe(403);
    expect((await post(admin.token, c.id)).status).toBe(403);
    await expect(admin.caller.funding.claim({ id: c.id, utr: newUtr() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await post(undefined, c.id)).status).toBe(401);
    const bad = await post(brand.token, c.id, '12345');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("A UTR is 12 to 22 letters and digits, as on your bank's confirmation");
    expect(await fundingStatusOf(t, c.id)).toBe('none');
    expect(await fundingStatusOf(t, b.id)).toBe('none');
  });

  it('refuses a deleted campaign (409), and a paid draft without a budget (409)', async () => {
    const brand = await createBrand(t);
    const c = await paid(t, brand);
    expect((await rest(t, 'DELETE', `/api/campaigns/${c.id}`, { token: brand.token })).status).toBe(200);
    expect(
      await rest(t, 'POST', fundingUrl(c.id), { token: brand.token, body: { utr: newUtr() } }),
    ).toMatchObject({
      status: 409,
      body: { error: 'This campaign is deleted and cannot be funded' },
    });
    const draft = await postCampaign(t, brand, { title: 'Draft', status: 'draft', collab_type: 'paid' });
    await expect(brand.caller.funding.claim({ id: draft.id, utr: newUtr() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Set a budget above 0 before funding this campaign',
    });
  });

  it('refuses a UTR used before: by a waiting claim, a rejected claim or a paid payout (409)', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const first = await paid(t, brand);
    const second = await paid(t, brand);
    const used = newUtr();
    await claim(t, brand, first.id, used);
    const reuse = await rest(t, 'POST', fundingUrl(second.id), { token: brand.token, body: { utr: used } });
    expect(reuse).toMatchObject({ status: 409, body: { error: 'This UTR has already been used' } });

    await admin.caller.funding.reject({
      id: await waitingClaimId(t, first.id),
      reason: 'No such transfer arrived',
    });
    await expect(brand.caller.funding.claim({ id: first.id, utr: used })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This UTR has already been used',
    });

    // A payout paid by bank transfer holds its UTR too (on a third campaign, funded and held).
    const creator = await createCreator(t);
    const third = await paid(t, brand, 1000);
    await claim(t, brand, third.id);
    await admin.caller.funding.confirm({ id: await waitingClaimId(t, third.id) });
    const campaign = { id: third.id, userId: brand.user.id };
    const txn = await insertTransaction(t, { campaign, creatorId: creator.user.id, deal: 1000 });
    const payoutUtr = newUtr();
    const [payout] = await t.db
      .insert(payouts)
      .values({
        transactionId: txn.id,
        applicationId: txn.applicationId,
        campaignId: third.id,
        creatorId: creator.user.id,
        gross: 1000,
        commission: 150,
        gstOnCommission: 27,
        tds: 1,
        net: 822,
        panOnFile: true,
        status: 'paid',
        dueAt: new Date().toISOString(),
        utr: payoutUtr,
      })
      .returning();
    // Its movements, so the ledger still matches the payouts.
    const movement = { amount: 822, campaignId: third.id, payoutId: payout!.id, creatorId: creator.user.id };
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    await t.db.insert(ledgerEntries).values([
      { kind: 'payout_pending', ...movement, createdAt: later(1) },
      { kind: 'payout_paid', ...movement, utr: payoutUtr, createdAt: later(4) },
    ]);
    const againstPayout = await rest(t, 'POST', fundingUrl(second.id), {
      token: brand.token,
      body: { utr: payoutUtr },
    });
    expect(againstPayout).toMatchObject({ status: 409, body: { error: 'This UTR has already been used' } });
    expect(await fundingStatusOf(t, second.id)).toBe('none');
  });

  it('stores one of five concurrent claims on a campaign; the others are 409', async () => {
    const brand = await createBrand(t);
    const c = await paid(t, brand);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        rest(t, 'POST', fundingUrl(c.id), { token: brand.token, body: { utr: newUtr() } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.db.select().from(campaignFundings).where(eq(campaignFundings.campaignId, c.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.utr).toBe(results.find((r) => r.status === 200)!.body.funding.utr);
  });

  it('stores one of five concurrent claims with the same UTR on five campaigns; the others are 409', async () => {
    const brand = await createBrand(t);
    const ids = await Promise.all(Array.from({ length: 5 }, async () => (await paid(t, brand)).id));
    const utr = newUtr();
    const results = await Promise.all(
      ids.map((id) => rest(t, 'POST', fundingUrl(id), { token: brand.token, body: { utr } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.error).toBe('This UTR has already been used');
    expect(await t.db.select().from(campaignFundings).where(eq(campaignFundings.utr, utr))).toHaveLength(1);
    const waiting = await Promise.all(ids.map((id) => fundingStatusOf(t, id)));
    expect(waiting.filter((s) => s === 'awaiting_confirmation')).toHaveLength(1);
  });

  it('is 409 with a clear message while the platform has no account set up; GET says so with no instructions', async () => {
    const bare = createTestApp();
    const brand = await createBrand(bare);
    const c = await paid(bare, brand);
    expect((await brand.caller.funding.get({ id: c.id })).funding.instructions).toBeNull();
    const res = await rest(bare, 'POST', fundingUrl(c.id), { token: brand.token, body: { utr: newUtr() } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "The platform's payment account is not set up yet, so campaigns cannot be funded. Please try again later.",
    );
    await expect(brand.caller.funding.claim({ id: c.id, utr: newUtr() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});

describe('the admin: GET /api/admin/fundings, POST …/confirm and …/reject', () => {
  it('lists claims waiting oldest first with campaign title and brand name; filters by status and pages', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t, { profile: { companyName: 'Acme Apparel' } });
    const a = await paid(t, brand, 1000);
    const b = await paid(t, brand, 2000);
    const c = await paid(t, brand, 3000);
    await claim(t, brand, a.id);
    await claim(t, brand, b.id);
    await claim(t, brand, c.id);
    await admin.caller.funding.confirm({ id: await waitingClaimId(t, b.id) });

    const res = await rest(t, 'GET', '/api/admin/fundings?status=awaiting_confirmation&limit=100', {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const mine = res.body.fundings.filter((f: { brand_id: string }) => f.brand_id === brand.user.id);
    expect(mine.map((f: { campaign_id: string }) => f.campaign_id)).toEqual([a.id, c.id]);
    expect(mine[0]).toMatchObject({
      campaign_title: a.title,
      brand_name: 'Acme Apparel',
      amount: 1000,
      status: 'awaiting_confirmation',
      rejection_reason: null,
      rejected_at: null,
      decided_at: null,
      refunded_amount: null,
      paid_out: 0,
    });
    const held = await admin.caller.funding.adminList({ status: 'held', limit: 100 });
    expect(held.fundings.filter((f) => f.brand_id === brand.user.id).map((f) => f.campaign_id)).toEqual([
      b.id,
    ]);

    // Without a status, the waiting claims come before the decided ones.
    const all = await admin.caller.funding.adminList({ limit: 100 });
    const statuses = all.fundings.map((f) => f.status);
    expect(statuses.lastIndexOf('awaiting_confirmation')).toBeLessThan(statuses.indexOf('held'));
    const pageTwo = await admin.caller.funding.adminList({ limit: 1, offset: 1 });
    expect(pageTwo.fundings).toEqual([all.fundings[1]]);
    expect((await rest(t, 'GET', '/api/admin/fundings?status=paid', { token: admin.token })).status).toBe(
      400,
    );
  });

  it('confirm: the claim and campaign are held, one funding_held row, an audit entry, and the brand is told', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const c = await paid(t, brand, 12_345);
    const utr = newUtr();
    await claim(t, brand, c.id, utr);
    const id = await waitingClaimId(t, c.id);
    const res = await rest(t, 'POST', `/api/admin/fundings/${id}/confirm`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.funding).toMatchObject({
      id,
      status: 'held',
      amount: 12_345,
      utr,
      rejection_reason: null,
    });
    expect(res.body.funding.decided_at).toEqual(expect.any(String));
    expect(await fundingStatusOf(t, c.id)).toBe('held');
    expect((await brand.caller.funding.get({ id: c.id })).funding).toMatchObject({ status: 'held', utr });
    expect(await ledgerOf(t, c.id)).toEqual([
      { kind: 'funding_held', amount: 12_345, fundingId: id, actorId: admin.user.id, utr },
    ]);
    expect((await auditOf(t, 'funding.confirm')).filter((e) => e.targetIds.includes(id))).toEqual([
      {
        actorId: admin.user.id,
        targetType: 'funding',
        targetIds: [id, c.id, brand.user.id],
        metadata: expect.objectContaining({
          before: { status: 'awaiting_confirmation' },
          after: { status: 'held' },
        }),
        ip: expect.any(String),
      },
    ]);
    const told = (await notificationsOf(t, brand.user.id)).filter((n) => n.type === 'campaign_status');
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Campaign funded',
        priority: 'high',
        action_url: '/brand-dashboard?tab=campaigns',
      }),
    ]);
    // Again: 409, and nothing more is written.
    await expect(admin.caller.funding.confirm({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(admin.caller.funding.reject({ id, reason: 'Changed my mind' })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await ledgerOf(t, c.id)).toHaveLength(1);
    const unknown = await rest(t, 'POST', `/api/admin/fundings/${crypto.randomUUID()}/confirm`, {
      token: admin.token,
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Funding claim not found' } });
  });

  it('confirms once under five concurrent confirmations: one 200, one ledger row, one audit entry', async () => {
    const admin = await createAdmin(t);
    const second = await createAdmin(t);
    const brand = await createBrand(t);
    const c = await paid(t, brand);
    await claim(t, brand, c.id);
    const id = await waitingClaimId(t, c.id);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        rest(t, 'POST', `/api/admin/fundings/${id}/confirm`, { token: (i % 2 ? second : admin).token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await ledgerOf(t, c.id)).toHaveLength(1);
    expect((await auditOf(t, 'funding.confirm')).filter((e) => e.targetIds.includes(id))).toHaveLength(1);
    expect(
      (await notificationsOf(t, brand.user.id)).filter((n) => n.title === 'Campaign funded'),
    ).toHaveLength(1);
  });

  it('reject: needs a reason; the claim and the campaign are none again with the reason and time, no ledger row, the brand is told why and funds again', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const c = await paid(t, brand, 5000);
    const firstUtr = newUtr();
    const first = await claim(t, brand, c.id, firstUtr);
    const id = await waitingClaimId(t, c.id);
    const url = `/api/admin/fundings/${id}/reject`;
    expect((await rest(t, 'POST', url, { token: admin.token, body: {} })).status).toBe(400);
    expect((await rest(t, 'POST', url, { token: admin.token, body: { reason: '   ' } })).status).toBe(400);
    const reason = 'No transfer with this UTR reached our account';
    const res = await rest(t, 'POST', url, { token: admin.token, body: { reason } });
    expect(res.status).toBe(200);
    expect(res.body.funding).toMatchObject({ id, status: 'none', rejection_reason: reason, utr: firstUtr });
    expect(Date.parse(res.body.funding.rejected_at)).toBeGreaterThan(0);
    expect(res.body.funding.rejected_at).toBe(res.body.funding.decided_at);
    const listed = await admin.caller.funding.adminList({ status: 'none', limit: 100 });
    expect(listed.fundings.filter((f) => f.id === id)).toEqual([res.body.funding]);
    expect(await fundingStatusOf(t, c.id)).toBe('none');
    expect(await ledgerOf(t, c.id)).toEqual([]);
    expect((await auditOf(t, 'funding.reject')).filter((e) => e.targetIds.includes(id))).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        targetType: 'funding',
        metadata: expect.objectContaining({
          before: { status: 'awaiting_confirmation' },
          after: { status: 'none', rejection_reason: reason },
        }),
      }),
    ]);
    const told = (await notificationsOf(t, brand.user.id)).filter((n) => n.type === 'campaign_status');
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Funding not confirmed',
        action_url: '/brand-dashboard?tab=campaigns',
      }),
    ]);
    expect(told[0]!.message).toContain(reason);

    // The brand sees why, under a new reference, and funds again with the right UTR.
    const after = (await brand.caller.funding.get({ id: c.id })).funding;
    expect(after).toMatchObject({ status: 'none', utr: firstUtr, rejection_reason: reason, amount: 5000 });
    expect(after.rejected_at).toBe(res.body.funding.rejected_at);
    expect(after.reference).not.toBe(first.reference);
    expect(after.reference).toMatch(/-2$/);
    const again = await claim(t, brand, c.id);
    expect(again).toMatchObject({
      status: 'awaiting_confirmation',
      reference: after.reference,
      rejection_reason: null,
    });
    await expect(admin.caller.funding.confirm({ id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await admin.caller.funding.confirm({ id: await waitingClaimId(t, c.id) });
    expect(await ledgerOf(t, c.id)).toEqual([
      expect.objectContaining({ kind: 'funding_held', amount: 5000 }),
    ]);
  });

  it('is for admins only: a creator and a brand 403, signed out 401, by REST and tRPC', async () => {
    const creator = await createCreator(t);
    const brand = await createBrand(t);
    const id = crypto.randomUUID();
    for (const [method, path, body] of [
      ['GET', '/api/admin/fundings', undefined],
      ['POST', `/api/admin/fundings/${id}/confirm`, undefined],
      ['POST', `/api/admin/fundings/${id}/reject`, { reason: 'Not received' }],
    ] as const) {
      expect((await rest(t, method, path, { token: creator.token, body })).status).toBe(403);
      expect((await rest(t, method, path, { token: brand.token, body })).status).toBe(403);
      expect((await rest(t, method, path, { body })).status).toBe(401);
    }
    await expect(brand.caller.funding.adminList({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(creator.caller.funding.confirm({ id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(brand.caller.funding.reject({ id, reason: 'Not received' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('campaign answers: funding_status and product_value', () => {
  it('every campaign answer carries funding_status, following the claim', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const c = await paid(t, brand);
    expect(c).toMatchObject({ funding_status: 'none', product_value: null });
    await claim(t, brand, c.id);
    await admin.caller.funding.confirm({ id: await waitingClaimId(t, c.id) });

    const detail = await rest(t, 'GET', `/api/campaigns/${c.id}`, { token: creator.token });
    expect(detail.body.campaign.funding_status).toBe('held');
    expect((await creator.caller.campaigns.get({ id: c.id })).campaign.funding_status).toBe('held');
    const list = await rest(t, 'GET', '/api/campaigns?limit=100', { token: creator.token });
    expect(list.body.campaigns.find((x: { id: string }) => x.id === c.id).funding_status).toBe('held');
    const mine = await rest(t, 'GET', '/api/campaigns/my?limit=100', { token: brand.token });
    expect(mine.body.campaigns.find((x: { id: string }) => x.id === c.id).funding_status).toBe('held');
    const all = await rest(t, 'GET', '/api/campaigns/admin/all?limit=100', { token: admin.token });
    expect(all.body.campaigns.find((x: { id: string }) => x.id === c.id).funding_status).toBe('held');
  });

  it('a barter campaign declares product_value (whole rupees, 0 or more) on create and edit; a paid one stores null', async () => {
    const brand = await createBrand(t);
    const b = await barter(t, brand, { product_value: 2500 });
    expect(b).toMatchObject({ collab_type: 'barter', product_value: 2500, funding_status: 'none' });
    expect((await barter(t, brand, { product_value: '3000' })).product_value).toBe(3000);
    expect((await barter(t, brand, { product_value: 0 })).product_value).toBe(0);
    expect((await barter(t, brand)).product_value).toBeNull();
    for (const bad of [-1, 1.5, 'lots'])
      expect(
        (
          await rest(t, 'POST', '/api/campaigns', {
            token: brand.token,
            body: {
              title: 'Bad',
              description: 'x',
              status: 'active',
              collab_type: 'barter',
              product_value: bad,
            },
          })
        ).status,
      ).toBe(400);
    const p = await postCampaign(t, brand, { title: 'Paid', budget: 5000, product_value: 900 });
    expect(p.product_value).toBeNull();

    const put = (id: string, body: Record<string, unknown>) =>
      rest(t, 'PUT', `/api/campaigns/${id}`, { token: brand.token, body });
    expect((await put(b.id, { product_value: 4000 })).body.campaign.product_value).toBe(4000);
    expect(
      (await brand.caller.campaigns.update({ id: b.id, product_value: 4500 })).campaign.product_value,
    ).toBe(4500);
    expect((await put(b.id, { product_value: -5 })).status).toBe(400);
    expect((await put(b.id, { product_value: null })).body.campaign.product_value).toBeNull();
    await put(b.id, { product_value: 700 });
    const toPaid = await put(b.id, { collab_type: 'paid', budget: 8000 });
    expect(toPaid.body.campaign).toMatchObject({ collab_type: 'paid', budget: 8000, product_value: null });
    expect((await put(p.id, { product_value: 100 })).body.campaign.product_value).toBeNull();
  });

  it('keeps the budget and type of a campaign whose funding is claimed or held (409) until a claim is rejected', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const c = await paid(t, brand, 10_000);
    await claim(t, brand, c.id);
    const put = (body: Record<string, unknown>) =>
      rest(t, 'PUT', `/api/campaigns/${c.id}`, { token: brand.token, body });
    const refused = await put({ budget: 20_000 });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error:
          "This campaign's budget has been sent for funding, so its budget and collaboration type cannot change",
      },
    });
    expect((await put({ collab_type: 'barter' })).status).toBe(409);
    // The same budget, or other fields, still save.
    expect((await put({ budget: 10_000, title: 'Renamed' })).status).toBe(200);
    await admin.caller.funding.reject({ id: await waitingClaimId(t, c.id), reason: 'Wrong amount sent' });
    expect((await put({ budget: 20_000 })).body.campaign.budget).toBe(20_000);
    expect((await brand.caller.funding.get({ id: c.id })).funding.amount).toBe(20_000);
  });
});

describe('REQUIRE_FUNDING=true', () => {
  const strict = createTestApp({ ...ACCOUNT, REQUIRE_FUNDING: 'true' });
  afterEach(() => expectLedgerBalanced(strict));

  it('a brand accepts creators on a paid campaign only once its money is held (409 before); barter is not held back', async () => {
    const admin = await createAdmin(strict);
    const brand = await createBrand(strict);
    const c = await paid(strict, brand);
    const creator = await createCreator(strict);
    const application = await apply(strict, creator, c.id);
    const accept = () =>
      rest(strict, 'PUT', `/api/applications/${application.id}`, {
        token: brand.token,
        body: { status: 'accepted' },
      });
    expect(await accept()).toMatchObject({
      status: 409,
      body: { error: 'Fund this campaign before accepting creators' },
    });
    await expect(
      brand.caller.applications.update({ id: application.id, status: 'accepted' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Fund this campaign before accepting creators' });
    await claim(strict, brand, c.id);
    expect((await accept()).status).toBe(409);
    await admin.caller.funding.confirm({ id: await waitingClaimId(strict, c.id) });
    expect(await accept()).toMatchObject({ status: 200, body: { application: { status: 'accepted' } } });

    const b = await barter(strict, brand);
    const other = await createCreator(strict);
    const pitch = await apply(strict, other, b.id);
    expect((await decide(strict, brand, pitch.id, 'accepted')).status).toBe('accepted');
  });
});
