import { sql } from 'drizzle-orm';
import type { Bind } from '@db/dialect/bind';
import type { Db } from '@db/client';

/** Shapes kept per database handle; list filters combine into a few dozen at most. */
const MAX_SHAPES = 200;
const byConnection = new WeakMap<object, Map<string, unknown>>();

/**
 * A drizzle prepared query (values as sql.placeholder), built the first time a shape is asked for
 * on this connection and reused after. Building a query is most of what drizzle costs per call,
 * more than SQLite takes to answer an indexed read (docs/decisions/019-speed-tricks.md), so the hot
 * reads and writes build theirs once. Kept per connection, not per handle: a transaction's handle
 * is new every time, and its statements run on the same connection as the database's.
 * `shape` must name everything that changes the SQL text; a value drizzle fills in when building
 * (an $onUpdate timestamp, a $defaultFn id) is built in once, so pass those as placeholders.
 */
export function prepared<T>(db: Db, shape: string, build: () => T): T {
  const connection = (db as { session?: { client?: object } }).session?.client ?? db;
  let shapes = byConnection.get(connection);
  if (!shapes) byConnection.set(connection, (shapes = new Map<string, unknown>()));
  let query = shapes.get(shape) as T | undefined;
  if (query === undefined) {
    query = build();
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, query);
  }
  return query;
}

/** How a filter value enters the SQL: as itself, or as a named placeholder (placeholderBinder). */
export { inlineValue, type Bind } from '@db/dialect/bind';

/** A binder that records each value under its name; the names say which SQL the filters made. */
export function placeholderBinder() {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values, shape: () => Object.keys(values).join(',') };
}
