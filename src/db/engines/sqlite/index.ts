import type { DatabaseEngine, EventTransport } from '../types';
import { openAsyncDb } from './async-db';
import { checkpointInBackground } from './checkpointer';
import { openDb } from './connection';
import * as dialect from './dialect';
import { sqliteVersion } from './kept-values';
import { runMigrations } from './migrate';
import { sqliteTables } from './tables';

/** A SQLite file has one server process: the bus's own listeners are everyone to tell. */
const noTransport: EventTransport<never> = {
  send() {},
  listening: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

/**
 * SQLite (better-sqlite3, WAL): one connection behind an awaited gate (./async-db.ts), its writes
 * tracked by table (./write-tracking.ts), its WAL checkpointed by a worker thread while serving.
 * Rate limits are counted in memory and events announced in process: there is one process.
 */
export const sqliteEngine: DatabaseEngine = {
  name: 'sqlite',
  tables: sqliteTables,
  dialect,
  keptValueVersion: sqliteVersion,
  open(url) {
    const sqlite = openDb(url);
    return {
      engine: 'sqlite',
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
      startUpkeep: (onError) => {
        checkpointInBackground(sqlite.$client, onError);
      },
      sharedRateLimits: () => undefined,
      eventTransport: () => noTransport,
      tryJobsLock: () => Promise.resolve(true),
    };
  },
};
