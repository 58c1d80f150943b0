/**
 * Loads the generated rows into a new PostgreSQL database: created empty, migrated by the app's own
 * migrator, then filled in one transaction of multi-row INSERTs (no COPY: pg-copy-streams is not a
 * dependency, and batches of up to 1,000 rows leave PostgreSQL's parser little to do), with every
 * secondary index dropped and built again after the load, then VACUUM ANALYZE, so the planner has
 * statistics and index-only scans a visibility map, as on a database autovacuum has seen.
 *
 * The load runs with `session_replication_role = replica`: no trigger and no foreign-key check
 * fires (the generator only makes rows that refer to rows it made, as SQLite's load runs with
 * foreign keys off). Row by row, the rollup triggers would update the same few `transaction_totals`
 * rows 100,000 times inside one transaction, each a new row version; the rollups and the search
 * documents are instead built once at the end, from the migration's own functions and view.
 *
 * Built as `<name>_building` and renamed at the end, so a failed build leaves no half database.
 */
import pg from 'pg';
import { openPostgres, runPostgresMigrations } from '@db/engines/postgres/connection';
import type { Sink } from './sink';

/** PostgreSQL takes at most 65,535 bound values a statement. */
const MAX_PARAMS = 65_535;
const ROWS_PER_INSERT = 1_000;

/** The URL of another database on the same server. */
export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** Runs `fn` on a connection to the server's `postgres` database, to create, drop and rename databases. */
export async function onServer<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows queued per table and sent as multi-row inserts, one statement in flight while the next batch is generated. */
function batchingSink(client: pg.Client) {
  let inFlight: Promise<unknown> = Promise.resolve();
  const flushes: (() => Promise<void>)[] = [];
  const sink: Sink = {
    table: (name, columns) => {
      const perInsert = Math.min(ROWS_PER_INSERT, Math.floor(MAX_PARAMS / columns.length));
      let values: unknown[] = [];
      const flush = async () => {
        if (!values.length) return;
        const batch = values;
        values = [];
        const rows = batch.length / columns.length;
        const tuples = Array.from(
          { length: rows },
          (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(',')})`,
        );
        await inFlight;
        const sent = client.query(
          `insert into ${ident(name)} (${columns.map(ident).join(',')}) values ${tuples.join(',')}`,
          batch,
        );
        // Awaited before the next statement or at the end; until then its failure is not "unhandled".
        sent.catch(() => {});
        inFlight = sent;
      };
      flushes.push(flush);
      return (...row) => {
        values.push(...row);
        if (values.length >= perInsert * columns.length) return flush();
      };
    },
  };
  const finish = async () => {
    for (const flush of flushes) await flush();
    await inFlight;
  };
  return { sink, finish };
}

/** Drops every index that backs no constraint (the migrations' CREATE INDEX) and returns their definitions. */
async function dropIndexes(client: pg.Client) {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes i
     where schemaname = 'public' and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const r of rows) await client.query(`drop index ${ident(r.name)}`);
  return rows.map((r) => r.def);
}

/** What the triggers would have written for these rows, through the migration's own function and view. */
async function buildRollups(client: pg.Client) {
  await client.query(
    `insert into campaign_search (campaign_id, document) select campaign_id, document from campaign_search_docs`,
  );
  await client.query(
    `do $$ begin perform campaign_tag_days_apply(tags, created_at, 1) from campaigns where status <> 'deleted'; end $$`,
  );
  await client.query(
    `insert into transaction_totals (payment_status, count, deal_amount, commission_amount, creator_earnings)
     select payment_status, count(*), sum(deal_amount), sum(commission_amount), sum(creator_earnings)
     from transactions group by payment_status`,
  );
}

export async function writePostgres<T>(
  url: string,
  log: (line: string) => void,
  fill: (sink: Sink) => Promise<T>,
): Promise<T> {
  const name = databaseOf(url);
  const building = `${name}_building`;
  await onServer(url, async (server) => {
    await server.query(`drop database if exists ${ident(building)} with (force)`);
    await server.query(`create database ${ident(building)}`);
  });
  const buildingUrl = withDatabase(url, building);
  const migrated = openPostgres(buildingUrl);
  await runPostgresMigrations(migrated);
  await migrated.$client.end();

  const client = new pg.Client({ connectionString: buildingUrl });
  await client.connect();
  let result: T;
  try {
    await client.query(`set session_replication_role = replica`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    await client.query('set synchronous_commit = off');
    const indexSql = await dropIndexes(client);
    await client.query('begin');
    const { sink, finish } = batchingSink(client);
    result = await fill(sink);
    await finish();
    log('  rollups and search documents...');
    await buildRollups(client);
    await client.query('commit');
    log(`  indexes (${indexSql.length})...`);
    for (const def of indexSql) await client.query(def);
    log('  vacuum analyze...');
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  await onServer(url, async (server) => {
    await server.query(`drop database if exists ${ident(name)} with (force)`);
    await server.query(`alter database ${ident(building)} rename to ${ident(name)}`);
  });
  return result;
}
