/**
 * A database handle or a transaction on it, awaited: what services take, so they compose inside
 * transactions. Typed as SQLite's; PostgreSQL's engine module casts its handle to it once
 * (src/db/engines/postgres/index.ts; docs/decisions/031-one-service-layer-for-two-engines.md).
 * `SyncDb` is the synchronous SQLite handle code not yet awaited still takes.
 */
export type { Db, SyncDb } from './engines/sqlite/connection';
