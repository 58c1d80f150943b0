import { and, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { postgresTables } from './tables';
import { INDIA_TIME_ZONE } from '@shared/india-time';
import { inlineValue, type Bind } from '@db/dialect/bind';
import { containsPattern } from '@db/dialect/patterns';

const { campaigns } = postgresTables;

/*
 * PostgreSQL's SQL where the engines differ, under the same names and arities as ./sqlite.ts
 * (docs/decisions/031-one-service-layer-for-two-engines.md, point 3). Values (and placeholders)
 * given to a fragment are bound, never spliced into the text. JSON columns are jsonb.
 */

/** What `rows` needs of a database or transaction: node-postgres's execute. */
type Executes = { execute(query: SQL): Promise<{ rows: unknown[] }> };

/** The rows of a raw SQL query as objects named by its columns. */
export async function rows<T>(db: Executes, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** "The JSON array in `column` holds `value`" (jsonb's `?`: a string element equal to it). */
export const jsonArrayHas = (column: SQLWrapper, value: unknown) => sql`(${column} ? ${value})`;

/** A from-item: one row per element of the JSON array in `column`, read as `alias.value` (text). */
export const jsonArrayElements = (column: SQLWrapper, alias: string) =>
  sql`jsonb_array_elements_text(${column}) as ${sql.identifier(alias)}(value)`;

/**
 * "Any of these columns contains the pattern" (containsPattern: `%`, `_` and `\` escaped by `\`).
 * ILIKE ignores the case of every letter the database's ctype knows (C.UTF-8: 'É' and 'é' too),
 * where SQLite's LIKE folds ASCII only.
 */
export const containsText = (columns: SQLWrapper[], pattern: unknown) =>
  or(...columns.map((c) => sql`${c} ilike ${pattern} escape '\\'`));

/**
 * A condition on campaign_search rows: every word is a substring of the campaign's document (title,
 * description, tags and brand name, one per line so no match spans two), ignoring case. Each word is
 * bound as its own pattern (`name0`, `name1`…); the pg_trgm index answers words of 3 characters or more.
 */
export const searchMatch = (words: string[], bind: Bind = inlineValue, name = 'searchMatch') =>
  and(
    ...words.map(
      (w, i) => sql`campaign_search.document ilike ${bind(`${name}${i}`, containsPattern(w))} escape '\\'`,
    ),
  )!;

/** A condition on a campaigns row: campaign_search finds it for every word (see searchMatch). */
export const matchingCampaign = (words: string[], bind: Bind = inlineValue, name = 'searchMatch') =>
  sql`${campaigns}.id in (select campaign_id from campaign_search where ${searchMatch(words, bind, name)})`;

/*
 * India's time zone, written into the text rather than bound: a bucket in both `select` and
 * `group by` must be the same expression, and two bound copies are two parameters to PostgreSQL.
 */
const INDIA_ZONE = sql.raw(`'${INDIA_TIME_ZONE}'`);

/**
 * The India calendar day (YYYY-MM-DD) of a stored date or timestamp; a bare date (10 characters)
 * stays itself, whatever the session's time zone. Timestamps are stored as UTC ISO text.
 */
export const indiaDay = (column: SQLWrapper) =>
  sql<string>`(case when length(${column}) = 10 then ${column} else to_char((${column})::timestamptz at time zone ${INDIA_ZONE}, 'YYYY-MM-DD') end)`;

/** The first day (YYYY-MM-01) of the India calendar month of a stored date or timestamp. */
export const indiaMonth = (column: SQLWrapper) => sql<string>`(left(${indiaDay(column)}, 7) || '-01')`;

/** The larger of two values (PostgreSQL's greatest ignores a null, SQLite's max does not). */
export const greatest = (a: SQLWrapper, b: SQLWrapper) => sql`greatest(${a}, ${b})`;

/** The condition alone: PostgreSQL's statistics know how many rows meet it. */
export const likely = (condition: SQLWrapper) => sql`${condition}`;

/** The table (or `table alias`) alone: PostgreSQL plans with statistics and takes no index hints. */
export const indexedBy = (
  table: SQLWrapper,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- SQLite's hint, kept for the same arity
  _index: string,
) => sql`${table}`;

/**
 * Insertion order (the `seq` identity column of the tables listed by insertion; PostgreSQL has no
 * stable rowid): breaks ties of equal timestamps and pages notifications. Of `table`, or of an alias
 * written as `sql.identifier(alias)`.
 */
export const insertionOrder = (table: SQLWrapper) => sql<number>`${table}.seq`;

/**
 * One row, `ids`: the insertion orders of the campaigns campaign_search finds for every word (see
 * searchMatch), a JSON array as text (node-postgres would parse json into an array).
 */
export const matchingOrders = (words: string[]) =>
  sql`select coalesce(json_agg(${campaigns}.seq), '[]')::text as ids from ${campaigns} where ${matchingCampaign(words)}`;

/** A subquery of the insertion orders in a JSON array (matchingOrders' kept list), as `value`. */
export const orderList = (json: unknown): SQL =>
  sql`select value::bigint from jsonb_array_elements_text(${json}::jsonb) as ids(value)`;
