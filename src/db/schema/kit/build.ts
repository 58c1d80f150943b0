import { SQL } from 'drizzle-orm';
import type { Column, EngineBuilder, StepContext } from './columns';
import { DEFINITION, Index, insertionOrder, isTable, type AnyColumn } from './tables';

type Built = Record<string, unknown>;

/** drizzle's index builder, as both engines' core modules give it. */
interface IndexStart {
  on(...columns: [never, ...never[]]): { where(condition: SQL): unknown };
}

/**
 * What an engine's kit gives to make its Drizzle tables from the definitions: what differs, and
 * the table and index functions of its drizzle core module.
 */
export interface EngineKit {
  /** The current time as an ISO 8601 UTC string with milliseconds, in the engine's SQL. */
  now: SQL;
  /** The engine's builder for a column's kind and name (and enum), before its steps. */
  column(column: Column): EngineBuilder;
  /**
   * The column an insertion-ordered table gets, under `key`, with a unique index; an index ending
   * in insertion order ends in it. None where every table has a row order of its own.
   */
  insertionOrder?: { key: string; column(): unknown };
  table(name: string, columns: never, extras: (self: Built) => never[]): unknown;
  index(name: string): IndexStart;
  uniqueIndex(name: string): IndexStart;
  primaryKey(config: { columns: [never, ...never[]] }): unknown;
}

/**
 * The Drizzle tables of the definitions among `definitions`' values, under the same keys. A
 * reference to another table's column resolves, when Drizzle reads it, to that table as built here.
 */
export function buildTables(definitions: object, kit: EngineKit): Built {
  const built = new Map<AnyColumn, unknown>();
  const context: StepContext = {
    now: kit.now,
    built: (column) => {
      if (!built.has(column)) throw new Error(`A reference to ${column.name}, of a table not built with it`);
      return built.get(column);
    },
  };
  const tables: Built = {};
  for (const [key, value] of Object.entries(definitions)) {
    if (!isTable(value)) continue;
    const definition = value[DEFINITION];
    const { name, columns, insertionOrdered } = definition;
    const keys = new Map(Object.entries(columns).map(([k, c]) => [c, k]));
    const own = (self: Built, column: AnyColumn) => {
      const k = keys.get(column);
      if (k === undefined) throw new Error(`An index or key of ${name} names a column of another table`);
      return self[k];
    };
    const order = insertionOrdered ? kit.insertionOrder : undefined;
    const inOrder = (self: Built) => {
      if (!insertionOrdered)
        throw new Error(`An index of ${name} ends in insertion order; the table is not so ordered`);
      return order ? [self[order.key]] : [];
    };
    const on = (start: IndexStart, columns: unknown[]) => start.on(...(columns as [never]));
    const builders = Object.fromEntries(
      Object.entries(columns).map(([k, c]) => [
        k,
        c.steps.reduce((b, step) => step(b, context), kit.column(c)),
      ]),
    );
    const table = kit.table(
      name,
      (order ? { ...builders, [order.key]: order.column() } : builders) as never,
      (self: Built) =>
        [
          ...(order ? [on(kit.uniqueIndex(`${name}_${order.key}_unique`), [self[order.key]])] : []),
          ...definition.extras(columns).map((extra) => {
            if (!(extra instanceof Index))
              return kit.primaryKey({ columns: extra.columns.map((c) => own(self, c)) as [never] });
            const columns = extra.columns.flatMap((c) =>
              c === insertionOrder ? inOrder(self) : c instanceof SQL ? [c] : [own(self, c)],
            );
            const index = on(extra.unique ? kit.uniqueIndex(extra.name) : kit.index(extra.name), columns);
            return extra.condition ? index.where(extra.condition) : index;
          }),
        ] as never[],
    ) as Built;
    for (const [k, c] of Object.entries(columns)) built.set(c, table[k]);
    tables[key] = table;
  }
  return tables;
}
