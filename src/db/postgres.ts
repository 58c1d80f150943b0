import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema/postgres';
import { PROJECT_ROOT } from './project-root';

export const POSTGRES_MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle', 'postgres');

export type PostgresDb = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** Connections per process: several processes may share one server (max_connections is 100 by default). */
const POOL_SIZE = 10;
/** A statement that runs longer is cancelled: a stuck query fails its request instead of holding a connection. */
const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * count(*) and sum() give bigint or numeric, which node-postgres hands over as strings; SQLite gives
 * numbers. Counts and whole-rupee sums stay far below 2^53, so both are read as numbers (drizzle's
 * own parsers fall back to these process-wide ones).
 */
function readNumbersAsNumbers() {
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
}

/** Opens a PostgreSQL database (postgres://…) with the settings every process of this app uses. */
export function openPostgres(url: string): PostgresDb {
  readNumbersAsNumbers();
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'collab-marketplace',
  });
  return drizzle(pool, { schema });
}

/** Any fixed number, the same in every process: the advisory lock that migrations run under. */
const MIGRATION_LOCK = 1_600_016;

/**
 * Applies the migrations in drizzle/postgres that this database has not seen; safe to run on every
 * start, also by several processes at once (they take turns on an advisory lock).
 */
export async function runPostgresMigrations(db: PostgresDb) {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: POSTGRES_MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
