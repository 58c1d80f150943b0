import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ledgerEntries, payouts } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { expectLedgerBalanced } from '../kit/ledger';
import { apply, decide, postCampaign, review, submit, type Actor } from '../kit/marketplace';
import { HOUR, paidCollaboration, savePaymentDetails, testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

/** The platform's account (settings PAYMENT_*), so brands can fund campaigns. */
const account = {
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
};
const t = createTestApp(account);
const clock = testClock(t);

/** Other rates and no hold, as an operator would set them (settings GST_RATE, TDS_RATE, ...). */
const other = createTestApp({
  ...account,
  GST_RATE: '12',
  TDS_RATE: '1',
  TDS_NO_PAN_RATE: '20',
  PAYOUT_HOLD_HOURS: '0',
});

afterEach(async () => {
  await expectLedgerBalanced(t);
  await expectLedgerBalanced(other);
  clock.real();
});
afterAll(() => expectLedgerBalanced(t));

const lines = (p: typeof payouts.$inferSelect) => ({
  gross: p.gross,
  commission: p.commission,
  gst_on_commission: p.gstOnCommission,
  tds: p.tds,
  net: p.net,
  pan_on_file: p.panOnFile,
});

describe('the payout lines (docs/product.md#payouts), each rounded half up to whole rupees', () => {
  // Worked by hand: commission 15% of the deal, GST 18% of the commission, TDS 0.1% of the deal with
  // a PAN or 5% without; net is what is left.
  const cases = [
    // 333: 49.95 -> 50; 9.00; 0.333 -> 0 | 16.65 -> 17
    { deal: 333, pan: true, commission: 50, gst: 9, tds: 0, net: 274 },
    { deal: 333, pan: false, commission: 50, gst: 9, tds: 17, net: 257 },
    // 5,000: 750; 135; 5 | 250
    { deal: 5_000, pan: true, commission: 750, gst: 135, tds: 5, net: 4_110 },
    { deal: 5_000, pan: false, commission: 750, gst: 135, tds: 250, net: 3_865 },
    // 99,999: 14,999.85 -> 15,000; 2,700; 99.999 -> 100 | 4,999.95 -> 5,000
    { deal: 99_999, pan: true, commission: 15_000, gst: 2_700, tds: 100, net: 82_199 },
    { deal: 99_999, pan: false, commission: 15_000, gst: 2_700, tds: 5_000, net: 77_299 },
    // 10: 1.5 -> 2 (a half rounds up); 0.36 -> 0; 0.01 -> 0 | 0.5 -> 1
    { deal: 10, pan: true, commission: 2, gst: 0, tds: 0, net: 8 },
    { deal: 10, pan: false, commission: 2, gst: 0, tds: 1, net: 7 },
  ];
  for (const c of cases) {
    it(`a deal of ₹${c.deal} ${c.pan ? 'with' : 'without'} a PAN: commission ${c.commission}, GST ${c.gst}, TDS ${c.tds}, net ${c.net}`, async () => {
      const brand = await createBrand(t);
      const { payout, creator } = await paidCollaboration(t, brand, c.deal, { pan: c.pan });
      const expected = {
        gross: c.deal,
        commission: c.commission,
        gst_on_commission: c.gst,
        tds: c.tds,
        net: c.net,
        pan_on_file: c.pan,
      };
      expect(lines(payout)).toEqual(expected);
      const byRest = await rest(t, 'GET', '/api/payouts/my', { token: creator.token });
      expect(byRest.body.payouts[0]).toMatchObject(expected);
      expect((await creator.caller.payouts.my({})).payouts[0]).toMatchObject(expected);
    });
  }

  it('keeps the lines of the PAN the creator had at completion; the statement tells the rate that applies now', async () => {
    const brand = await createBrand(t);
    const { payout, creator } = await paidCollaboration(t, brand, 5_000, { pan: false });
    const before = (await creator.caller.payouts.my({})).statement;
    expect(before).toMatchObject({ pan_on_file: false, tds_rate: 5, tds_rate_with_pan: 0.1 });
    // The creator (paid to a bank account without a PAN) adds the PAN afterwards.
    const { paymentDetails } = await creator.caller.payments.getMine();
    const added = await rest(t, 'PUT', `/api/payments/user/${paymentDetails!.id}`, {
      token: creator.token,
      body: { pan_number: 'ABCDE1234F', consent_given: true },
    });
    expect(added.status).toBe(200);
    const [stored] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(lines(stored!)).toEqual(lines(payout));
    const after = (await rest(t, 'GET', '/api/payouts/my', { token: creator.token })).body.statement;
    expect(after).toMatchObject({ pan_on_file: true, tds_rate: 0.1, tds_rate_with_pan: 0.1 });
    expect(after.totals.tds).toBe(250);
  });

  it("follows the rate settings, and PAYOUT_HOLD_HOURS=0 makes a payout due at completion when the brand's money is held, not before", async () => {
    const brand = await createBrand(other);
    const withPan = await paidCollaboration(other, brand, 5_000, { fundedBy: await createAdmin(other) });
    const withoutPan = await paidCollaboration(other, brand, 5_000, { pan: false });
    // 750; 12% = 90; 1% = 50 | 20% = 1,000
    expect(lines(withPan.payout)).toEqual({
      gross: 5_000,
      commission: 750,
      gst_on_commission: 90,
      tds: 50,
      net: 4_110,
      pan_on_file: true,
    });
    expect(lines(withoutPan.payout)).toMatchObject({ gst_on_commission: 90, tds: 1_000, net: 3_160 });
    expect(withPan.payout).toMatchObject({ status: 'due', dueAt: withPan.approvedAt });
    // Its time has come too, but nobody funded its campaign: it waits for the brand's money.
    expect(withoutPan.payout).toMatchObject({ status: 'pending', dueAt: withoutPan.approvedAt });
    const waiting = (await withoutPan.creator.caller.payouts.my({})).payouts[0];
    expect(waiting).toMatchObject({ status: 'pending', funding_status: 'none', waiting_for: 'funding' });
    const statement = (await withoutPan.creator.caller.payouts.my({})).statement;
    expect(statement).toMatchObject({ pan_on_file: false, tds_rate: 20, tds_rate_with_pan: 1 });
  });
});

describe('expectLedgerBalanced (tests/kit/ledger.ts)', () => {
  it('fails on a movement the payouts do not show, and on a paid row that does not match the net', async () => {
    const brand = await createBrand(other);
    const { payout } = await paidCollaboration(other, brand, 1_000);
    const row = { campaignId: payout.campaignId, payoutId: payout.id, creatorId: payout.creatorId };
    for (const stray of [
      { ...row, kind: 'payout_pending' as const, amount: payout.net },
      { ...row, kind: 'payout_paid' as const, amount: 1 },
    ]) {
      const [inserted] = await other.db
        .insert(ledgerEntries)
        .values(stray)
        .returning({ id: ledgerEntries.id });
      await expect(expectLedgerBalanced(other)).rejects.toThrow();
      await other.db.delete(ledgerEntries).where(eq(ledgerEntries.id, inserted!.id));
    }
    await expectLedgerBalanced(other);
  });
});

describe("the creator's statement (docs/product.md#statement) by India's financial year", () => {
  /** India's instants: a year's last millisecond and the next year's first. */
  const IST = (local: string) => `${local}+05:30`;

  async function barterDone(brand: Actor, creator: Actor, productValue: number | null, at: string) {
    const campaign = await postCampaign(t, brand, {
      title: `Barter ${productValue ?? 'undeclared'} ${at}`,
      collab_type: 'barter',
      ...(productValue === null ? {} : { product_value: productValue }),
    });
    const application = await apply(t, creator, campaign.id);
    await decide(t, brand, application.id, 'accepted');
    const submission = await submit(t, creator, application.id);
    await review(t, brand, submission.id, 'approved');
    clock.set(IST(at));
    const res = await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete`, { token: brand.token });
    expect(res.status).toBe(200);
  }

  async function paidAt(brand: Actor, creator: Actor, deal: number, at: string, fundedBy?: Actor) {
    clock.set(IST(at));
    return (await paidCollaboration(t, brand, deal, { creator, fundedBy })).payout;
  }

  it('sums the payouts made in the year (cancelled left out), what was paid, and barter per brand past ₹20,000', async () => {
    const admin = await createAdmin(t);
    const creator = await createCreator(t);
    await savePaymentDetails(t, creator);
    const glow = await createBrand(t, { fullName: 'Meera Iyer', profile: { companyName: 'Glow Labs' } });
    const ravi = await createBrand(t, { fullName: 'Ravi Shah' });

    const p0 = await paidAt(glow, creator, 1_000, '2026-03-31T23:59:59.999'); // 2025-26
    const p1 = await paidAt(glow, creator, 5_000, '2026-04-01T00:00:00.000', admin); // 2026-27, funded
    const p4 = await paidAt(ravi, creator, 1_500, '2026-06-01T12:00:00.000'); // 2026-27, cancelled
    const p2 = await paidAt(ravi, creator, 333, '2027-03-31T23:59:59.999'); // 2026-27
    const p3 = await paidAt(glow, creator, 2_000, '2027-04-01T00:00:00.000'); // 2027-28

    clock.set(Date.parse(p1.dueAt) + HOUR);
    const paid = await rest(t, 'POST', `/api/admin/payouts/${p1.id}/paid`, {
      token: admin.token,
      body: { utr: 'HDFC0000123456' },
    });
    expect(paid.status).toBe(200);
    expect(
      (await admin.caller.transactions.update({ id: p4.transactionId, payment_status: 'failed' }))
        .transaction,
    ).toMatchObject({ payment_status: 'failed' });

    await barterDone(glow, creator, 15_000, '2026-04-01T00:00:00.000');
    await barterDone(glow, creator, 6_000, '2027-03-31T23:59:59.999');
    await barterDone(ravi, creator, 20_000, '2026-09-10T10:00:00.000');
    await barterDone(ravi, creator, null, '2026-10-10T10:00:00.000');
    await barterDone(glow, creator, 9_000, '2027-04-01T00:00:00.000');
    await barterDone(ravi, creator, 500, '2026-03-31T23:59:59.999');

    const year = await rest(t, 'GET', '/api/payouts/my?fy=2026-27', { token: creator.token });
    expect(year.status).toBe(200);
    expect(year.body.statement).toEqual({
      fy: '2026-27',
      from: '2026-04-01',
      to: '2027-03-31',
      pan_on_file: true,
      tds_rate: 0.1,
      tds_rate_with_pan: 0.1,
      payouts: 2,
      totals: {
        gross: 5_333,
        commission: 800,
        gst_on_commission: 144,
        tds: 5,
        adjustment: 0,
        net: 4_384,
        paid: 4_110,
      },
      barter: [
        {
          brand_id: glow.user.id,
          brand_name: 'Glow Labs',
          collaborations: 2,
          value: 21_000,
          over_threshold: true,
        },
        {
          brand_id: ravi.user.id,
          brand_name: 'Ravi Shah',
          collaborations: 2,
          value: 20_000,
          over_threshold: false,
        },
      ],
    });
    // The year's payouts are listed (the cancelled one too), newest first, with their total.
    expect(year.body.payouts.map((p: { id: string }) => p.id)).toEqual([p2.id, p4.id, p1.id]);
    expect(year.body.total).toBe(3);

    const earlier = await creator.caller.payouts.my({ fy: '2025-26' });
    expect(earlier.payouts.map((p) => p.id)).toEqual([p0.id]);
    const before = earlier.statement;
    expect(before).toMatchObject({
      payouts: 1,
      totals: { gross: 1_000, commission: 150, gst_on_commission: 27, tds: 1, net: 822, paid: 0 },
      barter: [{ brand_id: ravi.user.id, collaborations: 1, value: 500, over_threshold: false }],
    });

    // Without fy: the India financial year of the clock; 18:30 UTC on 31 March is already the next one.
    clock.set('2027-03-31T18:29:59.999Z');
    expect((await creator.caller.payouts.my({})).statement.fy).toBe('2026-27');
    clock.set('2027-03-31T18:30:00.000Z');
    const nextYear = (await rest(t, 'GET', '/api/payouts/my', { token: creator.token })).body;
    expect(nextYear.payouts.map((p: { id: string }) => p.id)).toEqual([p3.id]);
    const next = nextYear.statement;
    expect(next).toMatchObject({
      fy: '2027-28',
      payouts: 1,
      totals: { gross: 2_000, commission: 300, gst_on_commission: 54, tds: 2, net: 1_644, paid: 0 },
      barter: [{ brand_name: 'Glow Labs', collaborations: 1, value: 9_000, over_threshold: false }],
    });
  });

  it('an empty year is all zeros; a year that is not one is 400', async () => {
    const creator = await createCreator(t);
    const empty = await creator.caller.payouts.my({ fy: '2030-31' });
    expect(empty).toEqual({
      payouts: [],
      statement: {
        fy: '2030-31',
        from: '2030-04-01',
        to: '2031-03-31',
        pan_on_file: false,
        tds_rate: 5,
        tds_rate_with_pan: 0.1,
        payouts: 0,
        totals: { gross: 0, commission: 0, gst_on_commission: 0, tds: 0, adjustment: 0, net: 0, paid: 0 },
        barter: [],
      },
      total: 0,
    });
    for (const fy of ['2026-28', '2026', 'FY26'])
      expect((await rest(t, 'GET', `/api/payouts/my?fy=${fy}`, { token: creator.token })).status).toBe(400);
  });
});
