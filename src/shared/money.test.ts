import { describe, expect, it } from 'vitest';
import { COMMISSION_RATE } from './constants';
import { commissionOf, isBarterBudget, participantDeal, participantShares, splitDeal } from './money';

describe('money', () => {
  it('uses the 15% rate of the constants', () => {
    expect(COMMISSION_RATE).toBe(0.15);
    expect(commissionOf(10_000)).toBe(1_500);
  });

  it('rounds the commission half up to whole rupees', () => {
    expect(commissionOf(10)).toBe(2); // 1.5
    expect(commissionOf(30)).toBe(5); // 4.5, where 30 * 0.15 in floating point is just under
    expect(commissionOf(3_333)).toBe(500); // 499.95
    expect(commissionOf(3_330)).toBe(500); // 499.5
    expect(commissionOf(3_329)).toBe(499); // 499.35
    expect(commissionOf(1)).toBe(0); // 0.15
    expect(commissionOf(0)).toBe(0);
  });

  it('matches a float-free reference for every deal up to 20,000', () => {
    for (let deal = 0; deal <= 20_000; deal++) {
      const hundredths = deal * 15; // 15% in hundredths of a rupee
      const expected = Math.floor(hundredths / 100) + (hundredths % 100 >= 50 ? 1 : 0);
      expect(commissionOf(deal)).toBe(expected);
    }
  });

  it('splits a deal so that commission + earnings = deal', () => {
    expect(splitDeal(5_000)).toEqual({ deal_amount: 5_000, commission_amount: 750, creator_earnings: 4_250 });
    for (const deal of [1, 7, 99, 3_333, 12_345]) {
      const s = splitDeal(deal);
      expect(s.commission_amount + s.creator_earnings).toBe(deal);
    }
  });

  it('shares a budget between participants in whole rupees that add up to it, the earliest first taking the odd rupees', () => {
    expect(participantShares(10_000, 1)).toEqual([10_000]);
    expect(participantShares(10_000, 2)).toEqual([5_000, 5_000]);
    expect(participantShares(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(participantShares(35_000, 3)).toEqual([11_667, 11_667, 11_666]);
    expect(participantShares(5, 2)).toEqual([3, 2]);
    expect(participantShares(20_000, 3)).toEqual([6_667, 6_667, 6_666]);
    for (const [budget, n] of [
      [35_000, 3],
      [99_999, 7],
      [1, 4],
      [10_000_000_000, 9],
    ] as const) {
      const shares = participantShares(budget, n);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(budget);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
    expect(participantDeal(10_000, 3, 1)).toEqual({
      deal_amount: 3_333,
      commission_amount: 500,
      creator_earnings: 2_833,
    });
  });

  it('pays nothing for barter (budget 0 or none) or without participants', () => {
    expect(isBarterBudget(null)).toBe(true);
    expect(isBarterBudget(undefined)).toBe(true);
    expect(isBarterBudget(0)).toBe(true);
    expect(isBarterBudget(1)).toBe(false);
    expect(participantShares(null, 3)).toEqual([]);
    expect(participantShares(0, 3)).toEqual([]);
    expect(participantShares(1_000, 0)).toEqual([]);
    expect(participantDeal(null, 2, 0)).toEqual({
      deal_amount: 0,
      commission_amount: 0,
      creator_earnings: 0,
    });
  });
});
