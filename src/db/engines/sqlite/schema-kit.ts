import { sql, type BuildColumns } from 'drizzle-orm';
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
  type SQLiteBooleanBuilderInitial,
  type SQLiteIntegerBuilderInitial,
  type SQLiteRealBuilderInitial,
  type SQLiteTableWithColumns,
  type SQLiteTextBuilderInitial,
  type SQLiteTextJsonBuilderInitial,
} from 'drizzle-orm/sqlite-core';
import { buildTables, type EngineKit } from '@db/schema/kit/build';
import type { Column, EngineBuilder, Kind } from '@db/schema/kit/columns';
import type { Table } from '@db/schema/kit/tables';

/*
 * How SQLite stores what the definitions of src/db/schema say once for both engines. Every column
 * gives and takes the same JS values as PostgreSQL's (../postgres/schema-kit.ts), so the same
 * drizzle queries serve both (docs/decisions/067-one-schema-two-engines.md).
 */

/** Each kind's builder: JSON as text, booleans as 0 or 1, whole rupees in SQLite's 8-byte integer. */
function column({ kind, name, enumValues }: Column): EngineBuilder {
  const builders: Record<Kind, () => unknown> = {
    text: () => text(name, { enum: enumValues }),
    integer: () => integer(name),
    double: () => real(name),
    money: () => integer(name),
    boolean: () => integer(name, { mode: 'boolean' }),
    json: () => text(name, { mode: 'json' }),
    stringList: () =>
      text(name, { mode: 'json' })
        .$type<string[]>()
        .notNull()
        .default(sql`'[]'`),
  };
  return builders[kind]() as EngineBuilder;
}

const kit: EngineKit = {
  now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  column,
  // No insertion order column: the rowid is every table's, and it ends every index.
  table: sqliteTable,
  index,
  uniqueIndex,
  primaryKey,
};

/** A definition's column as SQLite's builder, typed as drizzle types the builder written by hand. */
type Builder<C> =
  C extends Column<infer K, infer N, infer E, infer F>
    ? {
        text: SQLiteTextBuilderInitial<N, E, number | undefined>;
        integer: SQLiteIntegerBuilderInitial<N>;
        double: SQLiteRealBuilderInitial<N>;
        money: SQLiteIntegerBuilderInitial<N>;
        boolean: SQLiteBooleanBuilderInitial<N>;
        json: SQLiteTextJsonBuilderInitial<N>;
        stringList: SQLiteTextJsonBuilderInitial<N>;
      }[K] & { _: F }
    : never;

export type SqliteTable<T> =
  T extends Table<infer N, infer C>
    ? SQLiteTableWithColumns<{
        name: N;
        schema: undefined;
        columns: BuildColumns<N, { [K in keyof C]: Builder<C[K]> }, 'sqlite'>;
        dialect: 'sqlite';
      }>
    : never;

export type SqliteTables<D> = { [K in keyof D as D[K] extends Table ? K : never]: SqliteTable<D[K]> };

/** SQLite's Drizzle tables of the definitions among `definitions`' values, under the same names. */
export const buildSqliteTables = <D extends object>(definitions: D) =>
  buildTables(definitions, kit) as SqliteTables<D>;
