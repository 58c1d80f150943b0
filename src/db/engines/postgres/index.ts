import type { Db } from '@db/client';
import type { DatabaseEngine } from '../types';
import { openPostgres, runPostgresMigrations } from './connection';
import * as dialect from './dialect';
import { tryJobsLock } from './jobs-lock';
import { postgresVersion } from './kept-values';
import { PostgresNotifyTransport } from './notify-transport';
import { PostgresRateLimitStore } from './rate-limit-store';
import { postgresTables } from './tables';

/**
 * PostgreSQL (node-postgres): a pool whose outermost transactions run SERIALIZABLE and are retried
 * (./connection.ts), shared by several server processes. So rate limits are counted in a table,
 * events travel through LISTEN/NOTIFY and scheduled jobs take an advisory lock.
 */
export const postgresEngine: DatabaseEngine = {
  name: 'postgres',
  // Made from the same definitions and with the same names and arities (kits.test.ts,
  // dialect.test.ts): cast to SQLite's types, which the services are written against, here once
  // (docs/decisions/031-one-service-layer-for-two-engines.md, points 2 and 3).
  tables: postgresTables as unknown as DatabaseEngine['tables'],
  dialect: dialect as unknown as DatabaseEngine['dialect'],
  keptValueVersion: postgresVersion,
  open(url, { onIdleError }) {
    const postgres = openPostgres(url, onIdleError);
    return {
      engine: 'postgres',
      postgres,
      // The one cast between the engines (docs/decisions/031-one-service-layer-for-two-engines.md, point 1).
      db: postgres as unknown as Db,
      migrate: () => runPostgresMigrations(postgres),
      close: () => postgres.$client.end(),
      startUpkeep: () => {},
      sharedRateLimits: () => new PostgresRateLimitStore(postgres),
      eventTransport: (hooks) => new PostgresNotifyTransport(url, hooks),
      tryJobsLock,
    };
  },
};
