import { openDb, type Db, type OpenedDb } from './client';
import { ENGINE, engineOf } from './engine';
import { runMigrations } from './migrate';
import { openPostgres, runPostgresMigrations, type PostgresDb } from './postgres';
import { openAsyncDb } from './sqlite-async';

/**
 * The database a process runs on. `db` is what every service takes, on either engine; the engine's
 * own handle is there for engine code (SQLite's backups and tests arranging rows, PostgreSQL's
 * shared stores). `migrate` applies the engine's migrations; `close` lets the process end.
 */
export type OpenedDatabase = { db: Db; migrate: () => Promise<void>; close: () => Promise<void> } & (
  { engine: 'sqlite'; sqlite: OpenedDb } | { engine: 'postgres'; postgres: PostgresDb }
);

/**
 * Opens the database DATABASE_URL names: postgres://… is PostgreSQL, anything else a SQLite file
 * (or :memory:). The tables and SQL fragments the services import follow the engine of
 * process.env.DATABASE_URL, read when they load (src/db/engine.ts), so a URL of the other engine is
 * refused rather than queried with the wrong tables.
 */
export function openDatabase(
  url: string,
  opts: { onIdleError?: (error: Error) => void } = {},
): OpenedDatabase {
  const engine = engineOf(url);
  if (engine !== ENGINE)
    throw new Error(
      `This process loaded its tables for ${ENGINE}; to open ${engine}, set DATABASE_URL before it starts`,
    );
  if (engine === 'postgres') {
    const postgres = openPostgres(url, opts.onIdleError);
    return {
      engine,
      postgres,
      // The one cast between the engines (docs/decisions/031-one-service-layer-for-two-engines.md, point 1).
      db: postgres as unknown as Db,
      migrate: () => runPostgresMigrations(postgres),
      close: () => postgres.$client.end(),
    };
  }
  const sqlite = openDb(url);
  return {
    engine,
    sqlite,
    db: openAsyncDb(sqlite.$client),
    migrate: () => {
      runMigrations(sqlite);
      return Promise.resolve();
    },
    close: () => {
      sqlite.$client.close();
      return Promise.resolve();
    },
  };
}
