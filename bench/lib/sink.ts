/** One row's values, in the order of the columns the table was opened with. */
export type Insert = (...values: unknown[]) => void | Promise<void>;

/**
 * Where the generator's rows go: each engine's writer opens a table with its columns and takes rows
 * one at a time (SQLite runs a prepared insert at once; PostgreSQL sends them in batches).
 */
export type Sink = { table: (name: string, columns: string[]) => Insert };
