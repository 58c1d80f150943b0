/**
 * The Campaigns tab's status, search box and Filter popover as the brand dashboard's URL keeps
 * them, so they survive a tab switch (the tab panels unmount), a reload and Back. The route's
 * validateSearch runs this module in the entry bundle: plain code only (the form side is in
 * campaign-filters.ts).
 */
import type { CAMPAIGN_OWN_SORTS } from '@shared/schemas/campaign';
import { compact, isDateText, searchText } from '@client/lib/url-search';

export type SortBy = (typeof CAMPAIGN_OWN_SORTS)[number];

/** The status sub-tabs; the list starts at 'all'. */
export type StatusTab = 'all' | 'active' | 'completed' | 'draft';

/** Only what differs from the defaults (all, no search, newest created first). */
export type CampaignsSearch = {
  status?: Exclude<StatusTab, 'all'>;
  q?: string;
  min?: number;
  max?: number;
  from?: string;
  to?: string;
  tags?: string[];
  apps?: number;
  sort?: Exclude<SortBy, 'created_at'>;
  order?: 'asc';
};

const SEARCH_MAX = 200;
/** The server's limits on a tag filter (shared/schemas/campaign). */
export const TAGS_MAX = 30;
export const TAG_MAX_LENGTH = 50;

/** A whole number of 0 or more typed in a field, or undefined when the field holds none. */
export function count(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return Number.isSafeInteger(n) ? n : undefined;
}

const whole = (value: unknown) => count(searchText(value));

/**
 * The URL's values, each checked: anything unreadable is left out (the default). Also the normal
 * form of what the tab's fields hold, so parsing its own answer gives it back unchanged.
 */
export function parseCampaignsSearch(search: Record<string, unknown>): CampaignsSearch {
  const { status, from, to, tags, sort } = search;
  const tagList = (Array.isArray(tags) ? tags : [tags])
    .map(searchText)
    .filter((t) => t !== '' && t.length <= TAG_MAX_LENGTH);
  return compact({
    status: status === 'active' || status === 'completed' || status === 'draft' ? status : undefined,
    q: searchText(search.q).trim().slice(0, SEARCH_MAX),
    min: whole(search.min),
    max: whole(search.max),
    from: isDateText(from) ? from : undefined,
    to: isDateText(to) ? to : undefined,
    tags: [...new Set(tagList)].slice(0, TAGS_MAX),
    apps: whole(search.apps),
    sort: sort === 'title' || sort === 'budget' || sort === 'application_count' ? sort : undefined,
    order: search.order === 'asc' ? 'asc' : undefined,
  });
}
