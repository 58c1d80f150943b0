import type { SQL } from 'drizzle-orm';
import type { Column, Kind } from './columns';

/*
 * A table of src/db/schema, written once for both engines: its columns (./columns.ts), its indexes
 * and keys, and whether lists read it in insertion order. Each engine makes its Drizzle table from it
 * (src/db/engines/<engine>/schema-kit.ts).
 */

/** Any column, whatever its kind, name and flags. */
export type AnyColumn = Column<Kind, string, [string, ...string[]], object>;
export type Columns = Record<string, AnyColumn>;

/**
 * The last column of an index that ends in insertion order: SQLite's rowid, which ends every SQLite
 * index anyway, so that engine leaves it out; PostgreSQL's `seq` column.
 */
export const insertionOrder = Symbol('insertion order');
/** A column, insertion order, or an expression written in SQL by column name (`lower(username)`). */
export type IndexColumn = AnyColumn | typeof insertionOrder | SQL;

export class Index {
  constructor(
    readonly name: string,
    readonly unique: boolean,
    readonly columns: IndexColumn[],
    readonly condition?: SQL,
  ) {}

  /** A partial index: only the rows where `condition` holds. */
  where(condition: SQL) {
    return new Index(this.name, this.unique, this.columns, condition);
  }
}

const indexOf = (unique: boolean) => (name: string) => ({
  on: (...columns: [IndexColumn, ...IndexColumn[]]) => new Index(name, unique, columns),
});
export const index = indexOf(false);
export const uniqueIndex = indexOf(true);

export class PrimaryKey {
  constructor(readonly columns: AnyColumn[]) {}
}
/** A primary key of several columns. */
export const primaryKey = ({ columns }: { columns: [AnyColumn, ...AnyColumn[]] }) => new PrimaryKey(columns);

export interface TableOptions<O extends boolean> {
  /**
   * Lists read this table in insertion order (ties of equal timestamps, pages): SQLite by its rowid,
   * PostgreSQL by a `seq` column its kit adds, which has no stable row order of its own.
   */
  insertionOrdered: O;
}

export const DEFINITION = Symbol('table definition');

export interface Definition<N extends string, C extends Columns, O extends boolean> {
  name: N;
  columns: C;
  // A method, so a table of any columns is a Table (its parameter is checked bivariantly).
  extras(columns: C): (Index | PrimaryKey)[];
  insertionOrdered: O;
}

/** A table's definition; its columns are its properties, so a reference reads `users.id`. */
export type Table<N extends string = string, C extends Columns = Columns, O extends boolean = boolean> = C & {
  readonly [DEFINITION]: Definition<N, C, O>;
};

export function table<N extends string, C extends Columns, O extends boolean = false>(
  name: N,
  columns: C,
  extras: (columns: C) => (Index | PrimaryKey)[] = () => [],
  options?: TableOptions<O>,
): Table<N, C, O> {
  const insertionOrdered = (options?.insertionOrdered ?? false) as O;
  return { ...columns, [DEFINITION]: { name, columns, extras, insertionOrdered } };
}

export const isTable = (value: unknown): value is Table =>
  typeof value === 'object' && value !== null && DEFINITION in value;
