import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { postgresTables as schema } from './tables';
import { runtime } from '@runtime/runtime';
import { DatabaseBusy } from '@db/errors';

export const POSTGRES_MIGRATIONS_DIR = runtime.dir('migrations-postgres');

export type PostgresDb = NodePgDatabase<typeof schema> & {
  $client: pg.Pool;
  /** See readSnapshot (src/db/read-snapshot.ts): one snapshot, read only, no predicate locks. */
  readSnapshot<T>(fn: (tx: PgTransaction) => Promise<T>): Promise<T>;
};
type PgTransaction = Parameters<Parameters<NodePgDatabase<typeof schema>['transaction']>[0]>[0];

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

/**
 * Opens a PostgreSQL database (postgres://…) with the settings every process of this app uses.
 * `onIdleError` hears of a pooled connection lost while idle (the server restarted, an operator
 * ended it): the pool drops it and opens another when needed, so it is reported, never thrown
 * (unheard, node-postgres's error event would end the process).
 */
export function openPostgres(
  url: string,
  onIdleError: (error: Error) => void = (e) =>
    console.error(`PostgreSQL: an idle connection was lost: ${e.message}`),
): PostgresDb {
  readNumbersAsNumbers();
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'collab-marketplace',
  });
  pool.on('error', onIdleError);
  commits.set(pool, 0);
  refuseOutsideStatements(pool);
  return serializableTransactions(drizzle(pool, { schema }));
}

/** Per pool opened by openPostgres: how many statements or transactions that may have written have ended. */
const commits = new WeakMap<pg.Pool, number>();
const countCommit = (pool: pg.Pool) => commits.set(pool, commits.get(pool)! + 1);

/**
 * How many writes made through `pool` have ended, each counted once PostgreSQL has answered it
 * (committed or not); undefined for a pool openPostgres did not open, whose writes are not
 * counted. A value kept until the data changes reads the tables' versions again when it moves, so
 * a request that writes and then reads in the same turn of the event loop sees its write
 * (src/db/data-version.ts).
 */
export const commitsThrough = (pool: unknown): number | undefined => commits.get(pool as pg.Pool);

/** A statement sent outside a transaction that may write: anything but a plain SELECT. */
const mayWrite = (statement: unknown) => {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text !== 'string' || !/^\s*select\b/i.test(text);
};

/** The transaction the caller runs in, while it is open. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/**
 * On SQLite a statement sent through the database handle from inside a transaction joins it; here it
 * would go to another pooled connection, outside the transaction: unable to see its rows, perhaps
 * waiting for its locks. Such a statement is a bug in the caller (it should use `tx`), so it fails
 * loudly instead of running.
 */
function refuseOutsideStatements(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    if (openTransaction.getStore()?.open)
      throw new Error('A statement was sent through the database handle inside a transaction: use its tx');
    const result = query(...args);
    if (result instanceof Promise && mayWrite(args[0])) {
      const counted = () => countCommit(pool);
      result.then(counted, counted);
    }
    return result;
  }) as typeof pool.query;
}

/**
 * Tries of one transaction that keeps failing on serialization, each retry after a random pause of
 * up to RETRY_BASE_MS doubled per try, capped at RETRY_CAP_MS ("full jitter": transactions that
 * collided spread out instead of colliding again). Twenty money changes at once on one small table
 * need several rounds, more on a starved CPU (a loaded 2-core machine ran out of 14 tries); all the
 * pauses add up to about 3 s on average, 7 s at most, before the request gets a 503.
 */
const SERIALIZATION_TRIES = 20;
const RETRY_BASE_MS = 4;
const RETRY_CAP_MS = 400;
const retryPause = (attempt: number) => Math.random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** attempt);

/**
 * Whether `error`, or an error it wraps (drizzle wraps the driver's), is PostgreSQL telling a
 * transaction to start again: a serialization failure (40001) or a deadlock (40P01).
 */
function mustRetry(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40001' || code === '40P01') return true;
  }
  return false;
}

/**
 * Transactions run one at a time on SQLite, and the services' checks were written for that: read a
 * count, then write count + 1. PostgreSQL's default (READ COMMITTED) lets two transactions read the
 * same count. At SERIALIZABLE it fails one of them instead, and running that one again from the
 * start gives the serial outcome, so every outermost transaction runs at SERIALIZABLE and is retried
 * (docs/decisions/031-one-service-layer-for-two-engines.md, point 5); when its tries run out it is
 * DatabaseBusy (a 503 with Retry-After, never a 500). A nested call on `tx` is a
 * savepoint of its transaction, retried with it. A callback therefore only does database work: it
 * may run more than once.
 */
function serializableTransactions(plain: NodePgDatabase<typeof schema> & { $client: pg.Pool }): PostgresDb {
  const db = plain as PostgresDb;
  const begin = db.transaction.bind(db);
  // A transaction that only reads needs no serial order, only one snapshot: REPEATABLE READ READ
  // ONLY takes none of SERIALIZABLE's predicate locks, which a large report runs out of
  // (docs/decisions/037-the-bench-on-postgres.md).
  db.readSnapshot = (fn) => {
    const frame = { open: true };
    return openTransaction
      .run(frame, () => begin(fn, { isolationLevel: 'repeatable read', accessMode: 'read only' }))
      .finally(() => (frame.open = false));
  };
  db.transaction = async (fn, config) => {
    for (let attempt = 1; ; attempt++) {
      const frame = { open: true };
      try {
        const result = await openTransaction.run(frame, () =>
          begin(fn, { ...config, isolationLevel: 'serializable' }),
        );
        countCommit(db.$client);
        return result;
      } catch (e) {
        if (!mustRetry(e)) throw e;
        if (attempt >= SERIALIZATION_TRIES) throw new DatabaseBusy(e);
        await new Promise((resolve) => setTimeout(resolve, retryPause(attempt)));
      } finally {
        frame.open = false;
      }
    }
  };
  return db;
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
