import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { rows } from '@db/dialect';
import { ENGINE } from '@db/engine';

/*
 * The database's own catalog, for tests that look at every table or column of what the migrations
 * made. Each engine describes itself in its own SQL; the answers are the same names.
 */

/**
 * The tables of the database (on SQLite, the search index's own tables among them), by name. The
 * order by also keeps SQLite's text apart from write tracking's plucked statement of the same SQL,
 * which the connection's statement cache would hand out still plucked.
 */
export async function tableNames(db: Db) {
  const query =
    ENGINE === 'postgres'
      ? sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`
      : sql`select name from sqlite_master where type = 'table' order by name`;
  return (await rows<{ name: string }>(db, query)).map((r) => r.name);
}

/** The columns of `table`, as the database has them. */
export async function columnNames(db: Db, table: string) {
  const query =
    ENGINE === 'postgres'
      ? sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`
      : sql`select name from pragma_table_info(${table})`;
  return (await rows<{ name: string }>(db, query)).map((r) => r.name);
}
