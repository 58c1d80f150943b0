import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { count, getTableColumns, is, sql } from 'drizzle-orm';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { getTableConfig as pgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { inDependencyOrder } from './copy/order';
import { advanceSequences } from './copy/sequences';
import { openSqlite } from './sqlite/driver';
import { MIGRATIONS_DIR } from './sqlite/migrate';
import { openPostgres, runPostgresMigrations, type PostgresDb } from './postgres/connection';
import { postgresTables as pgSchema } from './postgres/tables';
import { sqliteTables as sqliteSchema } from './sqlite/tables';
import * as rollups from '@db/schema/rollups';

/** The copy did not start: the reason is for the operator, and nothing was written. */
export class CopyRefused extends Error {}

export type TableCount = { table: string; sqlite: number; postgres: number };

type Source = BetterSQLite3Database<typeof sqliteSchema>;
type Target = Pick<PostgresDb, 'select' | 'insert'>;

/** A SQLite table, its PostgreSQL twin, and each SQLite column's key with its twin's key. */
type Pair = { name: string; from: SQLiteTable; to: PgTable; keys: [string, string][] };

const ROWS_PER_INSERT = 500;
/** PostgreSQL's limit on the bind parameters of one statement. */
const MAX_BIND_PARAMETERS = 65_535;

const tablesOf = <T>(module: object, kind: new (...args: never[]) => T) =>
  Object.values(module).filter((v): v is T => is(v, kind as never));

/**
 * The app's tables, paired by name (decision 030: same tables, same columns), in foreign-key
 * order. The rollups are kept by triggers on both engines: PostgreSQL's rebuild them as the
 * source rows arrive, so copying them too would count every row twice.
 */
function pairTables() {
  const twins = new Map(tablesOf(pgSchema, PgTable).map((t) => [pgTableConfig(t).name, t]));
  const derived = new Set<SQLiteTable>(
    Object.keys(rollups).map((key) => sqliteSchema[key as keyof typeof rollups]),
  );
  const pairs = inDependencyOrder(tablesOf(sqliteSchema, SQLiteTable)).map((from): Pair => {
    const name = getTableConfig(from).name;
    const to = twins.get(name);
    if (!to) throw new Error(`The PostgreSQL schema has no table ${name}`);
    const toKeys = new Map(Object.entries(getTableColumns(to)).map(([key, c]) => [c.name, key]));
    const keys = Object.entries(getTableColumns(from)).map(([key, c]): [string, string] => {
      const toKey = toKeys.get(c.name);
      if (!toKey) throw new Error(`The PostgreSQL table ${name} has no column ${c.name}`);
      return [key, toKey];
    });
    return { name, from, to, keys };
  });
  return { all: pairs, copied: pairs.filter((p) => !derived.has(p.from)) };
}

/** Refuses a file whose migrations are not all this version's: its tables would not match. */
function checkMigrated(client: Database.Database, file: string) {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const expected = journal.entries.length;
  const tracked = client
    .prepare(`select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'`)
    .get();
  const applied = tracked
    ? (client.prepare('select count(*) from __drizzle_migrations').pluck().get() as number)
    : 0;
  if (applied < expected)
    throw new CopyRefused(
      `${file} has ${expected - applied} of its ${expected} migrations not applied: run ` +
        `\`DATABASE_URL=${file} npm run db:migrate\` first, then copy again.`,
    );
  if (applied > expected)
    throw new CopyRefused(
      `${file} has ${applied} migrations applied, more than the ${expected} this version knows: ` +
        `copy it with the version of the app that last ran on it.`,
    );
}

function openSource(file: string) {
  try {
    return openSqlite(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new CopyRefused(`Cannot open the SQLite database ${file}: ${(e as Error).message}`);
  }
}

async function rowCount(db: Source | Target, table: SQLiteTable | PgTable) {
  const [row] = await (db as Target).select({ n: count() }).from(table as PgTable);
  return row!.n;
}

/**
 * Reads a table in rowid order, a page at a time (a keyset, so each page costs the same), and
 * inserts each page through drizzle's PostgreSQL table: each column's own mapping turns SQLite's
 * 0/1, JSON text and integers into boolean, jsonb and bigint. Text (timestamps, ciphertexts) is
 * copied as it is.
 */
async function copyTable(source: Source, tx: Target, pair: Pair) {
  const perInsert = Math.min(ROWS_PER_INSERT, Math.floor(MAX_BIND_PARAMETERS / pair.keys.length));
  const rowid = sql<number>`rowid`;
  let after: number | null = null;
  let copied = 0;
  for (;;) {
    const page: Record<string, unknown>[] = source
      .select({ ...getTableColumns(pair.from), _rowid: rowid })
      .from(pair.from)
      .where(after === null ? undefined : sql`rowid > ${after}`)
      .orderBy(rowid)
      .limit(perInsert)
      .all();
    if (page.length === 0) return copied;
    await tx
      .insert(pair.to)
      .values(page.map((row) => Object.fromEntries(pair.keys.map(([from, to]) => [to, row[from]]))));
    copied += page.length;
    after = page.at(-1)!._rowid as number;
  }
}

/**
 * Copies every row of the app's tables from the SQLite file `from` into the PostgreSQL database at
 * `to`, after applying its migrations: one PostgreSQL transaction, all or nothing. Refuses
 * (CopyRefused, nothing written) a file with migrations pending or a target holding rows. Returns
 * each table's rows on both sides, counted after the commit.
 */
export async function copySqliteToPostgres(
  from: string,
  to: string,
  { onTable }: { onTable?: (table: string, rows: number) => void } = {},
): Promise<TableCount[]> {
  const client = openSource(from);
  try {
    checkMigrated(client, from);
    const tables = pairTables();
    const source = drizzle(client, { schema: sqliteSchema });
    const target = openPostgres(to);
    try {
      await runPostgresMigrations(target);
      // One read transaction: every table is read from the same moment, even while the app writes.
      client.exec('BEGIN');
      try {
        await target.transaction(async (tx) => {
          const holding: string[] = [];
          for (const p of tables.all) if ((await rowCount(tx, p.to)) > 0) holding.push(p.name);
          if (holding.length > 0)
            throw new CopyRefused(
              `The PostgreSQL database already holds rows in ${holding.join(', ')}: copy into an empty database.`,
            );
          for (const p of tables.copied) {
            const rows = await copyTable(source, tx, p);
            onTable?.(p.name, rows);
          }
          await advanceSequences(tx);
        });
        const counts: TableCount[] = [];
        for (const p of tables.all)
          counts.push({
            table: p.name,
            sqlite: await rowCount(source, p.from),
            postgres: await rowCount(target, p.to),
          });
        return counts;
      } finally {
        client.exec('COMMIT');
      }
    } finally {
      await target.$client.end();
    }
  } finally {
    client.close();
  }
}
