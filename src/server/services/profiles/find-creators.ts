import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  not,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { memoByDataVersion, type Reads } from '@db/data-version';
import type { Db } from '@db/client';
import { jsonArrayElements, likely } from '@db/dialect';
import { containsPattern } from '@db/dialect/patterns';
import { applications, profiles, suspensions, users } from '@db/schema';
import { askedNiches, type CreatorCard, type FindCreatorsInput } from '@shared/schemas/creators';
import { blockedUser } from '../auth/sessions';
import { limitInText, page } from '../pagination';
import { inlineValue, placeholderBinder, prepared, type Bind } from '../prepared';
import { matchesSearch } from '../text-search';
import { influencerColumns } from './columns';

/*
 * GET /creators (docs/product.md#finding-creators): brands and admins look for creators. Every
 * filter is one condition of one query over users ⨝ profiles, so the page and its total agree.
 */

/**
 * A collaboration the creator finished: an application approved (the brand's complete-creator or the
 * platform's approval paid it) or completed with its campaign (docs/product.md#completion).
 */
export const completedCollaborations = sql<number>`(select count(*) from ${applications}
  where ${applications.creatorId} = ${users.id} and ${applications.status} in ('approved', 'completed'))`.mapWith(
  Number,
);

/** A creator no suspension blocks now: a suspended creator appears in no list and on no page. */
export const notSuspended = (now: string | Placeholder) => not(blockedUser(now));

const { created_at: _created, ...publicColumns } = influencerColumns;

/** The public columns of a creator, with the figures the search and the page add. */
export const creatorPublicColumns = {
  full_name: publicColumns.full_name,
  username: publicColumns.username,
  avatar_url: publicColumns.avatar_url,
  bio: publicColumns.bio,
  niche: publicColumns.niche,
  location: publicColumns.location,
  languages_spoken: publicColumns.languages_spoken,
  instagram_handle: publicColumns.instagram_handle,
  youtube_handle: publicColumns.youtube_handle,
  x_handle: publicColumns.x_handle,
  website_url: publicColumns.website_url,
  follower_count: publicColumns.follower_count,
  youtube_subscribers: publicColumns.youtube_subscribers,
  x_followers: publicColumns.x_followers,
  engagement_rate: publicColumns.engagement_rate,
  reel_price: publicColumns.reel_price,
  post_price: publicColumns.post_price,
  story_price: publicColumns.story_price,
  rating: publicColumns.rating,
  review_count: publicColumns.review_count,
  completed_collaborations: completedCollaborations,
  availability: profiles.availability,
};

/** A creator's card, as the search lists it (a shortlist shows it too: services/shortlists; the bench's floor maps its rows with the same columns). */
export const creatorCardColumns = {
  id: users.id,
  ...creatorPublicColumns,
  email_verified: sql<boolean>`(${users.emailVerifiedAt} is not null)`.mapWith((v) =>
    Boolean(Number(v) || v === true),
  ),
  created_at: users.createdAt,
};

/** The words of `q`, each to be found in the name, username, bio or niche. */
const wordsOf = (q: string | undefined) => (q ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
const SEARCHED = [users.fullName, profiles.username, profiles.bio, profiles.niche];

/** Punctuation that separates words of a place ("Andheri West, Mumbai"): spaces for the whole-word match. */
const PLACE_SEPARATORS = [',', '.', '-', '/', '(', ')', ';'];
const placeWords = (column: SQLWrapper) =>
  PLACE_SEPARATORS.reduce<SQL>((acc, c) => sql`replace(${acc}, ${c}, ' ')`, sql`lower(${column})`);

/** The city as whole words of the location, ignoring case: "pune" matches "Pune, MH", not "Puneet Nagar". */
function inCity(city: string, bind: Bind) {
  const words = city
    .toLowerCase()
    .split(new RegExp(`[\\s${PLACE_SEPARATORS.map((c) => `\\${c}`).join('')}]+`))
    .filter(Boolean);
  if (!words.length) return undefined;
  const pattern = bind('city', containsPattern(` ${words.join(' ')} `));
  return sql`(' ' || ${placeWords(profiles.location)} || ' ') like ${pattern} escape '\\'`;
}

/** One niche as an equality, so its creators are read from (niche, created_at) already in order. */
function inNiches(niches: string[], bind: Bind) {
  const values = niches.map((n, i) => bind(`niche${i}`, n));
  return values.length === 1 ? eq(profiles.niche, values[0]!) : inArray(profiles.niche, values);
}

/** One of the languages the creator speaks, ignoring case. */
const speaks = (language: string, bind: Bind) =>
  sql`exists (select 1 from ${jsonArrayElements(profiles.languagesSpoken, 'spoken')}
    where lower(spoken.value) = ${bind('language', language.toLowerCase())})`;

/**
 * The search's conditions. With a placeholderBinder every value is bound under a name of its own,
 * so the names say which SQL the filters made (the page query is prepared per shape).
 */
function conditions(input: FindCreatorsInput, now: string | Placeholder, bind: Bind = inlineValue) {
  const words = wordsOf(input.q);
  const at = <T>(name: string, value: T | undefined) => (value === undefined ? undefined : bind(name, value));
  const minFollowers = at('min_followers', input.min_followers);
  const maxFollowers = at('max_followers', input.max_followers);
  const minEngagement = at('min_engagement', input.min_engagement);
  const maxPrice = at('max_price', input.max_price);
  const minRating = at('min_rating', input.min_rating);
  return and(
    // Nearly every user is a creator: the page is read in its order's index, not sorted.
    likely(eq(users.userType, 'influencer')),
    notSuspended(now),
    ...words.map((w, i) => matchesSearch(SEARCHED, w, bind, `word${i}`)),
    input.niche?.length ? inNiches(askedNiches(input.niche) ?? [], bind) : undefined,
    input.location ? inCity(input.location, bind) : undefined,
    input.language ? speaks(input.language, bind) : undefined,
    minFollowers !== undefined ? gte(profiles.followerCount, minFollowers) : undefined,
    maxFollowers !== undefined ? lte(profiles.followerCount, maxFollowers) : undefined,
    minEngagement !== undefined ? gte(profiles.engagementRate, minEngagement) : undefined,
    maxPrice !== undefined ? lte(profiles.minPrice, maxPrice) : undefined,
    minRating !== undefined ? gte(profiles.rating, minRating) : undefined,
    input.available ? eq(profiles.availability, bind('available', 'available')) : undefined,
  );
}

/**
 * How well a creator answers the words: a word in the name or username counts 3, in the niche 2,
 * in the bio 1. Ties go to more followers, then the newest.
 */
function relevance(words: string[], bind: Bind) {
  const scoreOf = (w: string, i: number) => {
    const hit = (columns: SQLWrapper[]) => matchesSearch(columns, w, bind, `word${i}`);
    return sql`(case when ${hit([users.fullName, profiles.username])} then 3 else 0 end
      + case when ${hit([profiles.niche])} then 2 else 0 end
      + case when ${hit([profiles.bio])} then 1 else 0 end)`;
  };
  return sql.join(words.map(scoreOf), sql` + `);
}

/** Highest first; a creator without the figure (no rating yet, no engagement) after those with one. */
const highestFirst = (column: SQLWrapper) => [asc(sql`(${column} is null)`), desc(column)];

const sortOf = (input: FindCreatorsInput) => input.sort ?? (wordsOf(input.q).length ? 'relevance' : 'newest');

function orderOf(input: FindCreatorsInput, bind: Bind = inlineValue) {
  const words = wordsOf(input.q);
  const sort = sortOf(input);
  // The profile is made with the account: its time (and a niche's) is read in index order.
  const newest = [desc(profiles.createdAt), desc(profiles.userId)];
  switch (sort) {
    case 'relevance':
      return words.length ? [desc(relevance(words, bind)), desc(profiles.followerCount), ...newest] : newest;
    case 'followers':
      return [desc(profiles.followerCount), ...newest];
    case 'engagement':
      return [...highestFirst(profiles.engagementRate), ...newest];
    case 'rating':
      return [...highestFirst(profiles.rating), desc(profiles.reviewCount), ...newest];
    case 'newest':
      return newest;
  }
}

/** What a search's matches depend on: the creators' rows and their suspensions, not activity stamps. */
const MATCH_READS: Reads = {
  users: { except: ['last_active_at', 'updated_at'] },
  profiles: { except: ['updated_at'] },
  suspensions: true,
};

/** A text search keeps its ordered matches only up to this many (a few hundred KB of ids at most). */
const KEPT_MATCHES = 5_000;

/**
 * Every match of a search, in its order: kept until a creator's row or a suspension is written, or
 * until a suspension ends (the key holds how many have ended), so paging, and the next brand asking
 * the same, read 20 cards by id. Searches with more matches than KEPT_MATCHES are not kept.
 */
async function keptMatches(db: Db, input: FindCreatorsInput, now: string): Promise<string[] | undefined> {
  const { limit: _l, offset: _o, ...search } = input;
  const key = `creator-matches:${await endedSuspensions(db, now)}:${JSON.stringify(search)}`;
  return memoByDataVersion(
    db,
    key,
    async () => {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(conditions(input, now))
        .orderBy(...orderOf(input))
        .limit(KEPT_MATCHES + 1);
      return rows.length > KEPT_MATCHES ? undefined : rows.map((r) => r.id);
    },
    MATCH_READS,
  );
}

/** How many suspensions have ended by `now`, from their end times kept until a suspension is written. */
async function endedSuspensions(db: Db, now: string): Promise<number> {
  const ends = await memoByDataVersion(
    db,
    'suspension-ends',
    async () =>
      (
        await db
          .select({ at: suspensions.expiresAt })
          .from(suspensions)
          .where(and(eq(suspensions.status, 'active'), isNotNull(suspensions.expiresAt)))
      ).map((r) => r.at!),
    SUSPENSION_READS,
  );
  return ends.filter((at) => at <= now).length;
}
const SUSPENSION_READS: Reads = { suspensions: true };

/** The exact total of a search without words, kept as the matches are. */
function keptTotal(db: Db, input: FindCreatorsInput, now: string, ended: number) {
  const { limit: _l, offset: _o, sort: _s, ...filters } = input;
  return memoByDataVersion(
    db,
    `creator-count:${ended}:${JSON.stringify(filters)}`,
    async () => {
      const [counted] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(conditions(input, now));
      return counted?.total ?? 0;
    },
    MATCH_READS,
  );
}

/** A page's ids are padded to at least this many with null (no row has it): a short last page runs the same statement. */
const CARD_SLOTS = 20;

/**
 * The cards of a page's creators, in the page's order: joined for those rows only, not for every
 * match; one prepared query per number of slots.
 */
async function cardsOf(db: Db, ids: string[]): Promise<CreatorCard[]> {
  if (!ids.length) return [];
  const slots = Array.from({ length: Math.max(ids.length, CARD_SLOTS) }, (_, i) => `id${i}`);
  const cards = await prepared(db, `creator-cards:${slots.length}`, () =>
    db
      .select(creatorCardColumns)
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(
        inArray(
          users.id,
          slots.map((slot) => sql.placeholder(slot)),
        ),
      )
      .prepare(),
  ).execute(Object.fromEntries(slots.map((slot, i) => [slot, ids[i] ?? null])));
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The page query of a search, as prepared() keys it: every value a placeholder (`now`, `offset` and
 * the filters' names), the shape the sort, the names the filters bound and the page size.
 */
export function pageOf(input: FindCreatorsInput, limit: number) {
  const { bind, values, shape } = placeholderBinder();
  const where = conditions(input, sql.placeholder('now'), bind);
  const order = orderOf(input, bind);
  return { where, order, values, shape: `creator-page:${sortOf(input)}:${shape()}:${limit}` };
}

/** The ids of one page of a search, newest (or as sorted) first. */
async function pageIds(db: Db, input: FindCreatorsInput, now: string, limit: number, offset: number) {
  const { where, order, values, shape } = pageOf(input, limit);
  const rows = await prepared(db, shape, () =>
    db
      .select({ id: users.id })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(...order)
      .limit(limitInText(limit))
      .offset(sql.placeholder('offset'))
      .prepare(),
  ).execute({ ...values, now, offset });
  return rows.map((r) => r.id);
}

export async function findCreators(
  db: Db,
  input: FindCreatorsInput,
  now: string = new Date().toISOString(),
): Promise<{ creators: CreatorCard[]; total: number }> {
  const { limit, offset } = page(input);
  // A text search reads every creator's texts to rank them: its ordered matches are kept.
  const matches = wordsOf(input.q).length ? await keptMatches(db, input, now) : undefined;
  if (matches)
    return { creators: await cardsOf(db, matches.slice(offset, offset + limit)), total: matches.length };
  const ended = await endedSuspensions(db, now);
  const [ids, total] = await Promise.all([
    pageIds(db, input, now, limit, offset),
    keptTotal(db, input, now, ended),
  ]);
  return { creators: await cardsOf(db, ids), total };
}
