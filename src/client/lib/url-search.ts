/**
 * Helpers for the routes' validateSearch: they run in the entry bundle, so this stays plain code
 * (no zod, no formatters).
 */

/** Text of a URL value: the router reads `?q=123` as a number. */
export const searchText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : '';

export const isDateText = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The keys that hold something: a default (undefined, '' or an empty list) stays out of the URL. */
export const compact = <T extends object>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
