import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, campaignFundings, campaigns, payouts, transactions } from '@db/schema';
import { createTestApp } from '../kit/app';
import { openDispute, resolveDispute } from '../kit/deals';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { expectLedgerBalanced, ledgerRows } from '../kit/ledger';
import {
  acceptedCreator,
  apply,
  approvedCreator,
  decide,
  notificationsOf,
  postCampaign,
  review,
  submit,
  type Actor,
} from '../kit/marketplace';
import {
  fundCampaign,
  HOUR,
  kitUtr,
  paidCollaboration,
  payoutLedger,
  payoutRow,
  savePaymentDetails,
  testClock,
} from '../kit/payouts';
import { rest } from '../kit/rest';

/*
 * docs/product.md#payouts and #funding: money goes out only after it came in, held money never
 * strands, and every rupee adds up. Each scenario replays the ledger afterwards.
 */

const t = createTestApp({
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
});
const clock = testClock(t);

afterEach(async () => {
  await expectLedgerBalanced(t);
  clock.real();
});

const markPaid = (admin: Actor, id: string, utr = kitUtr()) =>
  rest(t, 'POST', `/api/admin/payouts/${id}/paid`, { token: admin.token, body: { utr } });
const setPayment = (admin: Actor, id: string, payment_status: string, utr?: string) =>
  rest(t, 'PUT', `/api/transactions/${id}`, { token: admin.token, body: { payment_status, utr } });
const refund = (admin: Actor, fundingId: string, body: Record<string, unknown> = {}) =>
  rest(t, 'POST', `/api/admin/fundings/${fundingId}/refund`, {
    token: admin.token,
    body: { utr: kitUtr(), reason: 'The brand cancelled the campaign', ...body },
  });
const pastHold = (...made: { dueAt: string }[]) =>
  clock.set(Math.max(clock.now(), ...made.map((p) => Date.parse(p.dueAt) + HOUR)));

async function bankFile(admin: Actor) {
  const res = await t.app.request('/api/admin/payouts/export?status=due', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

const claimOf = async (id: string) =>
  (await t.db.select().from(campaignFundings).where(eq(campaignFundings.id, id)))[0]!;
const fundingStatusOf = async (campaignId: string) =>
  (await t.db.select().from(campaigns).where(eq(campaigns.id, campaignId)))[0]!.fundingStatus;

describe('a campaign nobody funded', () => {
  it('keeps its payout pending past the hold, out of the bank file and unpayable by every path, until the brand funds it', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const { payout, creator, campaign } = await paidCollaboration(t, brand, 8_000);
    pastHold(payout);

    const mine = await rest(t, 'GET', '/api/payouts/my', { token: creator.token });
    expect(mine.body.payouts[0]).toMatchObject({
      id: payout.id,
      status: 'pending',
      funding_status: 'none',
      waiting_for: 'funding',
    });
    const paid = await markPaid(admin, payout.id);
    expect(paid.status).toBe(409);
    expect(paid.body.error).toMatch(/money for this campaign is not held/);
    const [txn] = await t.db.select().from(transactions).where(eq(transactions.id, payout.transactionId));
    expect(await bankFile(admin)).not.toContain(txn!.paymentReference);
    const byHand = await setPayment(admin, payout.transactionId, 'completed');
    expect(byHand.status).toBe(409);
    expect((await payoutRow(t, payout.id)).status).toBe('pending');
    // The creator was told at completion what the payout waits for.
    const processed = (await notificationsOf(t, creator.user.id)).find((n) => n.type === 'payment_processed');
    expect(processed!.message).toContain(`Your payout is ₹${payout.net.toLocaleString('en-IN')}`);
    expect(processed!.message).toContain("once the brand's payment for this campaign reaches the platform");

    // The brand funds it, an admin confirms: the payout falls due at once, and can be paid.
    await fundCampaign(t, brand, admin, campaign.id);
    expect((await payoutRow(t, payout.id)).status).toBe('due');
    expect((await payoutLedger(t, payout.id)).map((e) => e.kind)).toEqual(['payout_pending', 'payout_due']);
    expect(await bankFile(admin)).toContain(txn!.paymentReference);
    expect((await markPaid(admin, payout.id)).status).toBe(200);
    // Its last payout paid, the campaign's money is released with nothing left over.
    expect(await fundingStatusOf(campaign.id)).toBe('released');
  });
});

describe('a payout held by a dispute', () => {
  it('cannot be paid or changed by any path while the dispute is open', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const { payout, application } = await paidCollaboration(t, brand, 6_000, { fundedBy: admin });
    pastHold(payout);
    expect((await openDispute(t, brand, application.id)).status).toBe(200);
    expect((await payoutRow(t, payout.id)).status).toBe('on_hold');
    expect((await markPaid(admin, payout.id)).status).toBe(409);
    for (const status of ['completed', 'failed', 'cancelled']) {
      const res = await setPayment(admin, payout.transactionId, status);
      expect({ status, code: res.status }).toEqual({ status, code: 409 });
      expect(res.body.error).toMatch(/open dispute holds this payment/);
    }
    // Setting the status it already has changes nothing.
    expect((await setPayment(admin, payout.transactionId, 'pending')).status).toBe(200);
    expect((await payoutRow(t, payout.id)).status).toBe('on_hold');
  });

  it('a refund racing a payment by hand: one wins, the other is 409, and the ledger says what happened', async () => {
    const admin = await createAdmin(t);
    const other = await createAdmin(t);
    const brand = await createBrand(t);
    const { payout, application } = await paidCollaboration(t, brand, 6_000, { fundedBy: admin });
    pastHold(payout);
    const opened = await openDispute(t, brand, application.id);
    const [resolved, byHand] = await Promise.all([
      resolveDispute(t, admin, opened.body.dispute.id, { resolution: 'refund' }),
      setPayment(other, payout.transactionId, 'completed'),
    ]);
    expect(resolved.status).toBe(200);
    expect(byHand.status).toBe(409);
    expect(resolved.body.dispute).toMatchObject({ status: 'resolved', resolution: 'refund' });
    expect((await payoutRow(t, payout.id)).status).toBe('cancelled');
    const kinds = (await payoutLedger(t, payout.id)).map((e) => e.kind);
    expect(kinds).not.toContain('payout_paid');
  });
});

describe('held money never strands', () => {
  it('refuses to delete or remove a campaign whose money waits or is held, until an admin refunds it', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Cancelled launch', budget: 12_000 });
    await rest(t, 'POST', `/api/campaigns/${campaign.id}/funding`, {
      token: brand.token,
      body: { utr: kitUtr() },
    });
    const del = () => rest(t, 'DELETE', `/api/campaigns/${campaign.id}`, { token: brand.token });
    const remove = () =>
      rest(t, 'PUT', `/api/admin/campaigns/${campaign.id}/status`, {
        token: admin.token,
        body: { status: 'removed' },
      });
    expect(await del()).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/awaiting confirmation/) },
    });
    expect((await remove()).status).toBe(409);

    const [waiting] = await t.db
      .select({ id: campaignFundings.id })
      .from(campaignFundings)
      .where(eq(campaignFundings.campaignId, campaign.id));
    await rest(t, 'POST', `/api/admin/fundings/${waiting!.id}/confirm`, { token: admin.token });
    expect(await del()).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/holds this campaign's funding/) },
    });
    expect((await remove()).status).toBe(409);

    // Only an admin refunds, only held money, with a UTR never used before and a reason.
    expect(
      (
        await rest(t, 'POST', `/api/admin/fundings/${waiting!.id}/refund`, {
          token: brand.token,
          body: { utr: kitUtr(), reason: 'Cancelled' },
        })
      ).status,
    ).toBe(403);
    expect((await refund(admin, waiting!.id, { reason: '' })).status).toBe(400);
    expect((await refund(admin, waiting!.id, { utr: 'not a utr' })).status).toBe(400);
    const utr = kitUtr();
    const results = await Promise.all([refund(admin, waiting!.id, { utr }), refund(admin, waiting!.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = results.find((r) => r.status === 200)!;
    expect((await brand.caller.funding.get({ id: campaign.id })).funding).toMatchObject({
      status: 'refunded',
      refunded_amount: 12_000,
      paid_out: 0,
    });
    expect(done.body.funding).toMatchObject({
      status: 'refunded',
      refunded_amount: 12_000,
      refund_utr: utr,
      refund_reason: 'The brand cancelled the campaign',
      paid_out: 0,
    });
    expect(await fundingStatusOf(campaign.id)).toBe('refunded');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'funding.refund'));
    expect(audit.filter((a) => a.targetIds.includes(waiting!.id))).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        metadata: expect.objectContaining({
          before: { status: 'held', refunded_amount: null },
          after: expect.objectContaining({ status: 'refunded', refunded_amount: 12_000, refund_utr: utr }),
        }),
      }),
    ]);
    const told = (await notificationsOf(t, brand.user.id)).filter((n) => n.title === 'Money refunded');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('₹12,000');
    // A refund's UTR is used up like any other.
    const reuse = await rest(t, 'POST', `/api/campaigns/${campaign.id}/funding`, {
      token: brand.token,
      body: { utr },
    });
    expect(reuse.status).toBe(409);
    expect((await refund(admin, waiting!.id)).status).toBe(409);
    expect((await del()).status).toBe(200);
  });

  it('refuses a refund while a payout waits to be paid, and refunds what paid payouts did not spend', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Two of three', budget: 9_000 });
    const fundingId = await fundCampaign(t, brand, admin, campaign.id);
    const one = await approvedCreator(t, brand, campaign.id);
    await acceptedCreator(t, brand, campaign.id);
    await savePaymentDetails(t, one.creator);
    // The brand completes the first creator: paid its share now, 4,500 of the 9,000.
    const first = await rest(
      t,
      'POST',
      `/api/campaigns/${campaign.id}/complete-creator/${one.creator.user.id}`,
      {
        token: brand.token,
      },
    );
    expect(first.body).toMatchObject({ campaign_completed: false });
    const [p1] = await t.db.select().from(payouts).where(eq(payouts.applicationId, one.application.id));
    expect(p1!.gross).toBe(4_500);
    const waits = await refund(admin, fundingId);
    expect(waits.status).toBe(409);
    expect(waits.body.error).toMatch(/1 payout of this campaign is still to be paid or cancelled/);
    pastHold(p1!);
    expect((await markPaid(admin, p1!.id)).status).toBe(200);
    // The second creator will not be paid: the admin gives back what is left.
    const res = await refund(admin, fundingId);
    expect(res.status).toBe(200);
    expect(res.body.funding).toMatchObject({ status: 'refunded', refunded_amount: 4_500, paid_out: 4_500 });
    expect((await brand.caller.funding.get({ id: campaign.id })).funding).toMatchObject({
      status: 'refunded',
      refunded_amount: 4_500,
      paid_out: 4_500,
    });
    const rows = (await ledgerRows(t))
      .filter((e) => e.fundingId === fundingId)
      .map((e) => [e.kind, e.amount]);
    expect(rows).toEqual([
      ['funding_held', 9_000],
      ['funding_released', 4_500],
      ['funding_refunded', 4_500],
    ]);
  });

  it('gives the money back whole when a funded campaign completes with nobody to pay', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Nobody came', budget: 5_000 });
    const fundingId = await fundCampaign(t, brand, admin, campaign.id);
    expect(
      (await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete`, { token: brand.token })).status,
    ).toBe(200);
    expect(await fundingStatusOf(campaign.id)).toBe('refunded');
    expect(await claimOf(fundingId)).toMatchObject({ status: 'refunded', refundedAmount: 5_000 });
    const told = (await notificationsOf(t, brand.user.id)).filter((n) => n.title === 'Money to return');
    expect(told[0]!.message).toContain('₹5,000');
  });
});

describe('every rupee adds up', () => {
  it('shares ₹35,000 among three creators as 11,667 + 11,667 + 11,666, the earliest accepted first, and accepts no one more once one is paid', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Three-way', budget: 35_000 });
    await fundCampaign(t, brand, admin, campaign.id);
    // Applied in one order, accepted in another: acceptance decides.
    const creators = [await createCreator(t), await createCreator(t), await createCreator(t)];
    const apps: { id: string }[] = [];
    for (const c of creators) apps.push(await apply(t, c, campaign.id));
    for (const i of [2, 0, 1]) {
      await decide(t, brand, apps[i]!.id, 'accepted');
      clock.advance(1_000);
    }
    const late = await createCreator(t);
    const lateApp = await apply(t, late, campaign.id);
    const listed = await brand.caller.applications.participants({ id: campaign.id, limit: 10 });
    expect(listed.deals).toEqual({ [apps[2]!.id]: 11_667, [apps[0]!.id]: 11_667, [apps[1]!.id]: 11_666 });

    // The last accepted finishes first and is paid its share at once.
    const approve = async (i: number) =>
      review(t, brand, (await submit(t, creators[i]!, apps[i]!.id)).id, 'approved');
    await approve(1);
    const first = await rest(
      t,
      'POST',
      `/api/campaigns/${campaign.id}/complete-creator/${creators[1]!.user.id}`,
      {
        token: brand.token,
      },
    );
    expect(first.body).toMatchObject({ campaign_completed: false });
    const [paidFirst] = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.applicationId, apps[1]!.id));
    expect(paidFirst!.dealAmount).toBe(11_666);
    const refused = await rest(t, 'PUT', `/api/applications/${lateApp.id}`, {
      token: brand.token,
      body: { status: 'accepted' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/already shared among its creators/);
    await approve(0);
    await approve(2);
    const done = await brand.caller.campaigns.complete({ id: campaign.id });
    expect(done.total_budget).toBe(35_000);
    const deals = await t.db
      .select({ applicationId: transactions.applicationId, deal: transactions.dealAmount })
      .from(transactions)
      .where(eq(transactions.campaignId, campaign.id));
    expect(Object.fromEntries(deals.map((d) => [d.applicationId, d.deal]))).toEqual(listed.deals);
    expect(deals.reduce((s, d) => s + d.deal, 0)).toBe(35_000);
  });

  it('states the net actually paid in every notification, and the statement and rows add up after a split', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const { payout, creator, application } = await paidCollaboration(t, brand, 7_777, { fundedBy: admin });
    pastHold(payout);
    const opened = await openDispute(t, creator, application.id);
    const resolved = await resolveDispute(t, admin, opened.body.dispute.id, {
      resolution: 'split',
      creator_share: 33,
    });
    expect(resolved.status).toBe(200);
    const after = await payoutRow(t, payout.id);
    expect(after).toMatchObject({ status: 'due', adjustment: payout.net - after.net });
    expect(after.gross - after.commission - after.gstOnCommission - after.tds - after.adjustment).toBe(
      after.net,
    );
    const { payouts: mine, statement } = await creator.caller.payouts.my({});
    const row = mine.find((p) => p.id === payout.id)!;
    expect(row.gross - row.commission - row.gst_on_commission - row.tds - row.adjustment).toBe(row.net);
    const s = statement.totals;
    expect(s.gross - s.commission - s.gst_on_commission - s.tds - s.adjustment).toBe(s.net);

    const utr = kitUtr();
    expect((await setPayment(admin, payout.transactionId, 'completed', utr)).status).toBe(200);
    expect(await payoutRow(t, payout.id)).toMatchObject({ status: 'paid', utr });
    const released = (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'payment_released');
    expect(released).toHaveLength(1);
    expect(released[0]!.message).toContain(`₹${after.net.toLocaleString('en-IN')}`);
    expect(released[0]!.message).toContain(utr);
    // The brand's part went back with the rest when the campaign settled.
    const [claim] = await t.db
      .select()
      .from(campaignFundings)
      .where(and(eq(campaignFundings.brandId, brand.user.id), eq(campaignFundings.status, 'released')));
    expect(claim!.refundedAmount).toBe(after.adjustment);
    const { summary } = await admin.caller.transactions.adminSummary();
    expect(summary.netPayouts).toBeLessThan(summary.totalPayouts);
  });

  it('pays no one with nowhere to be paid: flagged, left out of the bank file, and the creator told what to add', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const { payout, creator } = await paidCollaboration(t, brand, 3_000, {
      fundedBy: admin,
      creator: await createCreator(t),
    });
    pastHold(payout);
    const listed = (await admin.caller.payouts.adminList({ status: 'due', limit: 100 })).payouts;
    expect(listed.find((p) => p.id === payout.id)).toMatchObject({
      payment_details_on_file: false,
      waiting_for: 'payment_details',
    });
    // Listed apart: among the due payouts that cannot be paid now, not among those that can.
    const apart = await rest(t, 'GET', '/api/admin/payouts?status=due&payable=false&limit=100', {
      token: admin.token,
    });
    expect(apart.body.payouts.map((p: { id: string }) => p.id)).toContain(payout.id);
    const payable = (await admin.caller.payouts.adminList({ status: 'due', payable: true, limit: 100 }))
      .payouts;
    expect(payable.map((p) => p.id)).not.toContain(payout.id);
    expect(payable.every((p) => p.waiting_for === null)).toBe(true);
    const { totals } = await admin.caller.payouts.totals();
    expect(totals.payable_count).toBe(payable.length);
    expect(totals.due_count).toBeGreaterThan(totals.payable_count);
    const res = await markPaid(admin, payout.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/no bank account or UPI id on file/);
    const processed = (await notificationsOf(t, creator.user.id)).find((n) => n.type === 'payment_processed');
    expect(processed!.message).toContain('Add your bank account or UPI id in Payment Details');
    await savePaymentDetails(t, creator, {
      pan_number: undefined,
      account_number: undefined,
      ifsc_code: undefined,
    });
    expect((await markPaid(admin, payout.id)).status).toBe(200);
  });
});
