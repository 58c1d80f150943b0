/**
 * A unique index refused the row: SQLite says so in its message, PostgreSQL by its code (23505);
 * drizzle wraps either in an error of its own, so the causes are looked through.
 */
export const isUniqueViolation = (e: unknown): boolean =>
  e instanceof Error &&
  (/UNIQUE constraint failed/.test(e.message) ||
    (e as { code?: unknown }).code === '23505' ||
    isUniqueViolation(e.cause));

/**
 * The database could not run a transaction because concurrent ones kept conflicting with it, after
 * every retry: nothing was written, and the same request may be sent again shortly. The server
 * answers 503 with Retry-After (docs/product.md#errors), never 500.
 */
export class DatabaseBusy extends Error {
  constructor(cause: unknown) {
    super('The database is busy with concurrent changes; try again shortly', { cause });
    this.name = 'DatabaseBusy';
  }
}

/** Whether `e`, or an error it wraps (tRPC wraps what a procedure throws), is DatabaseBusy. */
export const isDatabaseBusy = (e: unknown): boolean =>
  e instanceof DatabaseBusy || (e instanceof Error && e.cause !== undefined && isDatabaseBusy(e.cause));

/** A foreign key refused the row (SQLite's message, PostgreSQL's code 23503), looked for through the causes. */
export const isForeignKeyViolation = (e: unknown): boolean =>
  e instanceof Error &&
  (/FOREIGN KEY constraint failed/.test(e.message) ||
    (e as { code?: unknown }).code === '23503' ||
    isForeignKeyViolation(e.cause));
