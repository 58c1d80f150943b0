import { getTableColumns, getTableName, is, SQL, StringChunk, type Column } from 'drizzle-orm';
import { getTableConfig as pgConfig, type PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { buildPostgresTables } from '@db/engines/postgres/schema-kit';
import { postgresTables } from '@db/engines/postgres/tables';
import { buildSqliteTables } from '@db/engines/sqlite/schema-kit';
import { sqliteTables } from '@db/engines/sqlite/tables';
import * as definitions from '@db/schema/definitions';
import * as engineTables from '@db/schema';
import { text } from '@db/schema/kit/columns';
import { index, insertionOrder, table } from '@db/schema/kit/tables';

/*
 * The tables are defined once (src/db/schema), so they cannot drift apart; the kits can. Each gives
 * every column the same JS value (drizzle's dataType), nullability, key and default on both engines,
 * so the same drizzle queries serve both; PostgreSQL adds only the insertion order's `seq`.
 */

/** What each engine's SQL default means; any other SQL default must be added here. */
const SQL_DEFAULTS: Record<string, string> = {
  "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))": 'now',
  '(to_char(clock_timestamp() at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\'))': 'now',
  "'[]'": '[]',
};
const sqlText = (value: SQL) =>
  value.queryChunks.map((c) => (is(c, StringChunk) ? c.value.join('') : '?')).join('');

const shape = (c: Column) => ({
  jsValue: c.dataType,
  enumValues: c.enumValues,
  notNull: c.notNull,
  primaryKey: c.primary,
  default: is(c.default, SQL)
    ? (SQL_DEFAULTS[sqlText(c.default)] ?? sqlText(c.default))
    : JSON.stringify(c.default),
  computedDefault: c.defaultFn !== undefined,
  setOnUpdate: c.onUpdateFn !== undefined,
});

const names = Object.keys(sqliteTables) as (keyof typeof sqliteTables)[];
const ORDERED = [
  'applications',
  'campaign_invitations',
  'campaigns',
  'email_outbox',
  'ledger_entries',
  'live_posts',
  'messages',
  'notifications',
  'offers',
  'post_metrics',
  'work_submissions',
];

describe("the engines' kits", () => {
  it('give each column the same JS value, nullability, key and default on both engines', () => {
    expect(names.length).toBeGreaterThan(25);
    for (const name of names) {
      const lite = getTableColumns(sqliteTables[name]) as Record<string, Column>;
      const { seq: _seq, ...pg } = getTableColumns(postgresTables[name]) as Record<string, Column>;
      expect({ name, columns: Object.keys(pg) }).toEqual({ name, columns: Object.keys(lite) });
      for (const [key, column] of Object.entries(lite))
        expect({ name, key, ...shape(pg[key]!) }).toEqual({ name, key, ...shape(column) });
    }
  });

  it('give PostgreSQL a unique `seq` where the definition reads in insertion order, SQLite its rowid', () => {
    const ordered = names
      .filter((n) => 'seq' in getTableColumns(postgresTables[n]))
      .map((n) => getTableName(postgresTables[n]));
    expect(ordered.sort()).toEqual(ORDERED);
    for (const name of names) expect(getTableColumns(sqliteTables[name])).not.toHaveProperty('seq');
    const pgIndexes = pgConfig(postgresTables.campaigns).indexes.map((i) => i.config);
    expect(pgIndexes.find((i) => i.name === 'campaigns_seq_unique')).toMatchObject({ unique: true });
    const columnsOf = (i: { config: { name?: string; columns: unknown[] } } | undefined) =>
      i?.config.columns.map((c) => (c as { name: string }).name);
    const statusCreated = (t: SQLiteTable | PgTable) =>
      (is(t, SQLiteTable) ? sqliteConfig(t) : pgConfig(t as PgTable)).indexes.find(
        (i) => i.config.name === 'campaigns_status_created_idx',
      );
    expect(columnsOf(statusCreated(sqliteTables.campaigns))).toEqual(['status', 'created_at']);
    expect(columnsOf(statusCreated(postgresTables.campaigns))).toEqual(['status', 'created_at', 'seq']);
  });

  it('refuse an index in insertion order on a table not so ordered, and a reference out of the tables built', () => {
    const plain = table('plain', { day: text('day') }, (t) => [
      index('plain_day_idx').on(t.day, insertionOrder),
    ]);
    expect(() => pgConfig(buildPostgresTables({ plain }).plain)).toThrow(/not so ordered/);
    const child = table('child', { parentId: text('parent_id').references(() => definitions.users.id) });
    expect(() => sqliteConfig(buildSqliteTables({ child }).child).foreignKeys[0]!.reference()).toThrow(
      /not built with it/,
    );
  });

  it('are exported as the tables of the engine the process runs', () => {
    expect(Object.keys(engineTables).sort()).toEqual([...names].sort());
    expect(Object.keys(postgresTables).sort()).toEqual([...names].sort());
    expect(engineTables.users).toBe(sqliteTables.users);
  });
});
