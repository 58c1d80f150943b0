import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { sqliteTables } from './tables';
import { INDIA_OFFSET_MINUTES } from '@shared/india-time';
import { inlineValue, type Bind } from '@db/dialect/bind';
import { ftsQuery } from '@db/dialect/patterns';

const { campaigns } = sqliteTables;

/*
 * SQLite's SQL where the engines differ, under the same names and arities as ./postgres.ts
 * (docs/decisions/031-one-service-layer-for-two-engines.md, point 3). Values (and placeholders)
 * given to a fragment are bound, never spliced into the text.
 */

/** The rows of a raw SQL query as objects named by its columns (awaited handle, through its gate). */
export { rows } from './async-db';

/** "The JSON array in `column` holds `value`". */
export const jsonArrayHas = (column: SQLWrapper, value: unknown) =>
  sql`exists (select 1 from json_each(${column}) where value = ${value})`;

/** A from-item: one row per element of the JSON array in `column`, read as `alias.value`. */
export const jsonArrayElements = (column: SQLWrapper, alias: string) =>
  sql`json_each(${column}) as ${sql.identifier(alias)}`;

/**
 * "Any of these columns contains the pattern" (containsPattern: `%`, `_` and `\` escaped by `\`).
 * LIKE ignores the case of ASCII letters only: 'É' and 'é' differ here, not on PostgreSQL.
 */
export const containsText = (columns: SQLWrapper[], pattern: unknown) =>
  or(...columns.map((c) => sql`${c} like ${pattern} escape '\\'`));

/**
 * A condition on campaign_search rows: every word (3 characters or more: the trigram index's
 * smallest) is a substring of the campaign's title, description, a tag or its brand's name,
 * ignoring case (non-ASCII letters included). FTS5 takes all the words as one bound query.
 */
export const searchMatch = (words: string[], bind: Bind = inlineValue, name = 'searchMatch') =>
  sql`campaign_search match ${bind(name, ftsQuery(words))}`;

/** A condition on a campaigns row: campaign_search finds it for every word (see searchMatch). */
export const matchingCampaign = (words: string[], bind: Bind = inlineValue, name = 'searchMatch') =>
  sql`${campaigns}.rowid in (select rowid from campaign_search where ${searchMatch(words, bind, name)})`;

/** SQLite's date modifier from UTC to India's wall clock (one offset all year, docs/product.md#dates). */
const INDIA_SHIFT = `+${INDIA_OFFSET_MINUTES} minutes`;

/** The India calendar day (YYYY-MM-DD) of a stored date or timestamp; a bare date stays itself. */
export const indiaDay = (column: SQLWrapper) => sql<string>`date(${column}, ${INDIA_SHIFT})`;

/** The first day (YYYY-MM-01) of the India calendar month of a stored date or timestamp. */
export const indiaMonth = (column: SQLWrapper) =>
  sql<string>`strftime('%Y-%m-01', ${column}, ${INDIA_SHIFT})`;

/** The larger of two values (SQLite's scalar max; null when either is null, unlike PostgreSQL's). */
export const greatest = (a: SQLWrapper, b: SQLWrapper) => sql`max(${a}, ${b})`;

/**
 * A condition most rows meet (a creator among users): without table statistics SQLite would start
 * from its index and sort, where reading the order's index and skipping the few others is cheaper.
 */
export const likely = (condition: SQLWrapper) => sql`likely(${condition})`;

/**
 * A table (or `table alias`) read through the named index: without table statistics SQLite may
 * prefer another one.
 */
export const indexedBy = (table: SQLWrapper, index: string) =>
  sql`${table} indexed by ${sql.identifier(index)}`;

/**
 * Insertion order (rowid): breaks ties of equal timestamps and pages notifications. Of `table`, or of
 * an alias written as `sql.identifier(alias)`.
 */
export const insertionOrder = (table: SQLWrapper) => sql<number>`${table}.rowid`;

/**
 * One row, `ids`: the insertion orders of the campaigns campaign_search finds for every word (see
 * searchMatch), a JSON array as text. FTS5's rowid is the campaign's, so no campaign row is read.
 */
export const matchingOrders = (words: string[]) =>
  sql`select json_group_array(rowid) as ids from campaign_search where ${searchMatch(words)}`;

/** A subquery of the insertion orders in a JSON array (matchingOrders' kept list), as `value`. */
export const orderList = (json: unknown): SQL => sql`select value from json_each(${json})`;
