import type Database from 'better-sqlite3';
import type { Reads } from '../types';
import { isSqliteConnection } from './driver';
import { writeCounts, type WriteCounts } from './write-tracking';

/*
 * SQLite's side of values kept until the data changes (src/db/data-version.ts): the writes of this
 * connection by table and column (./write-tracking.ts), and data_version for the writes of others.
 */

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

/**
 * The version of what `reads` covers on `client`, a connection outside a transaction; undefined
 * when values cannot be kept (a transaction handle, or inside a transaction: uncommitted rows must
 * not outlive a rollback).
 */
export function sqliteVersion(client: unknown, reads: Reads): string | undefined {
  if (!isSqliteConnection(client) || client.inTransaction) return undefined;
  return versionOf(client, reads);
}
