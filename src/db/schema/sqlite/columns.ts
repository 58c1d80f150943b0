import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

/** Ids are random UUIDs, so they reveal neither counts nor order. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Timestamps are ISO 8601 UTC strings: they sort as text and are what the API returns. */
const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
export const createdAt = (name = 'created_at') => text(name).notNull().default(isoNow);
export const updatedAt = () =>
  text('updated_at')
    .notNull()
    .default(isoNow)
    .$onUpdateFn(() => new Date().toISOString());

/** A JSON array of strings stored as text. */
export const stringList = (name: string) =>
  text(name, { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`);
