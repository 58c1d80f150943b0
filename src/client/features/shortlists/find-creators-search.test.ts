import { describe, expect, it } from 'vitest';
import { catalogues } from '@client/i18n/test-kit';
import { activeFilters, findCreatorsQuery, parseFindCreatorsSearch } from './find-creators-search';

const t = catalogues.getFixedT('en', 'app', 'shortlists');

describe('the Find creators URL', () => {
  it('keeps readable values in their normal form and drops the rest', () => {
    const parsed = parseFindCreatorsSearch({
      find_q: '  chai  ',
      niche: 'Food',
      city: 'Pune',
      language: 'Marathi',
      followers_min: '1000',
      followers_max: 500, // below the minimum: the server would refuse it
      engagement_min: '2.5',
      price_max: 'cheap',
      rating_min: '7',
      available: 'true',
      find_sort: 'followers',
      find_offset: '24',
      q: 'a Campaigns tab key',
    });
    expect(parsed).toEqual({
      find_q: 'chai',
      niche: 'Food',
      city: 'Pune',
      language: 'Marathi',
      followers_min: 1000,
      engagement_min: 2.5,
      available: true,
      find_sort: 'followers',
      find_offset: 24,
    });
    expect(parseFindCreatorsSearch(parsed)).toEqual(parsed);
    expect(parseFindCreatorsSearch({ niche: 'Cooking', find_sort: 'price', available: 'yes' })).toEqual({});
  });

  it('asks the search for the URL and names the filters in force', () => {
    const s = parseFindCreatorsSearch({ niche: 'Food', city: 'Pune', available: true, find_offset: 12 });
    expect(findCreatorsQuery(s)).toMatchObject({
      niche: ['Food'],
      location: 'Pune',
      available: true,
      limit: 12,
      offset: 12,
    });
    expect(activeFilters(s, t).map((f) => f.label)).toEqual(['niche Food', 'city Pune', 'available only']);
  });
});
