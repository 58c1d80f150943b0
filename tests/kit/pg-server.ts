import pg from 'pg';

/**
 * The PostgreSQL server tests use, shared by vitest.config.ts, the postgres project's global setup
 * and the kits (no vitest import here: the config loads it). .ci/run starts a server when none
 * answers and sets PG_TEST_URL; set, the server must answer (an unreachable one fails the run).
 * Left unset, the local default is tried and, when nothing answers, the PostgreSQL tests are skipped
 * with a message saying so.
 */
export const PG_REQUIRED = process.env.PG_TEST_URL !== undefined;
export const PG_SERVER_URL = process.env.PG_TEST_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Whether the server answers; with PG_TEST_URL set, an unreachable server is an error, not a skip. */
export async function pgServerAnswers() {
  const client = new pg.Client({ connectionString: PG_SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch (e) {
    if (PG_REQUIRED) throw new Error(`PG_TEST_URL=${PG_SERVER_URL} does not answer: ${(e as Error).message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** How to run the PostgreSQL tests, for the messages of a skipped run. */
export const PG_HOW_TO_RUN =
  'Start one (as .ci/run does) or set PG_TEST_URL=postgres://user@host:port/db to run them.';

/** Runs SQL on the server itself (CREATE and DROP DATABASE cannot run inside a database being made). */
export async function onPgServer(sql: string) {
  const client = new pg.Client({ connectionString: PG_SERVER_URL });
  await client.connect();
  try {
    return await client.query<Record<string, unknown>>(sql);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the test server. */
export function pgDatabaseUrl(name: string) {
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
