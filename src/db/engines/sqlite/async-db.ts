import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect, type BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import {
  drizzle,
  type AsyncRemoteCallback,
  type SqliteRemoteDatabase,
  type SqliteRemoteResult,
} from 'drizzle-orm/sqlite-proxy';
import { sqliteTables as schema } from './tables';

/**
 * An awaited drizzle handle over a better-sqlite3 connection, queried like PostgreSQL's, and one
 * SQLite transaction per `transaction()` that no other caller's statement joins
 * (docs/decisions/031-one-service-layer-for-two-engines.md).
 *
 * A SQLite connection has one transaction at a time, and every statement run on it while that
 * transaction is open belongs to it. A synchronous transaction cannot be interrupted; an awaited one
 * can, by any other request. So each connection has a gate: a transaction holds it from BEGIN to
 * COMMIT or ROLLBACK, statements issued in its async context (AsyncLocalStorage) run at once, and any
 * other statement, or transaction, waits its turn, first come first served. With the gate free a
 * statement runs at once, synchronously, as on the synchronous handle.
 */

/** A database handle or a transaction on it, awaited. */
export type AsyncDb = BaseSQLiteDatabase<'async', SqliteRemoteResult, typeof schema>;
export type OpenedAsyncDb = SqliteRemoteDatabase<typeof schema> & { $client: Database.Database };
type Transaction = Parameters<Parameters<OpenedAsyncDb['transaction']>[0]>[0];

/** What runs in a transaction's async context: the holder it belongs to and its innermost handle. */
type Frame = { holder: object; tx?: Transaction };

class Gate {
  /** The transaction (or the one waiting statement) the connection belongs to; null when free. */
  holder: object | null = null;
  readonly inside = new AsyncLocalStorage<Frame>();
  private waiting: ((() => void) | undefined)[] = [];
  private next = 0;

  /** The frame of the transaction holding the gate, when the caller runs inside it. */
  frame(): Frame | undefined {
    const frame = this.inside.getStore();
    return frame && frame.holder === this.holder ? frame : undefined;
  }

  /** Gives the gate to `holder`: at once when free (no promise), otherwise in arrival order. */
  take(holder: object): Promise<void> | undefined {
    if (this.holder === null) {
      this.holder = holder;
      return undefined;
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.holder = holder;
        resolve();
      }),
    );
  }

  /** Hands the gate straight to the first in line, so nothing arriving meanwhile overtakes it. */
  release() {
    const handOver = this.waiting[this.next];
    if (!handOver) {
      this.holder = null;
      this.waiting = [];
      this.next = 0;
      return;
    }
    this.waiting[this.next++] = undefined;
    // Under steady contention the line never empties: drop the served part now and then.
    if (this.next >= 1024 && this.next * 2 >= this.waiting.length) {
      this.waiting = this.waiting.slice(this.next);
      this.next = 0;
    }
    handOver();
  }
}

const gates = new WeakMap<Database.Database, Gate>();

function gateOf(client: Database.Database) {
  let gate = gates.get(client);
  if (!gate) gates.set(client, (gate = new Gate()));
  return gate;
}

/** Runs `work` now when the caller may (see Gate), otherwise when its turn comes. */
function whenFree<T>(gate: Gate, work: () => T): T | Promise<T> {
  if (gate.holder === null || gate.frame()) return work();
  return gate.take({})!.then(() => {
    try {
      return work();
    } finally {
      gate.release();
    }
  });
}

/** The connection behind a handle and its transactions (they share the handle's drizzle session). */
const connections = new WeakMap<object, { client: Database.Database; gate: Gate }>();
const sessionOf = (db: AsyncDb) => (db as unknown as { session: object }).session;
const dialect = new SQLiteAsyncDialect();

/**
 * Runs one statement through the connection's statement cache (client.ts), so write tracking sees
 * it. sqlite-proxy maps rows by position: `all` and `values` want arrays of arrays, `get` one array.
 * The statement is switched back to object rows after, as the synchronous handle's users expect.
 */
function execute(client: Database.Database, source: string, params: unknown[], method: string) {
  // SQLite has already rolled back on some errors (SQLITE_FULL, SQLITE_BUSY...): drizzle's ROLLBACK
  // would then fail and hide the error that caused it.
  if (!client.inTransaction && source.startsWith('rollback')) return { rows: [] };
  const stmt = client.prepare(source);
  if (!stmt.reader || method === 'run') {
    stmt.run(...params);
    return { rows: [] };
  }
  stmt.raw(true);
  try {
    return { rows: (method === 'get' ? stmt.get(...params) : stmt.all(...params)) as unknown[] };
  } finally {
    stmt.raw(false);
  }
}

/**
 * The awaited handle over a connection opened by `openDb` (the same connection and data as its
 * synchronous handle). Every handle over one connection shares its gate. `transaction` always
 * begins IMMEDIATE: it takes SQLite's write lock at BEGIN, so another process's writer makes it wait
 * (busy_timeout) there instead of failing it midway; called inside a transaction it is a SAVEPOINT.
 */
export function openAsyncDb(client: Database.Database): OpenedAsyncDb {
  const gate = gateOf(client);
  const run: AsyncRemoteCallback = async (source, params, method) =>
    whenFree(gate, () => execute(client, source, params, method));
  const db = drizzle(run, { schema }) as OpenedAsyncDb;
  db.$client = client;
  connections.set(sessionOf(db), { client, gate });
  const begin = db.transaction.bind(db);
  db.transaction = async (fn) => {
    const outer = gate.frame();
    if (outer)
      return outer.tx!.transaction((tx) => gate.inside.run({ holder: outer.holder, tx }, () => fn(tx)));
    const frame: Frame = { holder: {} };
    await gate.take(frame.holder);
    try {
      return await gate.inside.run(frame, () =>
        begin(
          (tx) => {
            frame.tx = tx;
            return fn(tx);
          },
          { behavior: 'immediate' },
        ),
      );
    } finally {
      gate.release();
    }
  };
  return db;
}

/**
 * The rows of a raw SQL query as objects named by its columns, on the handle or in a transaction.
 * Drizzle's own `db.all(sql)` on this handle gives each row as an array (sqlite-proxy passes rows
 * through as the callback gives them, and the callback cannot tell a raw query from a select).
 */
export function rows<T>(db: AsyncDb, query: SQL): Promise<T[]> {
  const { client, gate } = connections.get(sessionOf(db))!;
  const { sql: source, params } = dialect.sqlToQuery(query);
  return Promise.resolve(whenFree(gate, () => client.prepare(source).all(...params) as T[]));
}
