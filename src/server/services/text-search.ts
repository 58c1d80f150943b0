import type { SQLWrapper } from 'drizzle-orm';
import { containsText } from '@db/dialect';
import { containsPattern } from '@db/dialect/patterns';
import { inlineValue, type Bind } from './prepared';

/**
 * "Any of these columns contains the search text", ignoring case (ASCII letters only on SQLite:
 * containsText); undefined for an empty search, so it drops out of an `and(...)`.
 */
export function matchesSearch(
  columns: SQLWrapper[],
  search: string | undefined,
  bind: Bind = inlineValue,
  name = 'search',
) {
  const text = search?.trim();
  if (!text) return undefined;
  return containsText(columns, bind(name, containsPattern(text)));
}
