import { describe, expect, it } from 'vitest';
import { lowestPrice, lowestRupees } from './price';

describe('lowestRupees', () => {
  it.each([
    ['₹5,000 - ₹8,000', 5000],
    ['8000-12000', 8000],
    ['₹8,000-12,000', 8000],
    ['Rs. 1,00,000', 100000],
    ['₹12k per reel', 12000],
    ['1.5 lakh', 150000],
    ['₹2,500.75', 2500],
    ['from 3000 to 2000', 2000],
    ['', null],
    ['negotiable', null],
    [null, null],
  ])('%s reads %s', (text, expected) => {
    expect(lowestRupees(text)).toBe(expected);
  });

  it('takes the lowest of several prices', () => {
    expect(lowestPrice(['₹5,000 - ₹8,000', null, '₹3,000'])).toBe(3000);
    expect(lowestPrice([null, 'ask me', undefined])).toBeNull();
  });
});
