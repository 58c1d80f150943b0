import { describe, expect, it } from 'vitest';
import { fundingMoneyFacts } from './funding-money';
import { catalogues } from '@client/i18n/test-kit';

const englishT = catalogues.getFixedT('en', 'app', 'brand');

const facts = (f: Parameters<typeof fundingMoneyFacts>[0]) =>
  fundingMoneyFacts(f, englishT).map(({ term, value }) => `${term} ${value}`);

describe("a paid campaign's money on its card", () => {
  it('says what the platform holds, and what was paid out of it so far', () => {
    expect(facts({ status: 'held', amount: 20_000, refunded_amount: null, paid_out: 0 })).toEqual([
      'Funded (held) ₹20,000',
    ]);
    expect(facts({ status: 'held', amount: 20_000, refunded_amount: null, paid_out: 10_000 })).toEqual([
      'Funded (held) ₹20,000',
      'Paid out so far ₹10,000',
    ]);
  });

  it('once ended, what was paid out and what went back add up to what was funded', () => {
    expect(facts({ status: 'released', amount: 20_000, refunded_amount: 0, paid_out: 20_000 })).toEqual([
      'Funded ₹20,000',
      'Paid out ₹20,000',
      'Refunded ₹0',
    ]);
    // A 33% split: the brand's share of the payout came back.
    expect(facts({ status: 'released', amount: 20_000, refunded_amount: 4_027, paid_out: 15_973 })).toEqual([
      'Funded ₹20,000',
      'Paid out ₹15,973',
      'Refunded ₹4,027',
    ]);
    expect(facts({ status: 'refunded', amount: 20_000, refunded_amount: 20_000, paid_out: 0 })).toEqual([
      'Funded ₹20,000',
      'Paid out ₹0',
      'Refunded ₹20,000',
    ]);
  });

  it('shows nothing before the money arrived', () => {
    expect(facts({ status: 'none', amount: 20_000, refunded_amount: null, paid_out: 0 })).toEqual([]);
    expect(
      facts({ status: 'awaiting_confirmation', amount: 20_000, refunded_amount: null, paid_out: 0 }),
    ).toEqual([]);
  });
});
