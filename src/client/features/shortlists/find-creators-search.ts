/**
 * The Find creators tab's search box, filters, sort and page as the brand dashboard's URL keeps them
 * (shareable, kept over a reload and a tab switch). Named apart from the Campaigns tab's keys, which
 * share the URL. The route's validateSearch runs this module in the entry bundle: plain code only.
 */
import type { TFunction } from 'i18next';
import { CREATOR_CATEGORIES } from '@shared/enums';
import type { CreatorSort, FindCreatorsInput } from '@shared/schemas/creators';
import { compact, searchText } from '@client/lib/url-search';
import { count } from '../brand/campaigns-search';

export const FIND_PAGE_SIZE = 12;

export type FindCreatorsSearch = {
  find_q?: string;
  niche?: string;
  city?: string;
  language?: string;
  followers_min?: number;
  followers_max?: number;
  engagement_min?: number;
  price_max?: number;
  rating_min?: number;
  available?: true;
  find_sort?: CreatorSort;
  find_offset?: number;
};

/**
 * The sorts the tab offers, in the order of its menu (relevance only means something with words);
 * each named by `sorts.<value>` in the `shortlists` part of the app catalogue.
 */
export const FIND_SORTS: readonly CreatorSort[] = [
  'relevance',
  'newest',
  'followers',
  'engagement',
  'rating',
];

/** A number of 0 or more (decimals allowed) typed in a field, or undefined. */
export function decimal(text: string): number | undefined {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return Number.isFinite(n) ? n : undefined;
}

const inRange = (n: number | undefined, min: number, max: number) =>
  n !== undefined && n >= min && n <= max ? n : undefined;

/** The URL's values, each checked; anything unreadable is left out. Also the normal form the tab writes. */
export function parseFindCreatorsSearch(search: Record<string, unknown>): FindCreatorsSearch {
  const niche = CREATOR_CATEGORIES.find((c) => c === search.niche);
  const sort = FIND_SORTS.find((s) => s === search.find_sort);
  const followersMin = count(searchText(search.followers_min));
  const followersMax = count(searchText(search.followers_max));
  return compact({
    find_q: searchText(search.find_q).trim().slice(0, 100),
    niche,
    city: searchText(search.city).trim().slice(0, 100),
    language: searchText(search.language).trim().slice(0, 50),
    followers_min: followersMin,
    // A maximum below the minimum is the server's 400: the URL drops it instead.
    followers_max:
      followersMax !== undefined && (followersMin === undefined || followersMax >= followersMin)
        ? followersMax
        : undefined,
    engagement_min: inRange(decimal(searchText(search.engagement_min)), 0, 100),
    price_max: count(searchText(search.price_max)),
    rating_min: inRange(decimal(searchText(search.rating_min)), 1, 5),
    available: search.available === true || search.available === 'true' ? true : undefined,
    find_sort: sort,
    find_offset: count(searchText(search.find_offset)) || undefined,
  });
}

/** What GET /creators is asked for the URL's search. */
export function findCreatorsQuery(s: FindCreatorsSearch): FindCreatorsInput {
  return {
    q: s.find_q,
    niche: s.niche ? [s.niche] : undefined,
    location: s.city,
    language: s.language,
    min_followers: s.followers_min,
    max_followers: s.followers_max,
    min_engagement: s.engagement_min,
    max_price: s.price_max,
    min_rating: s.rating_min,
    available: s.available,
    sort: s.find_sort,
    limit: FIND_PAGE_SIZE,
    offset: s.find_offset ?? 0,
  };
}

/** The filters the panel names, in its order (find_sort and find_offset are not filters). */
const FILTER_KEYS = [
  'find_q',
  'niche',
  'city',
  'language',
  'followers_min',
  'followers_max',
  'engagement_min',
  'price_max',
  'rating_min',
  'available',
] as const satisfies readonly (keyof FindCreatorsSearch)[];

/**
 * The filters in force, each with what it is called on the panel, in the page's language (`t` of the
 * `shortlists` part): what an empty result names to loosen.
 */
export function activeFilters(
  s: FindCreatorsSearch,
  t: TFunction<'app', 'shortlists'>,
): { key: keyof FindCreatorsSearch; label: string }[] {
  return FILTER_KEYS.filter((key) => s[key] !== undefined).map((key) => ({
    key,
    label: t(`activeFilters.${key}`, { value: s[key] }),
  }));
}
