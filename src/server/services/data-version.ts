import type Database from 'better-sqlite3';
import type { Db } from '../../db/client';

/** Results kept per connection; a few per period, list filter or search. */
const MAX_ENTRIES = 500;

type State = { version: () => string; entries: Map<string, { version: string; value: unknown }> };
const byClient = new WeakMap<Database.Database, State>();

function stateOf(client: Database.Database): State {
  let state = byClient.get(client);
  if (!state) {
    // total_changes(): rows this connection has inserted, updated or deleted since it opened, in
    // any table, foreign-key cascades included. data_version: moves when another connection (a
    // CLI, another process) commits. Together they change with every change to the data.
    const changes = client.prepare('select total_changes()').pluck();
    const dataVersion = client.prepare('pragma data_version').pluck();
    state = { version: () => `${changes.get()}.${dataVersion.get()}`, entries: new Map() };
    byClient.set(client, state);
  }
  return state;
}

/**
 * A value computed from the database alone (same data, same `key`: same value), kept until the data
 * changes in any way, so an aggregate is computed at most once per write however often it is read.
 * Inside a transaction (or on a transaction handle) nothing is kept or reused: uncommitted rows
 * must not outlive a rollback.
 */
export function memoByDataVersion<T>(db: Db, key: string, compute: () => T): T {
  const client = (db as { $client?: Database.Database }).$client;
  if (!client || client.inTransaction) return compute();
  const state = stateOf(client);
  const version = state.version();
  const hit = state.entries.get(key);
  if (hit && hit.version === version) return hit.value as T;
  const value = compute();
  state.entries.delete(key);
  if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value!);
  state.entries.set(key, { version, value });
  return value;
}
