import { ENGINE } from '@db/engine';
import { postgresEngine } from './postgres';
import { sqliteEngine } from './sqlite';
import type { DatabaseEngine, Reads } from './types';

/**
 * The engine module of this process (DATABASE_URL's scheme, read once, src/db/engine.ts): the one
 * place that asks. Its tables (@db/schema) and SQL fragments (@db/dialect) are chosen at import,
 * so a process runs one engine.
 */
export const runningEngine: DatabaseEngine = ENGINE === 'postgres' ? postgresEngine : sqliteEngine;

/**
 * The version of what `reads` covers as `client` (a handle's $client) sees it, from the engine
 * whose client it is (src/db/data-version.ts): by the client, not by the running engine, since a
 * process may read another engine's database (the tests of PostgreSQL's machinery run in the SQLite
 * project). Undefined when no engine can keep values on it.
 */
export function keptValueVersion(client: unknown, reads: Reads) {
  return sqliteEngine.keptValueVersion(client, reads) ?? postgresEngine.keptValueVersion(client, reads);
}
