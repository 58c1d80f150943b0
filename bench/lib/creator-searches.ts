import { FIRST_NAMES, NICHES } from './words';

/**
 * The brands' creator searches the bench measures (issue 31), each against a bare-SQL floor running
 * the same statements: no filter, three filters together, and a text query (a first name, in about
 * one name in thirty, also matched in usernames and bios).
 */
export const CREATOR_SEARCHES = [
  { name: 'no filter', input: {} },
  {
    name: 'three filters',
    input: { niche: [NICHES[0]], min_followers: 10_000, available: true },
  },
  { name: 'text query', input: { q: FIRST_NAMES[3].toLowerCase() } },
] as const;

export type CreatorSearch = (typeof CREATOR_SEARCHES)[number];

/** The search as the REST path's query string. */
export const creatorSearchPath = (search: CreatorSearch) => {
  const params = new URLSearchParams(
    Object.entries(search.input).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  ).toString();
  return `/api/creators${params ? `?${params}` : ''}`;
};
