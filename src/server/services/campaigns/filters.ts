import { and, asc, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { insertionOrder, jsonArrayElements, matchingCampaign, orderList } from '@db/dialect';
import { campaigns, profiles, users } from '@db/schema';
import { indiaCalendarDay } from '@shared/dates';
import { dayBound } from '@shared/india-time';
import type { CampaignFilters } from '@shared/schemas/campaign';
import { inlineValue, type Bind } from '../prepared';
import { matchesSearch } from '../text-search';
import { brandNameOf } from './columns';
import { indiaDaySql } from '../india-day';

/** Tags arrive repeated (?tags=a&tags=b) or comma-separated (?tags=a,b); compared case-insensitively. */
export function tagList(tags: readonly string[] | undefined) {
  return [
    ...new Set(
      (tags ?? [])
        .flatMap((t) => t.split(','))
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** Up to 8 words; each must appear (as a substring, ignoring case) in the title, the description, a tag or the brand name. */
export const searchWords = (search: string | undefined) =>
  (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);

/** The trigram index (campaign_search) answers words of 3 characters or more; shorter ones are read with LIKE. */
export const indexed = (word: string) => [...word].length >= 3;

/**
 * Whether LIKE finds what the index finds for this word: both ignore the case of ASCII letters, but
 * only the index ignores the case of other letters (É and é).
 */
export const scannable = (word: string) => /^[\x20-\x7e]*$/.test(word);

/**
 * How a page finds the search's words: 'index' looks every indexed word up in campaign_search first
 * (cost follows the matches); 'scan' reads the list in its order with LIKE and stops at the page
 * (cost follows the rows read before the page fills, small when matches are common).
 * Counts always use the index.
 */
export type SearchPlan = 'index' | 'scan';

/** The words the index answers under a plan; the others are read with LIKE. */
const viaIndex = (word: string, plan: SearchPlan) => indexed(word) && (plan === 'index' || !scannable(word));

/** Whether the search reads the brand's name from joined rows (a word read with LIKE). */
export const searchJoinsBrand = (search: string | undefined, plan: SearchPlan) =>
  searchWords(search).some((w) => !viaIndex(w, plan));

/** One word read with LIKE: in the title, the description, the brand's name or any tag. */
const wordLike = (word: string, name: string, bind: Bind) =>
  sql`(${matchesSearch([campaigns.title, campaigns.description, brandNameOf(profiles, users)], word, bind, name)}
    or exists (select 1 from ${jsonArrayElements(campaigns.tags, 'tag')} where ${matchesSearch([sql`tag.value`], word, bind, name)}))`;

/** The insertion orders (a JSON array) of the campaigns campaign_search matches for a search's indexWords: see searchMatches. */
export type IndexMatches = string;

/** The words of a search a plan looks up in campaign_search. */
export const indexWords = (search: string | undefined, plan: SearchPlan) =>
  searchWords(search).filter((w) => viaIndex(w, plan));

/**
 * The search, word by word. Indexed words are looked up together in campaign_search, the trigram
 * index of each campaign's title, description, tags and brand name (triggers keep it), or read from
 * `matches`, that lookup's result already at hand. The other words use LIKE, which expects the query
 * to join users and profiles of the brand (searchJoinsBrand).
 */
function searchCondition(
  search: string | undefined,
  bind: Bind,
  plan: SearchPlan,
  matches?: IndexMatches,
): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  const looked = indexWords(search, plan);
  const conditions: SQL[] = [];
  if (looked.length && matches !== undefined) {
    conditions.push(sql`${insertionOrder(campaigns)} in (${orderList(bind('searchIds', matches))})`);
  } else if (looked.length) {
    conditions.push(matchingCampaign(looked, bind, 'searchMatch'));
  }
  words.forEach((word, i) => {
    if (!viaIndex(word, plan)) conditions.push(wordLike(word, `word${i}`, bind));
  });
  return and(...conditions);
}

/**
 * The WHERE of the campaign filters, in SQL so it holds for any number of campaigns. A campaign
 * lacking a value (no budget, no timeline) is not excluded by that filter (docs/product.md#campaign-filters).
 * Every condition binds its values under names of its own: the names are the key of the prepared
 * query (placeholderBinder), and prepared-shapes.test.ts fails when one key could make two statements.
 */
export function filterConditions(
  f: CampaignFilters,
  bind: Bind = inlineValue,
  plan: SearchPlan = 'index',
  matches?: IndexMatches,
): SQL[] {
  const conditions: (SQL | undefined)[] = [searchCondition(f.search, bind, plan, matches)];
  if (f.collab_type) conditions.push(eq(campaigns.collabType, bind('collabType', f.collab_type)));
  if (f.budget_min !== undefined)
    conditions.push(or(isNull(campaigns.budget), gte(campaigns.budget, bind('budgetMin', f.budget_min))));
  if (f.budget_max !== undefined)
    conditions.push(or(isNull(campaigns.budget), lte(campaigns.budget, bind('budgetMax', f.budget_max))));
  const tags = tagList(f.tags);
  if (tags.length > 0) {
    conditions.push(
      sql`exists (select 1 from ${jsonArrayElements(campaigns.tags, 'tag')} where lower(tag.value) in (${sql.join(
        tags.map((t, i) => sql`${bind(`tag${i}`, t)}`),
        sql`, `,
      )}))`,
    );
  }
  if (f.date_field === 'timeline') {
    // Calendar days in India: '2025-03-01' and '2025-02-28T20:00Z' (01:30 on 1 March there) are the same day.
    if (f.date_from) {
      conditions.push(
        sql`(${campaigns.endDate} is null or ${indiaDaySql(campaigns.endDate)} >= ${bind('timelineFrom', indiaCalendarDay(f.date_from))})`,
      );
    }
    if (f.date_to) {
      conditions.push(
        sql`(${campaigns.startDate} is null or ${indiaDaySql(campaigns.startDate)} <= ${bind('timelineTo', indiaCalendarDay(f.date_to))})`,
      );
    }
  } else {
    if (f.date_from)
      conditions.push(gte(campaigns.createdAt, bind('createdFrom', dayBound(f.date_from, 'start'))));
    if (f.date_to) conditions.push(lte(campaigns.createdAt, bind('createdTo', dayBound(f.date_to, 'end'))));
  }
  if (f.min_applications !== undefined)
    conditions.push(gte(campaigns.applicationCount, bind('minApplications', f.min_applications)));
  return conditions.filter((c): c is SQL => c !== undefined);
}

type Order = 'asc' | 'desc';
const by = (order: Order) => (order === 'asc' ? asc : desc);

/** Insertion order: breaks ties of equal timestamps, so paging is stable and "newest" exact. */
const inserted = insertionOrder(campaigns);

/** Missing values sort last in both directions; then newest first. */
const nullsLast = (value: SQL | typeof campaigns.budget, order: Order) => [
  sql`(${value}) is null`,
  by(order)(value),
];
const tieBreak = [desc(campaigns.createdAt), desc(inserted)];

const deadlineOf = sql`coalesce(${campaigns.deadline}, ${campaigns.endDate})`;

/** Sorts of the creators' list: newest, budget, or deadline (the deadline, else the timeline's end). */
export function publicOrder(sort: 'newest' | 'budget' | 'deadline', order: Order | undefined): SQL[] {
  switch (sort) {
    case 'budget':
      return [...nullsLast(campaigns.budget, order ?? 'desc'), ...tieBreak];
    case 'deadline':
      return [...nullsLast(deadlineOf, order ?? 'asc'), ...tieBreak];
    default:
      return [by(order ?? 'desc')(campaigns.createdAt), by(order ?? 'desc')(inserted)];
  }
}

/** Sorts of the brand's list (docs/product.md#campaign-filters): title ignores case, budget is numeric. */
export function ownOrder(sort: 'created_at' | 'title' | 'budget' | 'application_count', order: Order): SQL[] {
  switch (sort) {
    case 'title':
      return [by(order)(sql`lower(${campaigns.title})`), ...tieBreak];
    case 'budget':
      return [...nullsLast(campaigns.budget, order), ...tieBreak];
    case 'application_count':
      return [by(order)(campaigns.applicationCount), ...tieBreak];
    default:
      return [by(order)(campaigns.createdAt), by(order)(inserted)];
  }
}
