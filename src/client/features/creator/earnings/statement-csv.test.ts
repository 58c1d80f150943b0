import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import type { Payout, Statement } from '@shared/schemas/funds';
import { statementCsv, statementFileName, statementPayouts } from './statement-csv';
import { payoutLines } from './payout-lines';
import { payoutWhen } from './payout-status';

beforeAll(clientInEnglish);

const payout = (over: Partial<Payout>): Payout => ({
  id: 'p1',
  transaction_id: 't1',
  application_id: 'a1',
  campaign_id: 'c1',
  campaign_title: 'Tea Reels',
  creator_id: 'u1',
  creator_name: 'Asha',
  gross: 5000,
  commission: 750,
  gst_on_commission: 135,
  tds: 5,
  adjustment: 0,
  net: 4110,
  pan_on_file: true,
  status: 'pending',
  // 19:00 UTC on 20 November is 21 November in India.
  due_at: '2026-11-20T19:00:00.000Z',
  paid_at: null,
  utr: null,
  created_at: '2026-11-17T19:00:00.000Z',
  funding_status: 'held',
  payment_details_on_file: true,
  waiting_for: 'hold_period',
  ...over,
});

const statement: Statement = {
  fy: '2026-27',
  from: '2026-04-01',
  to: '2027-03-31',
  pan_on_file: true,
  tds_rate: 0.1,
  tds_rate_with_pan: 0.1,
  payouts: 2,
  totals: {
    gross: 5333,
    commission: 800,
    gst_on_commission: 144,
    tds: 5,
    adjustment: 0,
    net: 4384,
    paid: 274,
  },
  barter: [
    { brand_id: 'b1', brand_name: '=Glow, "Co"', collaborations: 3, value: 24000, over_threshold: true },
    { brand_id: 'b2', brand_name: 'Chai Co', collaborations: 1, value: 0, over_threshold: false },
  ],
};

const payouts = [
  payout({}),
  payout({
    id: 'p2',
    campaign_title: 'Sneaker Drop',
    gross: 333,
    commission: 50,
    gst_on_commission: 9,
    tds: 0,
    net: 274,
    status: 'paid',
    paid_at: '2026-11-23T20:00:00.000Z',
    utr: 'UTR123456789',
  }),
  payout({ id: 'p3', campaign_title: 'Refunded', status: 'cancelled' }),
  // 31 March 19:00 UTC is 1 April in India: the next year's payout.
  payout({ id: 'p4', campaign_title: 'Next Year', created_at: '2027-03-31T19:00:00.000Z' }),
  payout({ id: 'p5', campaign_title: 'Last Year', created_at: '2026-03-31T18:00:00.000Z' }),
];

describe('the statement CSV', () => {
  it("lists the year's payouts (not cancelled), then the totals and paid, then barter per brand, India dates", () => {
    expect(statementCsv(payouts, statement).split('\r\n')).toEqual([
      'Statement,2026-27,2026-04-01,2027-03-31',
      '',
      'Campaign,Status,Made on,Due on,Paid on,UTR,Gross (INR),Commission (INR),GST on commission (INR),TDS (INR),Dispute adjustment (INR),Net (INR)',
      'Tea Reels,Pending,2026-11-18,2026-11-21,,,5000,750,135,5,0,4110',
      'Sneaker Drop,Paid,2026-11-18,2026-11-21,2026-11-24,UTR123456789,333,50,9,0,0,274',
      'Total,,,,,,5333,800,144,5,0,4384',
      'Paid,,,,,,,,,,,274',
      '',
      'Barter brand,Collaborations,Value (INR),Section 194R',
      `"'=Glow, ""Co""",3,24000,"Over ₹20,000 (section 194R)"`,
      'Chai Co,1,0,',
      '',
    ]);
  });

  it("gives a split's dispute adjustment its own column, so the row and the totals add up to the net", () => {
    const split = payout({
      gross: 7777,
      commission: 1167,
      gst_on_commission: 210,
      tds: 389,
      adjustment: 4027,
      net: 1984,
    });
    const totals = {
      ...statement.totals,
      gross: 7777,
      commission: 1167,
      gst_on_commission: 210,
      tds: 389,
      adjustment: 4027,
      net: 1984,
      paid: 0,
    };
    const lines = statementCsv([split], { ...statement, payouts: 1, totals }).split('\r\n');
    expect(lines[3]).toBe('Tea Reels,Pending,2026-11-18,2026-11-21,,,7777,1167,210,389,4027,1984');
    expect(lines[4]).toBe('Total,,,,,,7777,1167,210,389,4027,1984');
    expect(7777 - 1167 - 210 - 389 - 4027).toBe(1984);
  });

  it('counts payouts made in the year by India’s calendar', () => {
    expect(statementPayouts(payouts, '2026-27').map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(statementPayouts(payouts, '2027-28').map((p) => p.id)).toEqual(['p4']);
    expect(statementPayouts(payouts, '2025-26').map((p) => p.id)).toEqual(['p5']);
  });

  it('is named after the year', () => {
    expect(statementFileName('2026-27')).toBe('statement-2026-27.csv');
  });
});

describe('when a payout comes', () => {
  it('says the due day during the hold time, the paid day and UTR once paid', () => {
    expect(payoutWhen(payout({}))).toBe('Due 21 Nov 2026');
    expect(payoutWhen(payout({ status: 'due', waiting_for: null }))).toBe('Due 21 Nov 2026');
    expect(payoutWhen(payouts[1]!)).toBe('Paid 24 Nov 2026 · UTR UTR123456789');
    expect(payoutWhen(payout({ status: 'cancelled', waiting_for: null }))).toBe('Not payable');
  });

  it("says what an unpaid payout waits for: the brand's money, the creator's details, a dispute", () => {
    expect(payoutWhen(payout({ waiting_for: 'funding', funding_status: 'none' }))).toBe(
      "Waiting for the brand's payment: the brand has not paid this campaign's money to the platform yet; we pay you as soon as it arrives",
    );
    expect(payoutWhen(payout({ status: 'due', waiting_for: 'payment_details' }))).toBe(
      'Waiting for your payment details: add a bank account or UPI id in Payment Details so we can pay you',
    );
    expect(payoutWhen(payout({ status: 'on_hold', waiting_for: 'dispute' }))).toBe(
      'On hold while the dispute is open',
    );
  });
});

describe('the lines of a payout', () => {
  it('show the dispute adjustment only where a payout has one', () => {
    const keys = (rows: { adjustment: number }[]) => payoutLines(rows).map(([key]) => key);
    expect(keys([payout({})])).toEqual(['gross', 'commission', 'gst_on_commission', 'tds', 'net']);
    expect(keys([payout({}), payout({ adjustment: 10 })])).toEqual([
      'gross',
      'commission',
      'gst_on_commission',
      'tds',
      'adjustment',
      'net',
    ]);
  });
});
