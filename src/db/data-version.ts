import type { Db, SyncDb } from './client';
import { keptValueVersion } from './engines';
import type { Reads } from './engines/types';

export type { Reads };

/** Every table: the choice of a value that does not say what it reads. */
const EVERYTHING: Reads = { '*': true };

type Entry = { version: string; value: unknown; until?: string };
type Entries = Map<string, Entry>;
/**
 * A cache of values computed from the database alone (same data, same key: same value), each kept
 * until a write to what it `reads` (by default, any write), at most `maxEntries` per connection
 * or PostgreSQL pool (the oldest go first); on PostgreSQL other processes' writes count too.
 * Inside a transaction (or on a transaction handle) nothing is kept or reused: uncommitted rows must not outlive a rollback. `keep` can refuse a value whose meaning
 * also depends on the clock. An awaited `compute` is kept as its promise, so callers arriving while
 * it runs share it; one that fails is dropped, and `keep` judges the value once it has come. The
 * version is read before computing: a write landing meanwhile makes the next call compute again.
 * `until` names a time (ISO) at which a value changes with no write (a review becoming visible): a
 * call with a `now` at or past it computes again.
 */
export function dataVersionCache<T>(
  maxEntries: number,
  options: {
    reads?: Reads;
    keep?: (value: Awaited<T>) => boolean;
    until?: (value: Awaited<T>) => string | undefined;
  } = {},
) {
  const byClient = new WeakMap<object, Entries>();
  const reads = options.reads ?? EVERYTHING;
  const keep = options.keep ?? (() => true);
  const entriesOf = (client: object) => {
    let entries = byClient.get(client);
    if (!entries) byClient.set(client, (entries = new Map() as Entries));
    return entries;
  };
  const until = options.until ?? (() => undefined);
  const serve = (client: object, key: string, version: string, compute: () => T, now?: string): T => {
    const entries = entriesOf(client);
    const hit = entries.get(key);
    if (hit && hit.version === version && !(hit.until && now && now >= hit.until)) return hit.value as T;
    const value = compute();
    entries.delete(key);
    const entry: Entry = { version, value: value };
    const drop = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    const judge = (v: Awaited<T>) => {
      entry.until = until(v);
      return keep(v);
    };
    if (value instanceof Promise) (value as Promise<Awaited<T>>).then((v) => judge(v) || drop(), drop);
    else if (!judge(value as Awaited<T>)) return value;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    return value;
  };
  return (db: Db | SyncDb, key: string, compute: () => T, now?: string): T => {
    // A transaction handle has no $client of its own.
    const client = (db as { $client?: unknown }).$client;
    const version = keptValueVersion(client, reads);
    if (version === undefined) return compute();
    if (typeof version === 'string') return serve(client as object, key, version, compute, now);
    return version.then((v) => (v === null ? compute() : serve(client as object, key, v, compute, now))) as T;
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
