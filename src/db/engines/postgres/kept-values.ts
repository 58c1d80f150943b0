import type pg from 'pg';
import type { Reads } from '../types';
import { commitsThrough } from './connection';

/*
 * PostgreSQL's side of values kept until the data changes (src/db/data-version.ts): a change
 * counter per table, moved by triggers from any process
 * (docs/decisions/048-kept-values-on-postgres.md).
 */

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
 * The version of what `reads` covers, as this pool sees it; undefined for a client whose own
 * writes are not counted (a transaction handle, a pool openPostgres did not open), null when a
 * table read is being written by an open transaction.
 */
export function postgresVersion(client: unknown, reads: Reads): Promise<string | null> | undefined {
  const commits = commitsThrough(client);
  if (commits === undefined) return undefined;
  return tableVersions(client as pg.Pool, commits).then((tables) => pgVersionOf(tables, reads));
}
