import { describe, expect, it } from 'vitest';
import {
  TAG_MAX_LENGTH as SERVER_TAG_MAX_LENGTH,
  TAGS_MAX as SERVER_TAGS_MAX,
} from '@shared/schemas/campaign';
import {
  EMPTY_FILTERS,
  fromCampaignsSearch,
  toCampaignsSearch,
  type CampaignsForm,
} from './campaign-filters';
import { parseCampaignsSearch, TAG_MAX_LENGTH, TAGS_MAX } from './campaigns-search';

const form = (
  over: Partial<CampaignsForm> = {},
  filters: Partial<CampaignsForm['filters']> = {},
): CampaignsForm => ({
  status: 'all',
  search: '',
  ...over,
  filters: { ...EMPTY_FILTERS, ...filters },
});

describe('Campaigns tab state in the URL', () => {
  it('leaves the defaults out', () => {
    expect(toCampaignsSearch(form())).toEqual({});
    expect(parseCampaignsSearch({ tab: 'campaigns' })).toEqual({});
    expect(fromCampaignsSearch({})).toEqual(form());
  });

  it('keeps status, search and every filter', () => {
    const f = form(
      { status: 'completed', search: ' diwali ' },
      {
        budgetMin: '1000',
        budgetMax: '9000',
        dateFrom: '2026-01-01',
        dateTo: '2026-12-31',
        tags: ['food', 'food', 'travel'],
        applicationCount: '2',
        sortBy: 'title',
        sortOrder: 'asc',
      },
    );
    expect(toCampaignsSearch(f)).toEqual({
      status: 'completed',
      q: 'diwali',
      min: 1000,
      max: 9000,
      from: '2026-01-01',
      to: '2026-12-31',
      tags: ['food', 'travel'],
      apps: 2,
      sort: 'title',
      order: 'asc',
    });
  });

  it('drops what cannot be read', () => {
    expect(
      parseCampaignsSearch({
        status: 'deleted',
        q: '',
        min: -1,
        max: 1.5,
        from: 'soon',
        to: 5,
        tags: [1, '', 'x'.repeat(60)],
        apps: 'many',
        sort: 'rank',
        order: 'up',
      }),
    ).toEqual({ tags: ['1'] });
    expect(parseCampaignsSearch({ tags: 'food' })).toEqual({ tags: ['food'] });
  });

  it('round-trips: a parsed URL gives the same URL back through the form', () => {
    const urls = [
      { status: 'draft', q: '42' },
      { min: '5', max: 10, apps: 0, sort: 'application_count' },
      { tags: Array.from({ length: 40 }, (_, i) => `t${i}`), order: 'asc', from: '2026-02-03' },
    ].map(parseCampaignsSearch);
    for (const url of urls) {
      expect(toCampaignsSearch(fromCampaignsSearch(url))).toEqual(url);
      expect(parseCampaignsSearch(url)).toEqual(url);
    }
    expect(urls[2]!.tags).toHaveLength(TAGS_MAX);
    expect([TAGS_MAX, TAG_MAX_LENGTH]).toEqual([SERVER_TAGS_MAX, SERVER_TAG_MAX_LENGTH]);
  });
});
