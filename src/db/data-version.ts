import Database from 'better-sqlite3';
import type pg from 'pg';
import type { Db, SyncDb } from './client';
import { commitsThrough } from './postgres';
import { writeCounts, type WriteCounts } from './write-tracking';

/**
 * The tables a kept value is computed from, each read whole (`true`), for some columns only
 * (`only`), or for all columns but some (`except`); `false` for a table it never reads, with `'*'`
 * standing for every table not named. Names are SQL table names. A write to a table (or column)
 * outside the list leaves the value kept: the session check's last-active write, a notification
 * marked read, an application sent do not empty the campaign counts. On PostgreSQL changes are
 * known by table only, so `only` and `except` stand for the whole table there.
 */
export type Reads = Record<string, boolean | { only: readonly string[] } | { except: readonly string[] }>;

/** Every table: the choice of a value that does not say what it reads. */
const EVERYTHING: Reads = { '*': true };

type Entries = Map<string, { version: string; value: unknown }>;
type Versions = { external: () => number; byReads: WeakMap<Reads, { seq: number; written: number }> };
const versions = new WeakMap<Database.Database, Versions>();

function externalVersion(client: Database.Database) {
  let v = versions.get(client);
  if (!v) {
    // data_version moves when another connection (a CLI, another process) commits; reading it
    // takes the database's shared lock, so it is read once per turn of the event loop:
    // a commit made elsewhere is seen by every request that starts after the turn in which it landed.
    // What another connection wrote is not known by table, so it makes every kept value stale.
    const dataVersion = client.prepare('pragma data_version').pluck();
    let external: number | undefined;
    const forget = () => {
      external = undefined;
    };
    v = {
      external: () => {
        if (external === undefined) {
          external = dataVersion.get() as number;
          setImmediate(forget);
        }
        return external;
      },
      byReads: new WeakMap(),
    };
    versions.set(client, v);
  }
  return v;
}

/** Updates of `table` whose columns all lie in (`inside`) or all outside (`!inside`) `columns`. */
function updatesWithin(counts: WriteCounts, table: string, columns: readonly string[], inside: boolean) {
  let n = 0;
  for (const set of counts.sets.get(table)?.values() ?? []) {
    if (set.columns.every((c) => columns.includes(c) === inside)) n += set.n;
  }
  return n;
}

/** How many writes so far could have changed what `reads` covers: it moves exactly when such a write is made. */
function writesTo(counts: WriteCounts, reads: Reads) {
  let n = 0;
  const named = new Set(Object.keys(reads));
  if (reads['*']) for (const [table, all] of counts.all) if (!named.has(table)) n += all;
  for (const [table, read] of Object.entries(reads)) {
    if (table === '*' || read === false) continue;
    const all = counts.all.get(table) ?? 0;
    if (read === true) n += all;
    else if ('only' in read) n += all - updatesWithin(counts, table, read.only, false);
    else n += all - updatesWithin(counts, table, read.except, true);
  }
  return n;
}

function versionOf(client: Database.Database, reads: Reads) {
  const v = externalVersion(client);
  const counts = writeCounts(client);
  // A connection not opened by openDb: no writes by table, so every write counts (total_changes()).
  if (!counts) return `${client.prepare('select total_changes()').pluck().get() as number}.${v.external()}`;
  let known = v.byReads.get(reads);
  if (!known || known.seq !== counts.seq)
    v.byReads.set(reads, (known = { seq: counts.seq, written: writesTo(counts, reads) }));
  return `${counts.unknown}.${known.written}.${v.external()}`;
}

/** What the pool's tables' versions were read as this turn, and after how many of its own writes. */
type TableVersions = { commits: number; tables: Promise<Map<string, number | null>> };
const pgTurns = new WeakMap<pg.Pool, TableVersions>();

/**
 * Every table's version on PostgreSQL (drizzle/postgres/0007_table_change_counters.sql): moved by
 * each statement that writes the table, from any process; null while a transaction that wrote it
 * is open, as its rows are not visible yet. Read in one query once per turn of the event loop, as
 * SQLite's data_version, so a commit made elsewhere is seen by every request that starts after the
 * turn in which it landed; read again within the turn once this process's own write has ended
 * (`commits`), so a request that writes and then reads sees its write.
 */
function tableVersions(pool: pg.Pool, commits: number) {
  let turn = pgTurns.get(pool);
  if (!turn || turn.commits !== commits) {
    const read = pool
      .query<{ table_name: string; version: number | null }>(
        'select table_name, version from table_versions() order by table_name',
      )
      .then(({ rows }) => new Map(rows.map((r) => [r.table_name, r.version])));
    const current = (turn = { commits, tables: read });
    pgTurns.set(pool, current);
    const forget = () => {
      if (pgTurns.get(pool) === current) pgTurns.delete(pool);
    };
    setImmediate(forget);
    read.catch(forget);
  }
  return turn.tables;
}

/** The versions of the tables `reads` covers, joined; null when one of them cannot be known now. */
function pgVersionOf(tables: Map<string, number | null>, reads: Reads) {
  const parts: number[] = [];
  for (const [table, version] of tables) {
    if ((reads[table] ?? reads['*'] ?? false) === false) continue;
    if (version === null) return null;
    parts.push(version);
  }
  // A table named but not in the schema (yet): what reads it cannot be checked.
  for (const [table, read] of Object.entries(reads))
    if (table !== '*' && read !== false && !tables.has(table)) return null;
  return parts.join('.');
}

/**
 * A cache of values computed from the database alone (same data, same key: same value), each kept
 * until a write to what it `reads` (by default, any write), at most `maxEntries` per connection
 * or PostgreSQL pool (the oldest go first); on PostgreSQL other processes' writes count too.
 * Inside a transaction (or on a transaction handle) nothing is kept or reused: uncommitted rows must not outlive a rollback. `keep` can refuse a value whose meaning
 * also depends on the clock. An awaited `compute` is kept as its promise, so callers arriving while
 * it runs share it; one that fails is dropped, and `keep` judges the value once it has come. The
 * version is read before computing: a write landing meanwhile makes the next call compute again.
 */
export function dataVersionCache<T>(
  maxEntries: number,
  options: { reads?: Reads; keep?: (value: Awaited<T>) => boolean } = {},
) {
  const byClient = new WeakMap<object, Entries>();
  const reads = options.reads ?? EVERYTHING;
  const keep = options.keep ?? (() => true);
  const entriesOf = (client: object) => {
    let entries = byClient.get(client);
    if (!entries) byClient.set(client, (entries = new Map() as Entries));
    return entries;
  };
  const serve = (client: object, key: string, version: string, compute: () => T): T => {
    const entries = entriesOf(client);
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value as T;
    const value = compute();
    entries.delete(key);
    const entry = { version, value: value as unknown };
    const drop = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    if (value instanceof Promise) (value as Promise<Awaited<T>>).then((v) => keep(v) || drop(), drop);
    else if (!keep(value as Awaited<T>)) return value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return value;
  };
  return (db: Db | SyncDb, key: string, compute: () => T): T => {
    // A transaction handle has no $client of its own.
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof Database)
      return client.inTransaction ? compute() : serve(client, key, versionOf(client, reads), compute);
    // PostgreSQL: only a pool whose own writes are counted (docs/decisions/048-kept-values-on-postgres.md).
    const commits = commitsThrough(client);
    if (commits === undefined) return compute();
    const pool = client as pg.Pool;
    return tableVersions(pool, commits).then((tables) => {
      const version = pgVersionOf(tables, reads);
      return version === null ? compute() : serve(pool, key, version, compute);
    }) as T;
  };
}

const aggregates = new Map<Reads, ReturnType<typeof dataVersionCache<unknown>>>();

/**
 * An aggregate kept until a write to what it `reads` (by default, any write), so it is computed at
 * most once per such write however often it is read; a few entries per period, list filter or
 * search. `reads` should be a constant: values are kept per `reads` object.
 */
export function memoByDataVersion<T>(
  db: Db | SyncDb,
  key: string,
  compute: () => T,
  reads: Reads = EVERYTHING,
): T {
  let cache = aggregates.get(reads);
  if (!cache) aggregates.set(reads, (cache = dataVersionCache<unknown>(500, { reads })));
  return cache(db, key, compute) as T;
}
