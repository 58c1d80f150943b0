import type { Db } from '../../db/client';

/** Shapes kept per database handle; list filters combine into a few dozen at most. */
const MAX_SHAPES = 200;
const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A drizzle prepared query (values as sql.placeholder), built the first time a shape is asked for
 * on this database handle and reused after. Building a query is most of what drizzle costs per
 * call (tens to hundreds of microseconds, more than SQLite takes to answer an indexed read), so
 * the hot reads build theirs once. `shape` must name everything that changes the SQL text.
 */
export function prepared<T>(db: Db, shape: string, build: () => T): T {
  let shapes = byDb.get(db);
  if (!shapes) byDb.set(db, (shapes = new Map()));
  let query = shapes.get(shape) as T | undefined;
  if (query === undefined) {
    query = build();
    if (shapes.size >= MAX_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, query);
  }
  return query;
}
