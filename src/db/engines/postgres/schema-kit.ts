import { sql, type BuildColumns } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type PgBigInt53BuilderInitial,
  type PgBooleanBuilderInitial,
  type PgDoublePrecisionBuilderInitial,
  type PgIntegerBuilderInitial,
  type PgJsonbBuilderInitial,
  type PgTableWithColumns,
  type PgTextBuilderInitial,
} from 'drizzle-orm/pg-core';
import { buildTables, type EngineKit } from '@db/schema/kit/build';
import type { Column, EngineBuilder, Kind } from '@db/schema/kit/columns';
import type { Table } from '@db/schema/kit/tables';

/*
 * How PostgreSQL stores what the definitions of src/db/schema say once for both engines. Every
 * column gives and takes the same JS values as SQLite's (../sqlite/schema-kit.ts), so the same
 * drizzle queries serve both (docs/decisions/067-one-schema-two-engines.md).
 */

/**
 * Each kind's builder: JSON as jsonb, whole rupees as bigint (a budget may pass the 2^31 of
 * integer), double precision where SQLite's real is 8 bytes (PostgreSQL's real is 4).
 */
function column({ kind, name, enumValues }: Column): EngineBuilder {
  const builders: Record<Kind, () => unknown> = {
    text: () => text(name, { enum: enumValues }),
    integer: () => integer(name),
    double: () => doublePrecision(name),
    money: () => bigint(name, { mode: 'number' }),
    boolean: () => boolean(name),
    json: () => jsonb(name),
    stringList: () => jsonb(name).$type<string[]>().notNull().default([]),
  };
  return builders[kind]() as EngineBuilder;
}

/**
 * Insertion order, PostgreSQL's stand-in for SQLite's rowid (PostgreSQL's ctid moves on update): lists
 * break ties of equal timestamps with it and page by it. BY DEFAULT, not ALWAYS, so `npm run db:copy`
 * may insert rows as plain inserts; a unique index on it per table.
 */
const insertionSeq = () => bigint('seq', { mode: 'number' }).notNull().generatedByDefaultAsIdentity();

const kit: EngineKit = {
  now: sql`(to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
  column,
  // An index in insertion order ends in seq as SQLite's ends in the rowid: a page ordered by
  // (created_at, seq) is read from the index alone, with no sort (decision 037, finding 3).
  insertionOrder: { key: 'seq', column: insertionSeq },
  table: pgTable,
  index,
  uniqueIndex,
  primaryKey,
};

/** A definition's column as PostgreSQL's builder, typed as drizzle types the builder written by hand. */
type Builder<C> =
  C extends Column<infer K, infer N, infer E, infer F>
    ? {
        text: PgTextBuilderInitial<N, E>;
        integer: PgIntegerBuilderInitial<N>;
        double: PgDoublePrecisionBuilderInitial<N>;
        money: PgBigInt53BuilderInitial<N>;
        boolean: PgBooleanBuilderInitial<N>;
        json: PgJsonbBuilderInitial<N>;
        stringList: PgJsonbBuilderInitial<N>;
      }[K] & { _: F }
    : never;

type Builders<C, O> = { [K in keyof C]: Builder<C[K]> } & (O extends true
  ? { seq: ReturnType<typeof insertionSeq> }
  : object);

export type PostgresTable<T> =
  T extends Table<infer N, infer C, infer O>
    ? PgTableWithColumns<{
        name: N;
        schema: undefined;
        columns: BuildColumns<N, Builders<C, O>, 'pg'>;
        dialect: 'pg';
      }>
    : never;

export type PostgresTables<D> = { [K in keyof D as D[K] extends Table ? K : never]: PostgresTable<D[K]> };

/** PostgreSQL's Drizzle tables of the definitions among `definitions`' values, under the same names. */
export const buildPostgresTables = <D extends object>(definitions: D) =>
  buildTables(definitions, kit) as PostgresTables<D>;
