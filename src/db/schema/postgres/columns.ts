import { sql } from 'drizzle-orm';
import { bigint, jsonb, text } from 'drizzle-orm/pg-core';

/*
 * Every column gives and takes the same JS values as its SQLite twin (../sqlite/columns.ts), so the
 * same drizzle queries serve both engines: see docs/decisions/030-postgres-tables-and-migrations.md.
 */

/** Ids are random UUIDs kept as text: a session id is a SHA-256 hex digest, not a UUID. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/**
 * Timestamps are ISO 8601 UTC strings with milliseconds, as on SQLite: they sort and compare as
 * text the same way on both engines and are what the API returns.
 */
const isoNow = sql`(to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
export const createdAt = (name = 'created_at') => text(name).notNull().default(isoNow);
export const updatedAt = () =>
  text('updated_at')
    .notNull()
    .default(isoNow)
    .$onUpdateFn(() => new Date().toISOString());

/** A JSON array of strings. */
export const stringList = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

/** A JSON object of details. */
export const jsonObject = (name: string) =>
  jsonb(name).$type<Record<string, unknown>>().notNull().default({});

/**
 * Insertion order, PostgreSQL's stand-in for SQLite's rowid (which has none that is stable): lists
 * break ties of equal timestamps with it and page by it. BY DEFAULT, not ALWAYS, so `npm run
 * db:copy` may insert rows as plain inserts; each table gives it a unique index.
 */
export const insertionSeq = () => bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity();

/** Whole rupees: a budget may reach 10 billion, beyond PostgreSQL's integer; a JS number either way. */
export const rupees = (name: string) => bigint(name, { mode: 'number' });
