import type { Db } from '@db/client';
import { dataVersionCache } from '@db/data-version';
import { matchingOrders, rows } from '@db/dialect';
import { indexed, scannable, searchWords, type IndexMatches, type SearchPlan } from './filters';

/** Rows a page may read in its order, checking each with LIKE, before the index is cheaper (docs/decisions/019-speed-tricks.md). */
const SCAN_BUDGET = 2_000;

/**
 * The cheaper way to a page of a search (see SearchPlan). Looking the words up in the index costs in
 * proportion to the campaigns that contain them, milliseconds for a common word. A scan
 * in list order stops once the page is full, after about (offset + limit) × rows / matches rows when
 * the matches are spread through the list. So common words scan, and rare words and deep pages use
 * the index. `counts` gives the search's matches and the rows of the same list without the search;
 * it is asked only when a scan could serve.
 */
export async function searchPlan(
  search: string | undefined,
  rowsWanted: number,
  counts: () => Promise<{ matches: number; rows: number }>,
): Promise<SearchPlan> {
  const words = searchWords(search).filter(indexed);
  if (words.length === 0 || !words.every(scannable)) return 'index';
  const { matches, rows } = await counts();
  return matches > 0 && (rowsWanted * rows) / matches <= SCAN_BUDGET ? 'scan' : 'index';
}

/** A few searches' matches; a common word's can run to 100,000 insertion orders (about 700 KB of JSON). */
const matchSets = dataVersionCache<Promise<IndexMatches>>(20, { reads: { campaign_search: true } });

/**
 * The index's matches for the words a search looks up, kept until the data changes. The trigram
 * lookup costs milliseconds for common trigrams however few campaigns match, far more than reading a
 * kept JSON list of insertion orders: the pages of one search, and one search made by many, look it
 * up once. Words never hold whitespace, so joined by a space they are a key.
 */
export const searchMatches = (db: Db, words: string[]) =>
  matchSets(db, words.join(' '), async () => {
    const [found] = await rows<{ ids: IndexMatches }>(db, matchingOrders(words));
    return found!.ids;
  });
