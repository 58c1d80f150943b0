import { ENGINE, engineOf } from './engine';
import { runningEngine } from './engines';
import type { OpenedDatabase } from './engines/types';

export type { OpenedDatabase } from './engines/types';

/**
 * Opens the database DATABASE_URL names with its engine module (src/db/engines/<engine>/index.ts):
 * postgres://… is PostgreSQL, anything else a SQLite file (or :memory:). The tables and SQL
 * fragments the services import follow the engine of process.env.DATABASE_URL, read when they load
 * (src/db/engine.ts), so a URL of the other engine is refused rather than queried with the wrong
 * tables.
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
  return runningEngine.open(url, opts);
}
