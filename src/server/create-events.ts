import { engineOf } from '@db/engine';
import { LocalEvents, type AppEvents } from './events';
import { PostgresEvents } from './events-postgres';
import type { Logger } from './logger';

/**
 * The events bus for the database this process runs on: PostgreSQL may be shared by several server
 * processes, so its events go through the database; a SQLite file has one server process.
 */
export function createEvents(databaseUrl: string, log: Logger): AppEvents {
  return engineOf(databaseUrl) === 'postgres' ? new PostgresEvents(databaseUrl, log) : new LocalEvents();
}
