import type Database from 'better-sqlite3';

export type Captured = { sql: string; params: unknown[] };

/** What the kept values read to tell whether the data changed (src/db/data-version.ts): no service's SQL. */
const BOOKKEEPING = /^(pragma data_version|select total_changes\(\))$/;

/**
 * Records every statement run on `client` from now on, its SQL and bound values, in the returned
 * list: what the services send, whichever path (query builders, prepared queries, rows()) sends it.
 * Drizzle's logger would see the builders only, and the awaited handle takes none. For a connection
 * opened to capture only: it records for as long as it is open.
 */
export function captureStatements(client: Database.Database): Captured[] {
  const captured: Captured[] = [];
  const prepare = client.prepare.bind(client);
  client.prepare = ((source: string) => {
    const stmt = prepare(source);
    if (BOOKKEEPING.test(source)) return stmt;
    for (const method of ['all', 'get', 'run'] as const) {
      const execute: (...params: unknown[]) => unknown = stmt[method].bind(stmt);
      Object.defineProperty(stmt, method, {
        value: (...params: unknown[]) => {
          captured.push({ sql: source, params });
          return execute(...params);
        },
      });
    }
    return stmt;
  }) as typeof client.prepare;
  return captured;
}
