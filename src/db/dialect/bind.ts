import type { Placeholder } from 'drizzle-orm';

/**
 * How a filter value enters the SQL: as itself (inlineValue), or as a named placeholder whose value
 * goes into a bag (placeholderBinder in services/prepared.ts), so that one prepared query serves
 * every request with the same filters.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const inlineValue: Bind = (_name, value) => value;
