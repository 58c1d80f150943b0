import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * PostgreSQL's own tables: what one SQLite process keeps in memory, several processes on one
 * PostgreSQL keep here so they answer as one server. SQLite has no such table, so they are written
 * with pg-core here rather than defined in src/db/schema for both engines.
 */

/**
 * The rate limits' counters: one fixed window per key and window length, counted by every process
 * (src/db/engines/postgres/rate-limit-store.ts). `reset_at` is epoch milliseconds; an ended window is
 * restarted by the next use and swept now and then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowMs: integer('window_ms').notNull(),
    count: integer('count').notNull(),
    resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowMs] })],
);
