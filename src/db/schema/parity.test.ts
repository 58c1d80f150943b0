import { Column, getTableName, is, SQL, StringChunk, type Table } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgTable, pgTable, text as pgText } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as postgres from './postgres';
import { createdAt } from './postgres/columns';
import * as engineTables from '.';
import * as sqlite from './sqlite';

/*
 * The rule: SQLite's and PostgreSQL's tables are the same tables. Each has the same columns with the
 * same nullability, default (the same value, or the same meaning in each engine's SQL), primary key,
 * uniqueness and foreign keys (with their on delete), and the same indexes. Each column also gives
 * and takes the same kind of JS value on both (drizzle's dataType: a string stays a string, a boolean
 * a boolean, a JSON array an array, a number a number), so the same drizzle queries serve both.
 */

/** What each engine writes for the same default; any other SQL default must be added here to compare. */
const SQL_DEFAULTS: Record<string, string> = {
  "(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))": 'the current time, ISO 8601 UTC with milliseconds',
  '(to_char(clock_timestamp() at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\'))':
    'the current time, ISO 8601 UTC with milliseconds',
  "'[]'": '[]',
};

function sqlText(value: SQL) {
  return value.queryChunks.map((c) => (is(c, StringChunk) ? c.value.join('') : '?')).join('');
}

function defaultOf(column: Column) {
  if (column.default === undefined) return column.defaultFn ? 'computed in JS' : undefined;
  if (is(column.default, SQL)) {
    const text = sqlText(column.default);
    return SQL_DEFAULTS[text] ?? `unknown SQL default ${text}`;
  }
  return JSON.stringify(column.default);
}

interface ForeignKeyLike {
  reference(): { columns: Column[]; foreignTable: Table; foreignColumns: Column[] };
  onDelete?: string;
  onUpdate?: string;
}
interface TableConfigLike {
  name: string;
  columns: Column[];
  primaryKeys: { columns: Column[] }[];
  uniqueConstraints: { name?: string; columns: Column[] }[];
  foreignKeys: ForeignKeyLike[];
  indexes: { config: { name?: string; unique: boolean; columns: unknown[]; where?: SQL } }[];
  checks: { name: string }[];
}

/** Column names; an index on an expression (none today) is told apart without comparing its SQL. */
const names = (columns: unknown[]) =>
  columns.map((c) => (is(c, SQL) ? 'expression' : (c as { name: string }).name));
const orDefault = (action: string | undefined) => action ?? 'no action';

/** A table as plain data, the same shape for either engine. */
function tableShape(config: TableConfigLike) {
  return {
    columns: Object.fromEntries(
      config.columns.map((c) => [
        c.name,
        {
          jsValue: c.dataType,
          enumValues: c.enumValues,
          notNull: c.notNull,
          primaryKey: c.primary,
          unique: c.isUnique,
          default: defaultOf(c),
          setOnUpdate: c.onUpdateFn !== undefined,
        },
      ]),
    ),
    primaryKey: config.primaryKeys.map((pk) => names(pk.columns)),
    uniqueConstraints: config.uniqueConstraints.map((u) => ({ name: u.name, columns: names(u.columns) })),
    foreignKeys: config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return {
          columns: names(ref.columns),
          references: `${getTableName(ref.foreignTable)}(${names(ref.foreignColumns).join(', ')})`,
          onDelete: orDefault(fk.onDelete),
          onUpdate: orDefault(fk.onUpdate),
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
    indexes: Object.fromEntries(
      config.indexes.map(
        (i) =>
          [
            i.config.name ?? 'unnamed',
            {
              columns: names(i.config.columns),
              unique: i.config.unique,
              partial: i.config.where !== undefined,
            },
          ] as const,
      ),
    ),
    checks: config.checks.map((c) => c.name).sort(),
  };
}

const sqliteShapes = (tables: Record<string, unknown>) =>
  Object.fromEntries(
    Object.values(tables)
      .filter((t) => is(t, SQLiteTable))
      .map((t) => sqliteConfig(t) as unknown as TableConfigLike)
      .map((c) => [c.name, tableShape(c)]),
  );

const pgShapes = (tables: Record<string, unknown>) =>
  Object.fromEntries(
    Object.values(tables)
      .filter((t) => is(t, PgTable))
      .map((t) => pgConfig(t) as unknown as TableConfigLike)
      .map((c) => [c.name, tableShape(c)]),
  );

/**
 * The one known difference: tables listed in insertion order have, on PostgreSQL only, a `seq`
 * identity column with a unique index, where SQLite orders by its rowid (PostgreSQL has no stable
 * row order: ctid moves on update). The services never name it: they write `insertionOrder(table)`
 * (src/db/dialect), rowid on SQLite and seq on PostgreSQL.
 */
const INSERTION_ORDERED = [
  'applications',
  'campaigns',
  'ledger_entries',
  'messages',
  'notifications',
  'work_submissions',
];

/**
 * A PostgreSQL table's shape without its `seq` column and index, or null when it has none. An index
 * may end in `seq` where SQLite's twin ends (implicitly) in the rowid: that trailing `seq` is set
 * aside too.
 */
function withoutSeq(shape: ReturnType<typeof tableShape>, table: string) {
  const index = `${table}_seq_unique`;
  if (!shape.columns['seq']) return null;
  expect(shape.indexes[index]).toEqual({ columns: ['seq'], unique: true, partial: false });
  const { seq, ...columns } = shape.columns;
  expect(seq).toMatchObject({ jsValue: 'number', notNull: true, default: undefined });
  const { [index]: _seqIndex, ...rest } = shape.indexes;
  const indexes = Object.fromEntries(
    Object.entries(rest).map(([name, i]) => [
      name,
      i.columns.at(-1) === 'seq' ? { ...i, columns: i.columns.slice(0, -1) } : i,
    ]),
  );
  return { ...shape, columns, indexes };
}

describe('the SQLite and PostgreSQL table definitions', () => {
  it('define the same tables, columns, keys, defaults and indexes, giving the same JS values', () => {
    const lite = sqliteShapes(sqlite);
    const pg = Object.fromEntries(
      Object.entries(pgShapes(postgres)).map(([table, shape]) => [table, withoutSeq(shape, table) ?? shape]),
    );
    expect(Object.keys(pg).sort()).toEqual(Object.keys(lite).sort());
    expect(Object.keys(lite).length).toBeGreaterThan(15);
    for (const table of Object.keys(lite)) expect({ table, ...pg[table] }).toEqual({ table, ...lite[table] });
  });

  it('differ only by the insertion order column of PostgreSQL, on the tables listed by insertion', () => {
    const pg = pgShapes(postgres);
    const withSeq = Object.keys(pg).filter((table) => withoutSeq(pg[table]!, table) !== null);
    expect(withSeq.sort()).toEqual(INSERTION_ORDERED);
    for (const table of Object.keys(sqliteShapes(sqlite)))
      expect(sqliteShapes(sqlite)[table]!.columns['seq']).toBeUndefined();
  });

  it('know every SQL default they use', () => {
    const unknown = [...Object.values(sqliteShapes(sqlite)), ...Object.values(pgShapes(postgres))]
      .flatMap((t) => Object.values(t.columns).map((c) => c.default))
      .filter((d) => d?.startsWith('unknown'));
    expect(unknown).toEqual([]);
  });

  it('tell a column added to one engine only', () => {
    const keyChecks = pgTable('key_checks', {
      kid: pgText('kid').primaryKey(),
      checkValue: pgText('check_value').notNull(),
      createdAt: createdAt(),
      note: pgText('note'),
    });
    const withNote = pgShapes({ keyChecks })['key_checks']!;
    expect(withNote).not.toEqual(sqliteShapes(sqlite)['key_checks']);
    delete withNote.columns['note'];
    expect(withNote).toEqual(sqliteShapes(sqlite)['key_checks']);
  });

  it('are all exported as the tables of the engine the process runs', () => {
    expect(Object.keys(engineTables).sort()).toEqual(Object.keys(sqlite).sort());
    expect(Object.keys(engineTables).sort()).toEqual(Object.keys(postgres).sort());
    expect(engineTables.users).toBe(sqlite.users);
  });
});
