import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, campaignFundings, campaigns, ledgerEntries, payouts, transactions } from '@db/schema';
import { makeDuePayoutsDue } from '@server/services/payouts/due';
import { indiaDate } from '@shared/dates';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { expectLedgerBalanced } from '../kit/ledger';
import { approvedCreator, notificationsOf, postCampaign, type Actor } from '../kit/marketplace';
import {
  HOUR,
  fundCampaign,
  paidCollaboration,
  payoutLedger,
  payoutRow,
  savePaymentDetails,
  testClock,
} from '../kit/payouts';
import { rest } from '../kit/rest';

/** The platform's account (settings PAYMENT_*), so brands can fund campaigns. */
const t = createTestApp({
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
});
const clock = testClock(t);

let utrs = 0;
/** A fresh UTR of 12 digits, as IMPS and UPI give. */
const newUtr = () => String(800000000000 + ++utrs);

afterEach(async () => {
  await expectLedgerBalanced(t);
  clock.real();
});

/** Moves the clock past the payouts' due_at. */
const pastDue = (...made: { dueAt: string }[]) =>
  clock.set(Math.max(clock.now(), ...made.map((p) => Date.parse(p.dueAt) + 1)));

/** The platform's admin who confirms fundings in these tests. */
let funder: Actor | undefined;
const admin0 = async () => (funder ??= await createAdmin(t));

/** A payout of a funded campaign, past its hold time: due. */
async function duePayout(
  tx: TestApp,
  brand: Actor,
  budget = 5_000,
  opts: { pan?: boolean; creator?: Actor } = {},
) {
  const made = await paidCollaboration(tx, brand, budget, { ...opts, fundedBy: await admin0() });
  pastDue(made.payout);
  return made;
}

const markPaid = (admin: Actor, id: string, utr: string) =>
  rest(t, 'POST', `/api/admin/payouts/${id}/paid`, { token: admin.token, body: { utr } });

const auditOf = (action: string) =>
  t.db
    .select({
      actorId: auditLog.actorId,
      targetType: auditLog.targetType,
      targetIds: auditLog.targetIds,
      metadata: auditLog.metadata,
      ip: auditLog.ip,
    })
    .from(auditLog)
    .where(eq(auditLog.action, action));

async function fundAndHold(brand: Actor, admin: Actor, campaignId: string, utr = newUtr()) {
  const claim = await rest(t, 'POST', `/api/campaigns/${campaignId}/funding`, {
    token: brand.token,
    body: { utr },
  });
  expect(claim.status).toBe(200);
  const [row] = await t.db
    .select({ id: campaignFundings.id })
    .from(campaignFundings)
    .where(
      and(eq(campaignFundings.campaignId, campaignId), eq(campaignFundings.status, 'awaiting_confirmation')),
    );
  const confirm = await rest(t, 'POST', `/api/admin/fundings/${row!.id}/confirm`, { token: admin.token });
  expect(confirm.status).toBe(200);
  return row!.id;
}

const fundingOf = async (campaignId: string) => {
  const [c] = await t.db
    .select({ s: campaigns.fundingStatus })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  const claims = await t.db
    .select({ status: campaignFundings.status })
    .from(campaignFundings)
    .where(eq(campaignFundings.campaignId, campaignId));
  return { campaign: c!.s, claims: claims.map((f) => f.status) };
};

describe('completing a paid collaboration makes its payout', () => {
  it('is pending until PAYOUT_HOLD_HOURS after the approval, with the lines, a payout_pending row and the creator sees it', async () => {
    const brand = await createBrand(t);
    const { payout, creator, approvedAt, application, campaign } = await paidCollaboration(t, brand, 5_000);
    const [txn] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.applicationId, application.id));
    expect(payout).toMatchObject({
      transactionId: txn!.id,
      campaignId: campaign.id,
      creatorId: creator.user.id,
      gross: 5_000,
      commission: 750,
      gstOnCommission: 135,
      tds: 5,
      net: 4_110,
      panOnFile: true,
      status: 'pending',
      dueAt: new Date(Date.parse(approvedAt) + 72 * HOUR).toISOString(),
      paidAt: null,
      utr: null,
    });
    expect(await payoutLedger(t, payout.id)).toEqual([
      {
        kind: 'payout_pending',
        amount: 4_110,
        creatorId: creator.user.id,
        actorId: null,
        utr: null,
        note: null,
      },
    ]);

    const byRest = await rest(t, 'GET', '/api/payouts/my', { token: creator.token });
    expect(byRest.status).toBe(200);
    expect(byRest.body.payouts).toEqual([
      {
        id: payout.id,
        transaction_id: txn!.id,
        application_id: application.id,
        campaign_id: campaign.id,
        campaign_title: campaign.title,
        creator_id: creator.user.id,
        creator_name: creator.user.fullName,
        gross: 5_000,
        commission: 750,
        gst_on_commission: 135,
        tds: 5,
        adjustment: 0,
        net: 4_110,
        pan_on_file: true,
        status: 'pending',
        due_at: payout.dueAt,
        paid_at: null,
        utr: null,
        created_at: payout.createdAt,
        // Nobody funded this campaign: the payout waits for the brand's money.
        funding_status: 'none',
        payment_details_on_file: true,
        waiting_for: 'funding',
      },
    ]);
    expect(byRest.body.total).toBe(1);
    const byCaller = await creator.caller.payouts.my({});
    expect(byCaller).toEqual(byRest.body);
  });

  it('is due at once, with payout_pending and payout_due rows, when the hold has passed by completion', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Completed late', budget: 2_000 });
    await fundCampaign(t, brand, await admin0(), campaign.id);
    const { creator, application } = await approvedCreator(t, brand, campaign.id);
    await savePaymentDetails(t, creator);
    clock.advance(73 * HOUR);
    const done = await brand.caller.campaigns.complete({ id: campaign.id });
    expect(done.total_budget).toBe(2_000);
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.applicationId, application.id));
    expect(payout!.status).toBe('due');
    expect((await payoutLedger(t, payout!.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['payout_pending', payout!.net],
      ['payout_due', payout!.net],
    ]);
  });

  it('makes none for barter, and completing again makes no second payout', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, {
      title: 'Barter only',
      collab_type: 'barter',
      product_value: 900,
    });
    const { application } = await approvedCreator(t, brand, campaign.id);
    expect(
      (await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete`, { token: brand.token })).status,
    ).toBe(200);
    expect(await t.db.select().from(payouts).where(eq(payouts.applicationId, application.id))).toEqual([]);

    const paid = await paidCollaboration(t, brand, 1_000);
    const again = await Promise.all([
      rest(t, 'POST', `/api/campaigns/${paid.campaign.id}/complete`, { token: brand.token }),
      brand.caller.campaigns.complete({ id: paid.campaign.id }),
    ]);
    expect(again[0].status).toBe(200);
    expect(await t.db.select().from(payouts).where(eq(payouts.campaignId, paid.campaign.id))).toHaveLength(1);
  });
});

describe('pending payouts fall due by the clock', () => {
  it('moves to due once the injected clock passes due_at, writing one payout_due row under concurrent calls', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const { payout } = await paidCollaboration(t, brand, 3_000, { fundedBy: admin });

    clock.set(Date.parse(payout.dueAt) - 1);
    const before = await rest(t, 'GET', '/api/admin/payouts?status=pending', { token: admin.token });
    expect(before.body.payouts.map((p: { id: string }) => p.id)).toContain(payout.id);
    expect((await payoutRow(t, payout.id)).status).toBe('pending');

    clock.set(payout.dueAt);
    await Promise.all(Array.from({ length: 5 }, () => makeDuePayoutsDue(t.db, clock.now())));
    const { payouts: listed } = await admin.caller.payouts.adminList({ status: 'due' });
    expect(listed.map((p) => p.id)).toContain(payout.id);
    expect((await payoutLedger(t, payout.id)).map((e) => e.kind)).toEqual(['payout_pending', 'payout_due']);
  });

  it('answers the creator exactly to the clock: GET /api/payouts/my shows due after due_at', async () => {
    const brand = await createBrand(t);
    const { payout, creator } = await paidCollaboration(t, brand, 4_000, { fundedBy: await admin0() });
    pastDue(payout);
    const mine = await rest(t, 'GET', '/api/payouts/my', { token: creator.token });
    expect(mine.body.payouts[0]).toMatchObject({ id: payout.id, status: 'due', waiting_for: null });
  });
});

describe('POST /api/admin/payouts/{id}/paid', () => {
  it('pays a due payout: paid with the UTR, its transaction completed, ledger, audit entry and the creator told', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const { payout, creator, campaign } = await duePayout(t, brand, 5_000);
    const utr = newUtr();
    const res = await markPaid(admin, payout.id, ` ${utr.slice(0, 6)} ${utr.slice(6)} `);
    expect(res.status).toBe(200);
    const paidAt = new Date(clock.now()).toISOString();
    expect(res.body.payout).toMatchObject({
      id: payout.id,
      status: 'paid',
      utr,
      paid_at: paidAt,
      net: 4_110,
    });

    const [txn] = await t.db.select().from(transactions).where(eq(transactions.id, payout.transactionId));
    expect(txn!.paymentStatus).toBe('completed');
    expect(await payoutLedger(t, payout.id)).toEqual([
      {
        kind: 'payout_pending',
        amount: 4_110,
        creatorId: creator.user.id,
        actorId: null,
        utr: null,
        note: null,
      },
      { kind: 'payout_due', amount: 4_110, creatorId: creator.user.id, actorId: null, utr: null, note: null },
      {
        kind: 'payout_paid',
        amount: 4_110,
        creatorId: creator.user.id,
        actorId: admin.user.id,
        utr,
        note: null,
      },
    ]);
    const audits = (await auditOf('payout.paid')).filter((a) => a.targetIds.includes(payout.id));
    expect(audits).toEqual([
      {
        actorId: admin.user.id,
        targetType: 'payout',
        targetIds: [payout.id, payout.transactionId, creator.user.id],
        metadata: {
          campaign_id: campaign.id,
          creator_id: creator.user.id,
          transaction_id: payout.transactionId,
          net: 4_110,
          before: { status: 'due', utr: null },
          after: { status: 'paid', utr },
        },
        ip: expect.any(String),
      },
    ]);
    const told = (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'payment_released');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('₹4,110');
    expect(told[0]!.message).toContain(utr);
    expect(told[0]!.metadata).toMatchObject({ payout_id: payout.id, amount: 4_110, utr });
  });

  it('pays once under five concurrent requests with five UTRs: one 200, four 409, one ledger row, one audit entry', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const other = await createAdmin(t);
    const { payout, creator } = await duePayout(t, brand, 7_000);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => markPaid(i % 2 ? other : admin, payout.id, newUtr())),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const kinds = (await payoutLedger(t, payout.id)).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'payout_paid')).toHaveLength(1);
    expect((await auditOf('payout.paid')).filter((a) => a.targetIds.includes(payout.id))).toHaveLength(1);
    const told = (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'payment_released');
    expect(told).toHaveLength(1);

    // The same again by tRPC: 409.
    await expect(admin.caller.payouts.markPaid({ id: payout.id, utr: newUtr() })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('pays only from due: pending and paid are 409, an unknown payout 404, a bad UTR 400', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const { payout } = await paidCollaboration(t, brand, 1_500, { fundedBy: admin });
    const pending = await markPaid(admin, payout.id, newUtr());
    expect(pending.status).toBe(409);
    expect(pending.body.error).toMatch(/pending; only a due payout can be marked paid/);

    pastDue(payout);
    expect((await admin.caller.payouts.markPaid({ id: payout.id, utr: newUtr() })).payout.status).toBe(
      'paid',
    );
    const again = await markPaid(admin, payout.id, newUtr());
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/paid; only a due payout/);

    expect((await markPaid(admin, crypto.randomUUID(), newUtr())).status).toBe(404);
    expect((await markPaid(admin, payout.id, 'short')).status).toBe(400);
  });

  it("refuses a UTR used before (409): another payout's, a funding claim's, a rejected claim's", async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const first = await duePayout(t, brand, 2_000);
    const second = await duePayout(t, brand, 2_000);
    const used = newUtr();
    expect((await markPaid(admin, first.payout.id, used)).status).toBe(200);
    const byPayout = await markPaid(admin, second.payout.id, used);
    expect(byPayout.status).toBe(409);
    expect(byPayout.body.error).toBe('This UTR has already been used');

    const funded = await postCampaign(t, brand, { title: 'Funded one', budget: 10_000 });
    const heldUtr = newUtr();
    await fundAndHold(brand, admin, funded.id, heldUtr);
    expect((await markPaid(admin, second.payout.id, heldUtr)).status).toBe(409);

    const rejected = await postCampaign(t, brand, { title: 'Rejected one', budget: 10_000 });
    const rejectedUtr = newUtr();
    await rest(t, 'POST', `/api/campaigns/${rejected.id}/funding`, {
      token: brand.token,
      body: { utr: rejectedUtr },
    });
    const [claim] = await t.db
      .select({ id: campaignFundings.id })
      .from(campaignFundings)
      .where(eq(campaignFundings.utr, rejectedUtr));
    await admin.caller.funding.reject({ id: claim!.id, reason: 'No such transfer arrived' });
    await expect(
      admin.caller.payouts.markPaid({ id: second.payout.id, utr: rejectedUtr }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This UTR has already been used',
    });
    expect((await payoutRow(t, second.payout.id)).status).toBe('due');
  });

  it("releases a campaign's held funding when its last payout is paid, with one funding_released row", async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const campaign = await postCampaign(t, brand, { title: 'Funded pair', budget: 10_000 });
    const fundingId = await fundAndHold(brand, admin, campaign.id);
    const one = await approvedCreator(t, brand, campaign.id);
    const two = await approvedCreator(t, brand, campaign.id);
    await savePaymentDetails(t, one.creator);
    await savePaymentDetails(t, two.creator);
    await brand.caller.campaigns.complete({ id: campaign.id });
    const made = await t.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    expect(made.map((p) => p.gross)).toEqual([5_000, 5_000]);
    expect(made.map((p) => p.creatorId).sort()).toEqual([one.creator.user.id, two.creator.user.id].sort());
    pastDue(...made);

    expect((await markPaid(admin, made[0]!.id, newUtr())).status).toBe(200);
    expect(await fundingOf(campaign.id)).toEqual({ campaign: 'held', claims: ['held'] });
    expect((await markPaid(admin, made[1]!.id, newUtr())).status).toBe(200);
    expect(await fundingOf(campaign.id)).toEqual({ campaign: 'released', claims: ['released'] });
    const [claim] = await t.db.select().from(campaignFundings).where(eq(campaignFundings.id, fundingId));
    expect(claim!.refundedAmount).toBe(0);
    const released = await t.db
      .select({ amount: ledgerEntries.amount, actorId: ledgerEntries.actorId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.fundingId, fundingId), eq(ledgerEntries.kind, 'funding_released')));
    expect(released).toEqual([{ amount: 10_000, actorId: admin.user.id }]);
  });

  it('is for admins only: a creator and a brand 403, signed out 401, by REST and tRPC', async () => {
    const brand = await createBrand(t);
    const { payout, creator } = await duePayout(t, brand, 1_000);
    expect((await markPaid(creator, payout.id, newUtr())).status).toBe(403);
    expect((await markPaid(brand, payout.id, newUtr())).status).toBe(403);
    expect(
      (await rest(t, 'POST', `/api/admin/payouts/${payout.id}/paid`, { body: { utr: newUtr() } })).status,
    ).toBe(401);
    await expect(brand.caller.payouts.markPaid({ id: payout.id, utr: newUtr() })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(creator.caller.payouts.adminList({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(brand.caller.payouts.my({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await rest(t, 'GET', '/api/payouts/my')).status).toBe(401);
    expect((await rest(t, 'GET', '/api/admin/payouts', { token: creator.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/admin/payouts/totals', { token: brand.token })).status).toBe(403);
    expect((await payoutLedger(t, payout.id)).map((e) => e.kind)).not.toContain('payout_paid');
  });
});

describe('GET /api/admin/payouts and /totals', () => {
  it('lists newest first with creator name and campaign title, by status, and pages', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    // Past every payout the file's other tests made, in whatever order they ran (they move the
    // clock up to a month ahead), so these two are the newest.
    clock.advance(40 * 24 * HOUR);
    const a = await paidCollaboration(t, brand, 1_100);
    clock.advance(1_000);
    const b = await paidCollaboration(t, brand, 1_200);
    const res = await rest(t, 'GET', '/api/admin/payouts?status=pending&limit=2', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.payouts.map((p: { id: string }) => p.id)).toEqual([b.payout.id, a.payout.id]);
    expect(res.body.payouts[0]).toMatchObject({
      creator_name: b.creator.user.fullName,
      campaign_title: b.campaign.title,
      gross: 1_200,
    });
    const { payouts: page2 } = await admin.caller.payouts.adminList({
      status: 'pending',
      limit: 1,
      offset: 1,
    });
    expect(page2.map((p) => p.id)).toEqual([a.payout.id]);
    expect((await rest(t, 'GET', '/api/admin/payouts?status=sent', { token: admin.token })).status).toBe(400);
  });

  it('totals: held less what was paid out, due now, paid this India month, claims awaiting', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const totals = async () =>
      (await rest(t, 'GET', '/api/admin/payouts/totals', { token: admin.token })).body.totals;
    // Past every hold first, so the earlier tests' payouts fall due before the start, and these at once.
    clock.advance(100 * HOUR);
    const start = await totals();

    const campaign = await postCampaign(t, brand, { title: 'Totals', budget: 6_000 });
    await fundAndHold(brand, admin, campaign.id);
    const waiting = await postCampaign(t, brand, { title: 'Waiting', budget: 2_500 });
    await rest(t, 'POST', `/api/campaigns/${waiting.id}/funding`, {
      token: brand.token,
      body: { utr: newUtr() },
    });
    for (let i = 0; i < 2; i++)
      await savePaymentDetails(t, (await approvedCreator(t, brand, campaign.id)).creator, {
        pan_number: undefined,
      });
    await brand.caller.campaigns.complete({ id: campaign.id });
    const made = await t.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    expect(made.map((p) => p.status)).toEqual(['due', 'due']);

    const net = made[0]!.net; // 3000: commission 450, GST 81, TDS 150 without a PAN
    expect(net).toBe(2_319);
    const { totals: mid } = await admin.caller.payouts.totals();
    expect(mid.held - start.held).toBe(6_000);
    expect(mid.due - start.due).toBe(2 * net);
    expect(mid.due_count - start.due_count).toBe(2);
    expect(mid.awaiting_confirmation - start.awaiting_confirmation).toBe(1);

    await markPaid(admin, made[0]!.id, newUtr());
    const end = await totals();
    expect(end.held - start.held).toBe(3_000);
    expect(end.due - start.due).toBe(net);
    expect(end.paid_this_month - mid.paid_this_month).toBe(net);

    // The next India month starts at 18:30 UTC of the last day: paid_this_month starts again.
    const [y, m] = indiaDate(new Date(clock.now())).split('-').map(Number) as [number, number];
    const nextMonth = `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01T00:00:00.000+05:30`;
    clock.set(Date.parse(nextMonth) - 1);
    expect((await totals()).paid_this_month).toBe(end.paid_this_month);
    clock.set(nextMonth);
    expect((await totals()).paid_this_month).toBe(0);
  });
});

describe('GET /api/admin/payouts/export?status=due', () => {
  it('streams the due payouts as a bank file with account numbers in full, and audits each download', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const withBank = await createCreator(t, { fullName: 'Asha Rao' });
    await savePaymentDetails(t, withBank, {
      account_holder_name: 'Asha K Rao',
      account_number: '000123456789',
      ifsc_code: 'HDFC0000001',
      upi_id: 'asha@okhdfc',
    });
    const a = await duePayout(t, brand, 5_000, { creator: withBank });
    const noDetails = await duePayout(t, brand, 333, { creator: await createCreator(t) });
    const unfunded = await paidCollaboration(t, brand, 900);
    const pending = await paidCollaboration(t, brand, 800, { fundedBy: admin });
    pastDue(a.payout, noDetails.payout, unfunded.payout);
    // Arranged: the third is still held an hour past the clock, so it is left out of the file.
    await t.db
      .update(payouts)
      .set({ dueAt: new Date(clock.now() + HOUR).toISOString() })
      .where(eq(payouts.id, pending.payout.id));

    const res = await t.app.request('/api/admin/payouts/export?status=due', {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="payouts-due-${indiaDate(new Date(clock.now()))}.csv"`,
    );
    const text = await res.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Account Number,IFSC,UPI ID,Amount,Reference');
    const [txnA] = await t.db.select().from(transactions).where(eq(transactions.id, a.payout.transactionId));
    const [txnB] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, noDetails.payout.transactionId));
    expect(lines).toContain(`Asha K Rao,000123456789,HDFC0000001,asha@okhdfc,4110,${txnA!.paymentReference}`);
    // Due, but with nowhere to pay it: left out of the file, and listed apart with the reason.
    expect(text).not.toContain(txnB!.paymentReference);
    const listed = (await admin.caller.payouts.adminList({ limit: 100 })).payouts;
    expect(listed.find((p) => p.id === noDetails.payout.id)).toMatchObject({
      status: 'due',
      payment_details_on_file: false,
      waiting_for: 'payment_details',
    });
    // Past its time, but the brand's money never came: pending, not in the file.
    expect(listed.find((p) => p.id === unfunded.payout.id)).toMatchObject({
      status: 'pending',
      funding_status: 'none',
      waiting_for: 'funding',
    });
    const [txnU] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, unfunded.payout.transactionId));
    expect(text).not.toContain(txnU!.paymentReference);
    const [txnC] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, pending.payout.transactionId));
    expect(text).not.toContain(txnC!.paymentReference);
    expect((await payoutRow(t, pending.payout.id)).status).toBe('pending');

    const due = (await admin.caller.payouts.adminList({ status: 'due', limit: 100 })).payouts.filter(
      (p) => p.waiting_for === null,
    );
    expect(lines.filter(Boolean)).toHaveLength(due.length + 1);
    const audits = await auditOf('payouts.export');
    expect(audits.at(-1)).toEqual({
      actorId: admin.user.id,
      targetType: 'payout',
      targetIds: expect.arrayContaining([a.payout.id]),
      metadata: { status: 'due', rows: due.length },
      ip: expect.any(String),
    });
    expect(audits.at(-1)!.targetIds).toHaveLength(due.length);

    // Each download is recorded, also the default (status left out).
    const second = await t.app.request('/api/admin/payouts/export', {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(second.status).toBe(200);
    await second.text();
    expect(await auditOf('payouts.export')).toHaveLength(audits.length + 1);
  });

  it('is for admins only (creator and brand 403, signed out 401), status other than due 400, nothing audited then', async () => {
    const brand = await createBrand(t);
    const creator = await createCreator(t);
    const admin = await createAdmin(t);
    const before = (await auditOf('payouts.export')).length;
    const get = (token?: string, query = 'status=due') =>
      t.app.request(`/api/admin/payouts/export?${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await get(creator.token)).status).toBe(403);
    expect((await get(brand.token)).status).toBe(403);
    expect((await get()).status).toBe(401);
    expect((await get(admin.token, 'status=paid')).status).toBe(400);
    expect(await auditOf('payouts.export')).toHaveLength(before);
  });
});

describe('the Commission tab follows the payout (PUT /api/transactions/{id})', () => {
  const setStatus = (admin: Actor, id: string, payment_status: string) =>
    rest(t, 'PUT', `/api/transactions/${id}`, { token: admin.token, body: { payment_status } });

  it('completed pays the unpaid payout without a UTR; a paid payout then locks the transaction (409)', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const { payout } = await paidCollaboration(t, brand, 2_500, { fundedBy: admin });
    const res = await setStatus(admin, payout.transactionId, 'completed');
    expect(res.status).toBe(200);
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'paid', utr: null, paidBy: admin.user.id });
    const ledger = await payoutLedger(t, payout.id);
    expect(ledger.at(-1)).toMatchObject({
      kind: 'payout_paid',
      amount: payout.net,
      actorId: admin.user.id,
      utr: null,
      note: 'transaction set completed on the Commission tab',
    });
    for (const status of ['pending', 'failed', 'cancelled']) {
      const locked = await setStatus(admin, payout.transactionId, status);
      expect(locked.status).toBe(409);
    }
    await expect(
      admin.caller.transactions.update({ id: payout.transactionId, payment_status: 'failed' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    // Marked paid already: the Payouts tab answers 409 as well.
    expect((await markPaid(admin, payout.id, newUtr())).status).toBe(409);
  });

  it('failed or cancelled cancels the unpaid payout; completing it afterwards is 409; pending leaves it', async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const failed = await duePayout(t, brand, 1_800);
    expect((await setStatus(admin, failed.payout.transactionId, 'failed')).status).toBe(200);
    expect((await payoutRow(t, failed.payout.id)).status).toBe('cancelled');
    expect((await payoutLedger(t, failed.payout.id)).at(-1)).toMatchObject({
      kind: 'payout_cancelled',
      amount: failed.payout.net,
      note: 'transaction set failed on the Commission tab',
    });
    expect((await setStatus(admin, failed.payout.transactionId, 'pending')).status).toBe(200);
    expect((await payoutRow(t, failed.payout.id)).status).toBe('cancelled');
    expect((await setStatus(admin, failed.payout.transactionId, 'completed')).status).toBe(409);
    expect((await markPaid(admin, failed.payout.id, newUtr())).status).toBe(409);

    const cancelled = await paidCollaboration(t, brand, 1_900);
    const byCaller = await admin.caller.transactions.update({
      id: cancelled.payout.transactionId,
      payment_status: 'cancelled',
    });
    expect(byCaller.transaction.payment_status).toBe('cancelled');
    expect((await payoutRow(t, cancelled.payout.id)).status).toBe('cancelled');
  });

  it("releases the held funding when the tab settles a campaign's last payout, and the statement leaves the cancelled out", async () => {
    const brand = await createBrand(t);
    const admin = await createAdmin(t);
    const campaign = await postCampaign(t, brand, { title: 'Tab settles', budget: 4_000 });
    const fundingId = await fundAndHold(brand, admin, campaign.id);
    const { creator } = await approvedCreator(t, brand, campaign.id);
    await approvedCreator(t, brand, campaign.id);
    await brand.caller.campaigns.complete({ id: campaign.id });
    const made = await t.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    const mine = made.find((p) => p.creatorId === creator.user.id)!;
    const theirs = made.find((p) => p.creatorId !== creator.user.id)!;
    expect((await setStatus(admin, mine.transactionId, 'cancelled')).status).toBe(200);
    expect(await fundingOf(campaign.id)).toEqual({ campaign: 'held', claims: ['held'] });
    expect((await setStatus(admin, theirs.transactionId, 'completed')).status).toBe(200);
    expect(await fundingOf(campaign.id)).toEqual({ campaign: 'released', claims: ['released'] });
    const [claim] = await t.db.select().from(campaignFundings).where(eq(campaignFundings.id, fundingId));
    // The cancelled share was never spent: it goes back to the brand.
    expect(claim!.refundedAmount).toBe(2_000);
    const statement = (await creator.caller.payouts.my({})).statement;
    expect(statement.payouts).toBe(0);
  });
});
