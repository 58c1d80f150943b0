import { describe, expect, it } from 'vitest';
import {
  TAG_MAX_LENGTH as SERVER_TAG_MAX_LENGTH,
  TAGS_MAX as SERVER_TAGS_MAX,
} from '@shared/schemas/campaign';
import { parseBrowseSearch, TAG_MAX_LENGTH, TAGS_MAX } from './browse-search';
import { EMPTY_FILTERS, fromBrowseSearch, toBrowseSearch, type BrowseForm } from './filters';

const form = (over: Partial<BrowseForm['filters']> = {}, search = ''): BrowseForm => ({
  search,
  filters: { ...EMPTY_FILTERS, ...over },
});

describe('Browse search in the URL', () => {
  it('leaves the defaults out', () => {
    expect(toBrowseSearch(form())).toEqual({});
    expect(parseBrowseSearch({})).toEqual({});
    expect(fromBrowseSearch({})).toEqual(form());
  });

  it('keeps every filter in short keys, trimmed', () => {
    const f = form(
      {
        collab_type: 'paid',
        budget_min: '1000',
        budget_max: '5000',
        tags: ' food, travel,, food ',
        date_field: 'timeline',
        date_from: '2026-01-05',
        date_to: '2026-02-01',
        sort: 'budget',
      },
      '  glow serum ',
    );
    expect(toBrowseSearch(f)).toEqual({
      q: 'glow serum',
      type: 'paid',
      min: 1000,
      max: 5000,
      tags: 'food, travel',
      dates: 'timeline',
      from: '2026-01-05',
      to: '2026-02-01',
      sort: 'budget',
    });
  });

  it('drops what cannot be read: half-typed dates, unknown values, other types', () => {
    expect(
      parseBrowseSearch({
        q: '   ',
        type: 'gift',
        min: 'abc',
        max: -5,
        tags: ['x'],
        dates: 'posted',
        from: '2026-1-5',
        to: 20260105,
        sort: 'oldest',
        tab: 'browse',
      }),
    ).toEqual({});
  });

  it('reads what the router hands over as numbers', () => {
    expect(parseBrowseSearch({ q: 123, min: 1000, max: '2000' })).toEqual({ q: '123', min: 1000, max: 2000 });
  });

  it('round-trips: a parsed URL gives the same URL back through the form', () => {
    const urls = [
      {},
      { q: 'reels', sort: 'deadline' },
      { type: 'barter', min: 0, tags: 'a, b', dates: 'timeline', from: '2026-03-01' },
      { q: 'x'.repeat(500), tags: 'y,'.repeat(800) },
      { tags: Array.from({ length: 40 }, (_, i) => `tag ${i} ${'z'.repeat(60)}`).join(', ') },
    ].map(parseBrowseSearch);
    for (const url of urls) {
      expect(toBrowseSearch(fromBrowseSearch(url))).toEqual(url);
      expect(parseBrowseSearch(url)).toEqual(url);
    }
  });

  it('gives the normal form of whatever the form holds', () => {
    const typed = form({ budget_min: '007', tags: 'fashion,', date_from: '2026-0' }, 'tea ');
    const url = toBrowseSearch(typed);
    expect(parseBrowseSearch(url)).toEqual(url);
    expect(url).toEqual({ q: 'tea', min: 7, tags: 'fashion' });
  });

  it('keeps only the tags the server takes', () => {
    expect([TAGS_MAX, TAG_MAX_LENGTH]).toEqual([SERVER_TAGS_MAX, SERVER_TAG_MAX_LENGTH]);
    const tags = parseBrowseSearch({
      tags: Array.from({ length: 40 }, (_, i) => `${i}${'z'.repeat(60)}`).join(','),
    }).tags!.split(', ');
    expect(tags).toHaveLength(TAGS_MAX);
    expect(Math.max(...tags.map((t) => t.length))).toBe(TAG_MAX_LENGTH);
  });
});
