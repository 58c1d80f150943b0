import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core';

/**
 * The tables with every table after the ones its foreign keys point to, so each insert finds the
 * rows it refers to (PostgreSQL's keys are checked per statement, not at commit). Ties keep the
 * given order. A cycle, a table referring to itself included, cannot be ordered this way: it throws
 * before anything is written rather than failing midway.
 */
export function inDependencyOrder<T extends SQLiteTable>(tables: T[]): T[] {
  const refersTo = new Map(
    tables.map((t) => [
      t,
      new Set(getTableConfig(t).foreignKeys.map((fk) => fk.reference().foreignTable as T)),
    ]),
  );
  const ordered: T[] = [];
  const placed = new Set<T>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...refersTo.get(t)!].every((r) => placed.has(r)));
    if (ready.length === 0) {
      const left = tables.filter((t) => !placed.has(t)).map((t) => getTableConfig(t).name);
      throw new Error(`The foreign keys of ${left.join(', ')} form a cycle: no insert order exists`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}
