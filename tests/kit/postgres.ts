import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import { openPostgres, runPostgresMigrations, type PostgresDb } from '@db/engines/postgres/connection';
import { PG_HOW_TO_RUN, PG_SERVER_URL, onPgServer, pgDatabaseUrl, pgServerAnswers } from './pg-server';

const available = await pgServerAnswers();

/** Runs `fn` as a describe block when PostgreSQL answers, and skips it loudly when it does not. */
export function describePostgres(name: string, fn: () => void) {
  if (available) return describe(name, fn);
  console.warn(`\n*** SKIPPED "${name}": no PostgreSQL answers at ${PG_SERVER_URL}. ${PG_HOW_TO_RUN} ***\n`);
  return describe.skip(name, fn);
}

/** The URL of database `name` on the test server. */
export const databaseUrl = pgDatabaseUrl;

/**
 * A fresh database of this file's own, migrated unless `migrated: false` (call in describePostgres).
 * Returns a getter (the database exists from beforeAll on) carrying the database's `url`.
 */
export function usePostgresDatabase({ migrated = true } = {}) {
  const name = `x_${randomBytes(6).toString('hex')}`;
  let db: PostgresDb | undefined;
  beforeAll(async () => {
    await onPgServer(`CREATE DATABASE ${name}`);
    db = openPostgres(databaseUrl(name));
    if (migrated) await runPostgresMigrations(db);
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
    await onPgServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const get = () => {
    if (!db) throw new Error('The PostgreSQL test database exists from beforeAll on');
    return db;
  };
  // The URL too: a server process started by the test opens the database itself.
  return Object.assign(get, { url: databaseUrl(name) });
}
