import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openPostgres, runPostgresMigrations, type PostgresDb } from '@db/postgres';

/**
 * The PostgreSQL server the PostgreSQL tests use: each test file gets a database of its own on it,
 * created and migrated before the file's tests and dropped after them. .ci/run starts a server
 * when none answers and sets PG_TEST_URL; set that, the tests must run (an unreachable server
 * fails them). Left unset, the local default is tried and, when nothing answers, the tests are
 * skipped with a message saying so.
 */
const REQUIRED = process.env.PG_TEST_URL !== undefined;
const SERVER_URL = process.env.PG_TEST_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function serverAnswers() {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (e) {
    if (REQUIRED) throw new Error(`PG_TEST_URL=${SERVER_URL} does not answer: ${(e as Error).message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const available = await serverAnswers();

/** Runs `fn` as a describe block when PostgreSQL answers, and skips it loudly when it does not. */
export function describePostgres(name: string, fn: () => void) {
  if (available) return describe(name, fn);
  console.warn(
    `\n*** SKIPPED "${name}": no PostgreSQL answers at ${SERVER_URL}. Start one (as .ci/run does) or set ` +
      `PG_TEST_URL=postgres://user@host:port/db to run the PostgreSQL tests. ***\n`,
  );
  return describe.skip(name, fn);
}

/** Runs SQL on the server itself (CREATE and DROP DATABASE cannot run inside a database being made). */
async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the test server. */
export function databaseUrl(name: string) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database of this file's own, migrated unless `migrated: false` (call in describePostgres).
 * Returns a getter (the database exists from beforeAll on) carrying the database's `url`.
 */
export function usePostgresDatabase({ migrated = true } = {}) {
  const name = `x_${randomBytes(6).toString('hex')}`;
  let db: PostgresDb | undefined;
  beforeAll(async () => {
    await onServer(`CREATE DATABASE ${name}`);
    db = openPostgres(databaseUrl(name));
    if (migrated) await runPostgresMigrations(db);
  }, 60_000);
  afterAll(async () => {
    await db?.$client.end();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  const get = () => {
    if (!db) throw new Error('The PostgreSQL test database exists from beforeAll on');
    return db;
  };
  // The URL too: a server process started by the test opens the database itself.
  return Object.assign(get, { url: databaseUrl(name) });
}
