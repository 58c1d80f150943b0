import type { Db } from '@db/client';
import type { Engine } from '@db/engine';
import type { OpenedDb } from './sqlite/connection';
import type * as SqliteDialect from './sqlite/dialect';
import type { sqliteTables } from './sqlite/tables';
import type { PostgresDb } from './postgres/connection';

/*
 * What each engine module (./sqlite/index.ts, ./postgres/index.ts) gives the rest of the app, under
 * the same names, so nothing outside src/db/engines asks which engine runs (decision 070).
 */

/** One key's fixed window: how many uses it holds and when it ends (epoch milliseconds). */
export type RateWindow = { count: number; resetAt: number };

/** The memory store answers at once; a shared one (PostgreSQL's table) over the network. */
type Awaitable<T> = T | Promise<T>;

/**
 * Where the limiter keeps its counters. Each method is one atomic step on one key, so a store shared
 * by several processes (a table with `INSERT ... ON CONFLICT DO UPDATE ... RETURNING`) can implement
 * the same three methods; `now` is passed in so every store answers to the same clock.
 */
export interface RateLimitStore {
  /** The key's running window, or undefined when it has none. */
  get(key: string, windowMs: number, now: number): Awaitable<RateWindow | undefined>;
  /** Adds `amount` (never going below 0) to the key's window, starting one of `windowMs` if none runs. */
  add(key: string, windowMs: number, amount: number, now: number): Awaitable<RateWindow>;
  delete(key: string): Awaitable<void>;
}

/**
 * The tables a kept value is computed from, each read whole (`true`), for some columns only
 * (`only`), or for all columns but some (`except`); `false` for a table it never reads, with `'*'`
 * standing for every table not named. Names are SQL table names. A write to a table (or column)
 * outside the list leaves the value kept: the session check's last-active write, a notification
 * marked read, an application sent do not empty the campaign counts. On PostgreSQL changes are
 * known by table only, so `only` and `except` stand for the whole table there.
 */
export type Reads = Record<string, boolean | { only: readonly string[] } | { except: readonly string[] }>;

/** What engine code logs through: the server's logger, or a test's. */
export type EngineLog = {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** What the server's events bus tells an engine's transport: how events travel, and where they land. */
export type TransportHooks<T> = {
  /** The events as payloads of text, in order. */
  encode(events: T[]): string[];
  decode(payload: string): T[];
  /** Events another process sent. */
  deliver(events: T[]): void;
  /** Listening again after a gap (a reconnect): events sent meanwhile were missed. */
  resumed(): void;
  log: EngineLog;
};

/**
 * Carries committed events to the other server processes on the same database: none on SQLite (one
 * process), LISTEN/NOTIFY on PostgreSQL (docs/decisions/034-notifications-across-processes.md).
 */
export interface EventTransport<T> {
  /** Sends the events to the other processes (this process's listeners are the bus's own). */
  send(events: T[]): void;
  /** Resolves once events from other processes are heard (at once when they are), or at close. */
  listening(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The database a process runs on. `db` is what every service takes, on either engine; the rest is
 * what the server asks of its engine. The engine's own handle (`sqlite`, `postgres`) is there for
 * engine code and the tests of one engine.
 */
export type OpenedDatabase = {
  db: Db;
  /** Applies the engine's migrations this database has not seen. */
  migrate: () => Promise<void>;
  /** Lets the process end. */
  close: () => Promise<void>;
  /** Starts what the engine needs done in the background while serving (SQLite's WAL checkpoints). */
  startUpkeep: (onError: (error: Error) => void) => void;
  /** The rate limits' counters when processes share them (PostgreSQL); undefined to count in memory. */
  sharedRateLimits: () => RateLimitStore | undefined;
  /** The transport of the events bus (the server's, src/server/events.ts). */
  eventTransport: <T>(hooks: TransportHooks<T>) => EventTransport<T>;
  /**
   * Takes the scheduled jobs' lock inside `tx`, held until it ends: false when another process holds
   * it. Always true on SQLite, one process (docs/decisions/049-scheduled-jobs.md).
   */
  tryJobsLock: (tx: Db) => Promise<boolean>;
} & ({ engine: 'sqlite'; sqlite: OpenedDb } | { engine: 'postgres'; postgres: PostgresDb });

/**
 * An engine module: its tables and SQL fragments (typed as SQLite's, which the services are written
 * against), how kept values learn of writes, and how to open a database a DATABASE_URL of its
 * engine names.
 */
export type DatabaseEngine = {
  name: Engine;
  tables: typeof sqliteTables;
  dialect: typeof SqliteDialect;
  /**
   * The version of what `reads` covers as `client` (a handle's $client) sees it: moves with every
   * write to it, from this process or another. Undefined when values cannot be kept on `client`
   * (another engine's, a transaction), null when it cannot be known now (src/db/data-version.ts).
   */
  keptValueVersion: (client: unknown, reads: Reads) => string | undefined | Promise<string | null>;
  open(url: string, opts: { onIdleError?: (error: Error) => void }): OpenedDatabase;
};
