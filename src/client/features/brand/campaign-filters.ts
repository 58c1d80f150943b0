import type { TFunction } from 'i18next';
import { formatRupees } from '@shared/format';
import { formatDate } from '@shared/dates';
import type { SORT_ORDERS } from '@shared/schemas/campaign';
import { isDateText } from '@client/lib/url-search';
import type { RouterInputs } from '@client/lib/trpc';
import {
  count,
  parseCampaignsSearch,
  type CampaignsSearch,
  type SortBy,
  type StatusTab,
} from './campaigns-search';

export type { SortBy, StatusTab } from './campaigns-search';
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The Filter popover's state (docs/product.md#campaign-filters); numbers stay text while typed. */
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

/** What the Campaigns tab edits. */
export type CampaignsForm = { status: StatusTab; search: string; filters: CampaignFilterState };

/** What the fields hold, as the URL keeps it (trimmed; nothing for an empty or unreadable field). */
export const toCampaignsSearch = ({ status, search, filters: f }: CampaignsForm): CampaignsSearch =>
  parseCampaignsSearch({
    status,
    q: search,
    min: f.budgetMin,
    max: f.budgetMax,
    from: f.dateFrom,
    to: f.dateTo,
    tags: f.tags,
    apps: f.applicationCount,
    sort: f.sortBy,
    order: f.sortOrder,
  });

/** The fields a URL describes. */
export function fromCampaignsSearch(s: CampaignsSearch): CampaignsForm {
  const num = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    status: s.status ?? 'all',
    search: s.q ?? '',
    filters: {
      budgetMin: num(s.min),
      budgetMax: num(s.max),
      dateFrom: s.from ?? '',
      dateTo: s.to ?? '',
      tags: s.tags ?? [],
      applicationCount: num(s.apps),
      sortBy: s.sort ?? 'created_at',
      sortOrder: s.order ?? 'desc',
    },
  };
}

const dateText = (text: string) => (isDateText(text) ? text : undefined);

type T = TFunction<'app', 'brand'>;

const SORTS: readonly SortBy[] = ['created_at', 'title', 'budget', 'application_count'];
const ORDERS: readonly SortOrder[] = ['desc', 'asc'];

/** The Sort by choices, named in the page's language. */
export const sortOptions = (t: T): { value: SortBy; label: string }[] =>
  SORTS.map((value) => ({ value, label: t(`filters.sortBy.${value}`) }));

export const orderOptions = (t: T): { value: SortOrder; label: string }[] =>
  ORDERS.map((value) => ({ value, label: t(`filters.order.${value}`) }));

type ListInput = RouterInputs['campaigns']['listMy'];

/** The server's list input for the filters; what is empty or unreadable filters nothing. */
export function filtersToInput(
  f: CampaignFilterState,
): Omit<ListInput, 'status' | 'search' | 'limit' | 'offset'> {
  return {
    budget_min: count(f.budgetMin),
    budget_max: count(f.budgetMax),
    date_from: dateText(f.dateFrom),
    date_to: dateText(f.dateTo),
    tags: f.tags.length > 0 ? f.tags : undefined,
    min_applications: count(f.applicationCount),
    sort: f.sortBy,
    order: f.sortOrder,
  };
}

export type FilterChip = {
  key: string;
  label: string;
  clear: (f: CampaignFilterState) => CampaignFilterState;
};

/** One chip per active filter, each with the change that removes it. */
export function activeFilterChips(f: CampaignFilterState, t: T): FilterChip[] {
  const chips: FilterChip[] = [];
  const min = count(f.budgetMin);
  const max = count(f.budgetMax);
  const apps = count(f.applicationCount);
  if (min !== undefined)
    chips.push({
      key: 'budgetMin',
      label: t('filters.chips.minBudget', { amount: formatRupees(min) }),
      clear: (s) => ({ ...s, budgetMin: '' }),
    });
  if (max !== undefined)
    chips.push({
      key: 'budgetMax',
      label: t('filters.chips.maxBudget', { amount: formatRupees(max) }),
      clear: (s) => ({ ...s, budgetMax: '' }),
    });
  if (dateText(f.dateFrom))
    chips.push({
      key: 'dateFrom',
      label: t('filters.chips.from', { date: formatDate(f.dateFrom) }),
      clear: (s) => ({ ...s, dateFrom: '' }),
    });
  if (dateText(f.dateTo))
    chips.push({
      key: 'dateTo',
      label: t('filters.chips.to', { date: formatDate(f.dateTo) }),
      clear: (s) => ({ ...s, dateTo: '' }),
    });
  for (const tag of f.tags) {
    chips.push({
      key: `tag:${tag}`,
      label: t('filters.chips.tag', { tag }),
      clear: (s) => ({ ...s, tags: s.tags.filter((other) => other !== tag) }),
    });
  }
  if (apps !== undefined) {
    chips.push({
      key: 'applicationCount',
      label: t('filters.chips.minApplications', { apps }),
      clear: (s) => ({ ...s, applicationCount: '' }),
    });
  }
  if (f.sortBy !== EMPTY_FILTERS.sortBy || f.sortOrder !== EMPTY_FILTERS.sortOrder) {
    const by = t(`filters.sortBy.${f.sortBy}`);
    const order = t(`filters.order.${f.sortOrder}`);
    chips.push({
      key: 'sort',
      label: t('filters.chips.sort', { by, order }),
      clear: (s) => ({ ...s, sortBy: 'created_at', sortOrder: 'desc' }),
    });
  }
  return chips;
}
