import { or, sql, type SQLWrapper } from 'drizzle-orm';
import { inlineValue, type Bind } from './prepared';

/** `%text%` for LIKE, with the wildcards a person might type (%, _) matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * "Any of these columns contains the search text", case-insensitively for ASCII (SQLite's LIKE);
 * undefined for an empty search, so it drops out of an `and(...)`.
 */
export function matchesSearch(
  columns: SQLWrapper[],
  search: string | undefined,
  bind: Bind = inlineValue,
  name = 'search',
) {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = bind(name, containsPattern(text));
  return or(...columns.map((c) => sql`${c} like ${pattern} escape '\\'`));
}
