import { describe, expect, it } from 'vitest';
import {
  abbreviateCount,
  firstAndRest,
  formatAdminDate,
  formatDate,
  formatRelativeTime,
  formatRupees,
  rupeePrice,
} from './format';

describe('formats', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('tells relative time by the documented thresholds', () => {
    expect(formatRelativeTime(now - 30_000, now)).toBe('Just now');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5m ago');
    expect(formatRelativeTime(now - 3 * 3_600_000, now)).toBe('3h ago');
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe('2d ago');
    expect(formatRelativeTime(now - 10 * 86_400_000, now)).toBe(formatDate(now - 10 * 86_400_000));
    expect(formatRelativeTime(null, now)).toBe('Unknown time');
    expect(formatRelativeTime('not a date', now)).toBe('Invalid date');
  });

  it('shows dates in India time', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDate('2026-11-04T20:00:00Z')).toBe('5 Nov 2026');
    expect(formatAdminDate('2026-11-04T20:00:00Z')).toBe('Nov 05, 2026');
  });

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
