import { describe, expect, it } from 'vitest';
import { activeFilterChips, EMPTY_FILTERS, filtersToInput } from './campaign-filters';
import { catalogues } from '@client/i18n/test-kit';

const englishT = catalogues.getFixedT('en', 'app', 'brand');

describe('campaign filters', () => {
  it('start empty: no chips, default sort', () => {
    expect(activeFilterChips(EMPTY_FILTERS, englishT)).toEqual([]);
    expect(filtersToInput(EMPTY_FILTERS)).toEqual({
      budget_min: undefined,
      budget_max: undefined,
      date_from: undefined,
      date_to: undefined,
      tags: undefined,
      min_applications: undefined,
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('turn typed values into the server input and ignore unreadable ones', () => {
    const f = {
      ...EMPTY_FILTERS,
      budgetMin: '5000',
      budgetMax: '-3',
      dateFrom: '2026-01-05',
      tags: ['food'],
      applicationCount: '2',
    };
    expect(filtersToInput(f)).toMatchObject({
      budget_min: 5000,
      budget_max: undefined,
      date_from: '2026-01-05',
      tags: ['food'],
      min_applications: 2,
    });
  });

  it('make one chip per filter, each removing only itself', () => {
    const f = {
      ...EMPTY_FILTERS,
      budgetMin: '5000',
      tags: ['food', 'travel'],
      sortBy: 'budget' as const,
      sortOrder: 'asc' as const,
    };
    const chips = activeFilterChips(f, englishT);
    expect(chips.map((c) => c.label)).toEqual([
      'Min budget: ₹5,000',
      'Tag: food',
      'Tag: travel',
      'Sort: Budget, Ascending',
    ]);
    expect(chips[1]!.clear(f).tags).toEqual(['travel']);
    expect(chips[3]!.clear(f)).toMatchObject({ sortBy: 'created_at', sortOrder: 'desc', budgetMin: '5000' });
  });
});
