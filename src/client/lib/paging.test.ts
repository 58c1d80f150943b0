import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import { clampOffset, emptiedPageOffset, pagerText, peekInput, peekSlice } from './paging';

beforeAll(clientInEnglish);

const count = (n: number) => n.toLocaleString('en-IN');

describe('paging', () => {
  it('never moves before the first row', () => {
    expect(clampOffset(-20)).toBe(0);
    expect(clampOffset(40)).toBe(40);
  });

  it('steps back to the last page with rows when the page was emptied', () => {
    // 41 rows, pages of 20: the third page (offset 40) holds one row; deleting it leaves 40.
    expect(emptiedPageOffset(40, 20, 41)).toBeUndefined();
    expect(emptiedPageOffset(40, 20, 40)).toBe(20);
    expect(emptiedPageOffset(40, 20, 0)).toBe(0);
    expect(emptiedPageOffset(0, 20, 0)).toBeUndefined();
  });

  it('asks for one row more than a page and shows a page, with Next when the extra row came', () => {
    expect(peekInput(25, 25)).toEqual({ limit: 26, offset: 25 });
    const full = peekSlice(
      Array.from({ length: 26 }, (_, i) => i),
      25,
    );
    expect(full.rows).toHaveLength(25);
    expect(full.hasNext).toBe(true);
    expect(peekSlice([1, 2], 25)).toEqual({ rows: [1, 2], hasNext: false });
    expect(peekSlice(undefined, 25)).toEqual({ rows: [], hasNext: false });
  });

  it('says which rows are on screen, and of how many when the total is known', () => {
    expect(pagerText(10, 10, 43, count)).toBe('Showing 11–20 of 43');
    expect(pagerText(25, 2, undefined, count)).toBe('Showing 26–27');
    expect(pagerText(0, 20, 1500, count)).toBe('Showing 1–20 of 1,500');
    expect(pagerText(25, 0, undefined, count)).toBe('No rows on this page');
  });
});
