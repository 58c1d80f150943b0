/**
 * A unique index refused the row: SQLite says so in its message, PostgreSQL by its code (23505);
 * drizzle wraps either in an error of its own, so the causes are looked through.
 */
export const isUniqueViolation = (e: unknown): boolean =>
  e instanceof Error &&
  (/UNIQUE constraint failed/.test(e.message) ||
    (e as { code?: unknown }).code === '23505' ||
    isUniqueViolation(e.cause));
