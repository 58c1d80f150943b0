/**
 * Reads of the bench's own (which creators have applied where, a campaign's title) on a built data
 * set, whichever the engine, with `?` placeholders; `order` is the insertion order's column (SQLite's
 * rowid, PostgreSQL's seq: docs/decisions/035-insertion-order-and-search-on-postgres.md).
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { engineOf } from '@db/engine';

export type Reader = {
  order: string;
  /** The first column of each row. */
  column: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

export async function openReader(url: string): Promise<Reader> {
  if (engineOf(url) === 'sqlite') {
    const sqlite = new Database(url, { readonly: true });
    return {
      order: 'rowid',
      column: <T>(sql: string, params: unknown[] = []) =>
        Promise.resolve(
          sqlite
            .prepare(sql)
            .pluck()
            .all(...params) as T[],
        ),
      close: () => {
        sqlite.close();
        return Promise.resolve();
      },
    };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    order: 'seq',
    column: async <T>(sql: string, params: unknown[] = []) => {
      let n = 0;
      const r = await client.query({
        text: sql.replace(/\?/g, () => `$${++n}`),
        values: params,
        rowMode: 'array',
      });
      return r.rows.map((row: unknown[]) => row[0] as T);
    },
    close: () => client.end(),
  };
}
