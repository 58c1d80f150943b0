import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { sqliteTables } from '../sqlite/tables';

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

/**
 * The names of the schema's tables (src/db/schema), each after the tables its foreign keys point
 * to; read from SQLite's tables, made from the same definitions as PostgreSQL's.
 */
export function tableNamesInDependencyOrder(): (keyof typeof sqliteTables)[] {
  const names = (Object.keys(sqliteTables) as (keyof typeof sqliteTables)[]).filter((n) =>
    is(sqliteTables[n], SQLiteTable),
  );
  const nameOf = new Map(names.map((n) => [sqliteTables[n] as SQLiteTable, n]));
  return inDependencyOrder([...nameOf.keys()]).map((t) => nameOf.get(t)!);
}
