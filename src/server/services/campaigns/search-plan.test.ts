import { describe, expect, it } from 'vitest';
import { searchPlan } from './search-plan';

describe('searchPlan', () => {
  const counts = (matches: number, rows: number) => () => Promise.resolve({ matches, rows });

  it('scans in list order when the words are common enough to fill the page soon', async () => {
    expect(await searchPlan('chai', 20, counts(10_000, 60_000))).toBe('scan'); // about 120 rows read
    expect(await searchPlan('masala chai', 100, counts(5_000, 60_000))).toBe('scan'); // 1,200 rows
  });

  it('uses the index for rare words, deep pages and no match at all', async () => {
    expect(await searchPlan('pongal', 20, counts(300, 60_000))).toBe('index'); // 4,000 rows to scan
    expect(await searchPlan('chai', 10_020, counts(10_000, 60_000))).toBe('index');
    expect(await searchPlan('nowhere', 20, counts(0, 60_000))).toBe('index');
  });

  it('uses the index for letters LIKE does not fold, and never counts when no word is for the index', async () => {
    const never = () => {
      throw new Error('counted');
    };
    expect(await searchPlan('CAFÉ', 20, never)).toBe('index');
    expect(await searchPlan('ch ai', 20, never)).toBe('index'); // words under 3 characters are read with LIKE either way
    expect(await searchPlan(undefined, 20, never)).toBe('index');
  });
});
