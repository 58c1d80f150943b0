import { formatRupees } from '@shared/format';
import { formatDate } from '@shared/dates';
import { isDateValue } from '@shared/schemas/campaign';
import { i18n } from '@client/i18n/i18n';
import type { RouterInputs } from '@client/lib/trpc';
import {
  parseBrowseSearch,
  tagsOf,
  wholeRupees,
  type BrowseSearch,
  type CampaignSort,
} from './browse-search';

export type { CampaignSort } from './browse-search';

/** The filter panel's fields as typed (text), before they become the URL's and the server's query. */
export type BrowseFilters = {
  collab_type: '' | 'paid' | 'barter';
  budget_min: string;
  budget_max: string;
  tags: string;
  date_field: 'created' | 'timeline';
  date_from: string;
  date_to: string;
  sort: CampaignSort;
};

export const EMPTY_FILTERS: BrowseFilters = {
  collab_type: '',
  budget_min: '',
  budget_max: '',
  tags: '',
  date_field: 'created',
  date_from: '',
  date_to: '',
  sort: 'newest',
};

/** The search text and the filters: what the Browse tab edits. */
export type BrowseForm = { search: string; filters: BrowseFilters };

/** What the fields hold, as the URL keeps it (trimmed; nothing for an empty or half-typed field). */
export const toBrowseSearch = ({ search, filters: f }: BrowseForm): BrowseSearch =>
  parseBrowseSearch({
    q: search,
    type: f.collab_type,
    min: f.budget_min,
    max: f.budget_max,
    tags: f.tags,
    dates: f.date_field,
    from: f.date_from,
    to: f.date_to,
    sort: f.sort,
  });

/** The fields a URL describes. */
export const fromBrowseSearch = (s: BrowseSearch): BrowseForm => ({
  search: s.q ?? '',
  filters: {
    collab_type: s.type ?? '',
    budget_min: s.min === undefined ? '' : String(s.min),
    budget_max: s.max === undefined ? '' : String(s.max),
    tags: s.tags ?? '',
    date_field: s.dates ?? 'created',
    date_from: s.from ?? '',
    date_to: s.to ?? '',
    sort: s.sort ?? 'newest',
  },
});

/** The sorts, in the order the picker offers them. */
export const CAMPAIGN_SORTS: readonly CampaignSort[] = ['newest', 'budget', 'deadline'];

/** Browse's words in the page's language, read when a label is made. */
const browseT = () => i18n.getFixedT(null, 'app', 'creator.browse');

/** A sort's name: 'Newest first', 'Highest budget', 'Deadline soonest'. */
export const sortLabel = (sort: CampaignSort) => browseT()(`sort.${sort}`);

/** A collaboration type's name in the filters: 'Paid', 'Barter'. */
export const collabTypeLabel = (type: 'paid' | 'barter') => browseT()(`filter.${type}`);

type ListInput = RouterInputs['campaigns']['list'];

const date = (text: string) => (isDateValue(text) ? text : undefined);

/** The server's list input: only the filters that hold a usable value (a half-typed date is left out). */
export function toListInput(search: string, f: BrowseFilters): Omit<ListInput, 'limit' | 'offset'> {
  const tags = tagsOf(f.tags);
  const from = date(f.date_from);
  const to = date(f.date_to);
  return {
    status: 'active',
    sort: f.sort,
    ...(search.trim() ? { search: search.trim().slice(0, 200) } : {}),
    ...(f.collab_type ? { collab_type: f.collab_type } : {}),
    ...(wholeRupees(f.budget_min) !== undefined ? { budget_min: wholeRupees(f.budget_min) } : {}),
    ...(wholeRupees(f.budget_max) !== undefined ? { budget_max: wholeRupees(f.budget_max) } : {}),
    ...(tags.length ? { tags } : {}),
    ...(from || to
      ? { date_field: f.date_field, ...(from ? { date_from: from } : {}), ...(to ? { date_to: to } : {}) }
      : {}),
  };
}

export type FilterChip = { key: string; label: string; clear: (f: BrowseFilters) => BrowseFilters };

/** One removable chip per filter in use, in words a person reads ('Budget: ₹1,000 – ₹5,000'). */
export function activeFilterChips(f: BrowseFilters): FilterChip[] {
  const t = i18n.getFixedT(null, 'app', 'creator.browse.chips');
  const chips: FilterChip[] = [];
  if (f.collab_type) {
    chips.push({
      key: 'type',
      label: t('type', { type: collabTypeLabel(f.collab_type) }),
      clear: (v) => ({ ...v, collab_type: '' }),
    });
  }
  const min = wholeRupees(f.budget_min);
  const max = wholeRupees(f.budget_max);
  if (min !== undefined || max !== undefined) {
    const label =
      min !== undefined && max !== undefined
        ? t('range', { from: formatRupees(min), to: formatRupees(max) })
        : min !== undefined
          ? t('from', { value: formatRupees(min) })
          : t('upTo', { value: formatRupees(max) });
    chips.push({
      key: 'budget',
      label: t('budget', { label }),
      clear: (v) => ({ ...v, budget_min: '', budget_max: '' }),
    });
  }
  for (const tag of tagsOf(f.tags)) {
    chips.push({
      key: `tag:${tag}`,
      label: t('tag', { tag }),
      clear: (v) => ({
        ...v,
        tags: tagsOf(v.tags)
          .filter((t) => t !== tag)
          .join(', '),
      }),
    });
  }
  const from = date(f.date_from);
  const to = date(f.date_to);
  if (from || to) {
    const which = f.date_field === 'timeline' ? t('runs') : t('posted');
    const label =
      from && to
        ? t('range', { from: formatDate(from), to: formatDate(to) })
        : from
          ? t('from', { value: formatDate(from) })
          : t('until', { value: formatDate(to) });
    chips.push({
      key: 'dates',
      label: t('dates', { which, label }),
      clear: (v) => ({ ...v, date_from: '', date_to: '' }),
    });
  }
  if (f.sort !== 'newest')
    chips.push({
      key: 'sort',
      label: t('sort', { sort: sortLabel(f.sort) }),
      clear: (v) => ({ ...v, sort: 'newest' }),
    });
  return chips;
}
