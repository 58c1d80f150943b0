import type Database from 'better-sqlite3';
import type { Db } from '../../db/client';

type Entries = Map<string, { version: string; value: unknown }>;
const versions = new WeakMap<Database.Database, () => string>();

function versionOf(client: Database.Database) {
  let version = versions.get(client);
  if (!version) {
    // total_changes(): rows this connection has inserted, updated or deleted since it opened, in
    // any table, foreign-key cascades included; it costs nothing to read. data_version moves when
    // another connection (a CLI, another process) commits; reading it takes the database's shared
    // lock (about 5 µs), so it is read once per turn of the event loop: a commit made elsewhere is
    // seen by every request that starts after the turn in which it landed.
    const changes = client.prepare('select total_changes()').pluck();
    const dataVersion = client.prepare('pragma data_version').pluck();
    let external: unknown;
    const forget = () => {
      external = undefined;
    };
    version = () => {
      if (external === undefined) {
        external = dataVersion.get();
        setImmediate(forget);
      }
      return `${changes.get()}.${external}`;
    };
    versions.set(client, version);
  }
  return version();
}

/**
 * A cache of values computed from the database alone (same data, same key: same value), each kept
 * until the data changes in any way, at most `maxEntries` per connection (the oldest go first).
 * Inside a transaction (or on a transaction handle) nothing is kept or reused: uncommitted rows
 * must not outlive a rollback. `keep` can refuse a value whose meaning also depends on the clock.
 */
export function dataVersionCache<T>(maxEntries: number, keep: (value: T) => boolean = () => true) {
  const byClient = new WeakMap<Database.Database, Entries>();
  return (db: Db, key: string, compute: () => T): T => {
    const client = (db as { $client?: Database.Database }).$client;
    if (!client || client.inTransaction) return compute();
    let entries = byClient.get(client);
    if (!entries) byClient.set(client, (entries = new Map()));
    const version = versionOf(client);
    const hit = entries.get(key);
    if (hit && hit.version === version) return hit.value as T;
    const value = compute();
    entries.delete(key);
    if (!keep(value)) return value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, { version, value });
    return value;
  };
}

const aggregates = dataVersionCache<unknown>(500);

/**
 * An aggregate kept until the data changes, so it is computed at most once per write however often
 * it is read; a few entries per period, list filter or search.
 */
export const memoByDataVersion = <T>(db: Db, key: string, compute: () => T): T => aggregates(db, key, compute) as T;
