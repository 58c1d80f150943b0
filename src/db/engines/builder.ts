/*
 * The query builder's helpers and types the services are written against: SQLite's, to which
 * PostgreSQL's handle, tables and fragments are cast once (src/db/engines/postgres/index.ts;
 * docs/decisions/031-one-service-layer-for-two-engines.md, point 1). Code outside src/db/engines
 * takes them from here, never from a driver's module (decision 070). `SQLiteSyncDialect` renders a
 * query's SQL text, for tests that compare statements.
 */
export {
  alias,
  SQLiteSyncDialect,
  type SQLiteColumn,
  type SQLiteSelect,
  type SQLiteTable,
} from 'drizzle-orm/sqlite-core';
