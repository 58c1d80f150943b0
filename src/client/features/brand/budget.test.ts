import { describe, expect, it } from 'vitest';
import { budgetFromRange } from './budget';

describe('budgetFromRange', () => {
  it('drops currency signs, grouping and words', () => {
    expect(budgetFromRange('₹50,000')).toBe(50000);
    expect(budgetFromRange('Rs. 1,20,000 total')).toBe(120000);
    expect(budgetFromRange('25000')).toBe(25000);
  });
  it('reads the first amount of a range', () => {
    expect(budgetFromRange('₹5,000 - ₹8,000')).toBe(5000);
    expect(budgetFromRange('10000 to 20000')).toBe(10000);
  });
  it('drops paise', () => {
    expect(budgetFromRange('4999.50')).toBe(4999);
  });
  it('is null without any digit', () => {
    expect(budgetFromRange('')).toBeNull();
    expect(budgetFromRange('negotiable')).toBeNull();
  });
});
