import { formatDate, formatRupees } from '../../../shared/format';
import type { CAMPAIGN_OWN_SORTS, SORT_ORDERS } from '../../../shared/schemas/campaign';
import type { RouterInputs } from '../../lib/trpc';

export type SortBy = (typeof CAMPAIGN_OWN_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The Filter popover's state (spec 2 section 3, "Filter state"); numbers stay text while typed. */
export type CampaignFilterState = {
  budgetMin: string;
  budgetMax: string;
  dateFrom: string;
  dateTo: string;
  tags: string[];
  applicationCount: string;
  sortBy: SortBy;
  sortOrder: SortOrder;
};

export const EMPTY_FILTERS: CampaignFilterState = {
  budgetMin: '',
  budgetMax: '',
  dateFrom: '',
  dateTo: '',
  tags: [],
  applicationCount: '',
  sortBy: 'created_at',
  sortOrder: 'desc',
};

export const SORT_OPTIONS: { value: SortBy; label: string }[] = [
  { value: 'created_at', label: 'Date Created' },
  { value: 'title', label: 'Title' },
  { value: 'budget', label: 'Budget' },
  { value: 'application_count', label: 'Applications' },
];

export const ORDER_OPTIONS: { value: SortOrder; label: string }[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

/** A whole number of 0 or more typed in a field, or undefined when the field holds none. */
function count(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return Number.isSafeInteger(n) ? n : undefined;
}

const date = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? text : undefined);

type ListInput = RouterInputs['campaigns']['listMy'];

/** The server's list input for the filters; what is empty or unreadable filters nothing. */
export function filtersToInput(f: CampaignFilterState): Omit<ListInput, 'status' | 'search' | 'limit' | 'offset'> {
  return {
    budget_min: count(f.budgetMin),
    budget_max: count(f.budgetMax),
    date_from: date(f.dateFrom),
    date_to: date(f.dateTo),
    tags: f.tags.length > 0 ? f.tags : undefined,
    min_applications: count(f.applicationCount),
    sort: f.sortBy,
    order: f.sortOrder,
  };
}

export type FilterChip = { key: string; label: string; clear: (f: CampaignFilterState) => CampaignFilterState };

/** One chip per active filter, each with the change that removes it. */
export function activeFilterChips(f: CampaignFilterState): FilterChip[] {
  const chips: FilterChip[] = [];
  const min = count(f.budgetMin);
  const max = count(f.budgetMax);
  const apps = count(f.applicationCount);
  if (min !== undefined) chips.push({ key: 'budgetMin', label: `Min budget: ${formatRupees(min)}`, clear: (s) => ({ ...s, budgetMin: '' }) });
  if (max !== undefined) chips.push({ key: 'budgetMax', label: `Max budget: ${formatRupees(max)}`, clear: (s) => ({ ...s, budgetMax: '' }) });
  if (date(f.dateFrom)) chips.push({ key: 'dateFrom', label: `From: ${formatDate(f.dateFrom)}`, clear: (s) => ({ ...s, dateFrom: '' }) });
  if (date(f.dateTo)) chips.push({ key: 'dateTo', label: `To: ${formatDate(f.dateTo)}`, clear: (s) => ({ ...s, dateTo: '' }) });
  for (const tag of f.tags) {
    chips.push({ key: `tag:${tag}`, label: `Tag: ${tag}`, clear: (s) => ({ ...s, tags: s.tags.filter((t) => t !== tag) }) });
  }
  if (apps !== undefined) {
    chips.push({ key: 'applicationCount', label: `Min applications: ${apps}`, clear: (s) => ({ ...s, applicationCount: '' }) });
  }
  if (f.sortBy !== EMPTY_FILTERS.sortBy || f.sortOrder !== EMPTY_FILTERS.sortOrder) {
    const by = SORT_OPTIONS.find((o) => o.value === f.sortBy)!.label;
    const order = ORDER_OPTIONS.find((o) => o.value === f.sortOrder)!.label;
    chips.push({ key: 'sort', label: `Sort: ${by}, ${order}`, clear: (s) => ({ ...s, sortBy: 'created_at', sortOrder: 'desc' }) });
  }
  return chips;
}
