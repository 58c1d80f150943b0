/**
 * Browse's search box, filters and sort as the creator dashboard's URL keeps them, so they survive a
 * tab switch (the tab panels unmount), a reload and Back. The route's validateSearch runs this
 * module in the entry bundle: plain code only (the form side is in filters.ts).
 */
import type { CAMPAIGN_PUBLIC_SORTS } from '@shared/schemas/campaign';
import { compact, isDateText, searchText } from '@client/lib/url-search';

export type CampaignSort = (typeof CAMPAIGN_PUBLIC_SORTS)[number];

/** Only what differs from the defaults (no search, every type, newest first), in short keys. */
export type BrowseSearch = {
  q?: string;
  type?: 'paid' | 'barter';
  min?: number;
  max?: number;
  tags?: string;
  dates?: 'timeline';
  from?: string;
  to?: string;
  sort?: Exclude<CampaignSort, 'newest'>;
};

const SEARCH_MAX = 200;
/** The server's limits on a tag filter (shared/schemas/campaign): more would only be refused. */
export const TAGS_MAX = 30;
export const TAG_MAX_LENGTH = 50;

/** Whole rupees as the budget fields take them (digits only, at most 11). */
export const wholeRupees = (text: string) =>
  /^\d{1,11}$/.test(text.trim()) ? Number(text.trim()) : undefined;

/** Tags typed with commas: trimmed and distinct. */
export const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

/**
 * The URL's values, each checked: anything unreadable is left out (the default). Also the normal
 * form of what the Browse fields hold, so parsing its own answer gives it back unchanged.
 */
export function parseBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  const { type, dates, from, to, sort } = search;
  return compact({
    q: searchText(search.q).trim().slice(0, SEARCH_MAX),
    type: type === 'paid' || type === 'barter' ? type : undefined,
    min: wholeRupees(searchText(search.min)),
    max: wholeRupees(searchText(search.max)),
    tags: tagsOf(
      tagsOf(searchText(search.tags))
        .map((t) => t.slice(0, TAG_MAX_LENGTH))
        .join(','),
    )
      .slice(0, TAGS_MAX)
      .join(', '),
    dates: dates === 'timeline' ? dates : undefined,
    from: isDateText(from) ? from : undefined,
    to: isDateText(to) ? to : undefined,
    sort: sort === 'budget' || sort === 'deadline' ? sort : undefined,
  });
}
