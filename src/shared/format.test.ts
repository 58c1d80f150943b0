import { describe, expect, it } from 'vitest';
import { abbreviateCount, firstAndRest, formatRupees, rupeePrice } from './format';

describe('formats', () => {
  it('shows rupees with Indian grouping and no decimals', () => {
    expect(formatRupees(1234567.4)).toBe('₹12,34,567');
    expect(formatRupees('abc')).toBe('₹0');
  });

  it('abbreviates follower counts', () => {
    expect(abbreviateCount(950)).toBe('950');
    expect(abbreviateCount(1500)).toBe('1.5K');
    expect(abbreviateCount(2_340_000)).toBe('2.3M');
  });

  it('shows the first two tags and a count of the rest', () => {
    expect(firstAndRest(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], rest: 2 });
    expect(rupeePrice('$500-$1000')).toBe('₹500-₹1000');
  });
});
