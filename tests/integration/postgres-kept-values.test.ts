import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '@db/client';
import { memoByDataVersion, type Reads } from '@db/data-version';
import { commitsThrough, openPostgres, type PostgresDb } from '@db/engines/postgres/connection';
import * as sharedState from '@db/engines/postgres/shared-state';
import { postgresTables } from '@db/engines/postgres/tables';
import { describePostgres, usePostgresDatabase } from '../kit/postgres';

const { keyChecks } = postgresTables;

/*
 * On PostgreSQL a value kept until the data changes is checked against every table's version, moved
 * by each statement that writes the table from any process (drizzle/postgres/0007_table_change_counters.sql),
 * so it is kept between reads and computed again after another process's write to what it reads
 * (docs/decisions/048-kept-values-on-postgres.md).
 */
describePostgres('kept values on PostgreSQL', () => {
  const db = usePostgresDatabase();
  /** Another process: its own pool on the same database. */
  let other: PostgresDb;
  beforeAll(() => {
    other = openPostgres(db.url);
  });
  afterAll(() => other.$client.end());

  const READS_KEY_CHECKS: Reads = { key_checks: true };
  const READS_ALL_BUT_RATE_LIMITS: Reads = { '*': true, rate_limits: false };

  /** A value read from key_checks, kept until what `reads` covers changes, and how often it was computed. */
  function keptCheck(kid: string, reads: Reads) {
    let computed = 0;
    const read = () =>
      memoByDataVersion(
        db() as unknown as Db,
        `check:${kid}`,
        async () => {
          computed += 1;
          return (await db().select().from(keyChecks).where(eq(keyChecks.kid, kid)))[0]!.checkValue;
        },
        reads,
      );
    return { read, computed: () => computed };
  }

  const setCheck = (by: PostgresDb, kid: string, value: string) =>
    by.update(keyChecks).set({ checkValue: value }).where(eq(keyChecks.kid, kid));

  it('every table has a version, and none is busy when no transaction is open', async () => {
    const { rows } = await db().$client.query<{ table_name: string; version: number | null }>(
      'select table_name, version from table_versions()',
    );
    const names = ([...Object.values(postgresTables), ...Object.values(sharedState)] as unknown[])
      .filter((t): t is PgTable => is(t, PgTable))
      .map((t) => getTableConfig(t).name);
    // The Drizzle schema's tables, and those only migrations make (campaign_search).
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining([...names, 'campaign_search']));
    expect(rows.filter((r) => r.version === null)).toEqual([]);
  });

  it('are kept between reads with no write, and computed again after another process writes what they read', async () => {
    await db().insert(keyChecks).values({ kid: 'a', checkValue: 'before' });
    const kept = keptCheck('a', READS_KEY_CHECKS);
    expect(await kept.read()).toBe('before');
    expect(await kept.read()).toBe('before');
    expect(kept.computed()).toBe(1);

    await setCheck(other, 'a', 'after');
    expect(await kept.read()).toBe('after');
    expect(kept.computed()).toBe(2);
  });

  it('are still kept after a write to a table they do not read', async () => {
    await db().insert(keyChecks).values({ kid: 'b', checkValue: 'one' });
    const kept = keptCheck('b', READS_ALL_BUT_RATE_LIMITS);
    expect(await kept.read()).toBe('one');
    await other.insert(sharedState.rateLimits).values({ key: 'k', windowMs: 1000, count: 1, resetAt: 1 });
    await other.execute(sql`delete from rate_limits`);
    expect(await kept.read()).toBe('one');
    expect(kept.computed()).toBe(1);
  });

  it('are not kept while another process’s transaction that wrote what they read is open', async () => {
    await db().insert(keyChecks).values({ kid: 'c', checkValue: 'old' });
    const kept = keptCheck('c', READS_KEY_CHECKS);
    expect(await kept.read()).toBe('old');
    // The counter moves when the statement runs, before the commit: a value computed meanwhile
    // from the rows before the commit must not be kept under the new version.
    const writer = new pg.Client({ connectionString: db.url });
    await writer.connect();
    try {
      await writer.query('begin isolation level serializable');
      await writer.query(`update key_checks set check_value = 'new' where kid = 'c'`);
      expect(await kept.read()).toBe('old');
      expect(await kept.read()).toBe('old');
      expect(kept.computed()).toBe(3);
      await writer.query('commit');
    } finally {
      await writer.end();
    }
    expect(await kept.read()).toBe('new');
    expect(await kept.read()).toBe('new');
    expect(kept.computed()).toBe(4);
  });

  it('see this process’s own writes, counted once each has ended', async () => {
    const pool = db().$client;
    const before = commitsThrough(pool)!;
    await db().select().from(keyChecks);
    expect(commitsThrough(pool)).toBe(before);
    await db().insert(keyChecks).values({ kid: 'd', checkValue: 'first' });
    expect(commitsThrough(pool)).toBe(before + 1);
    const kept = keptCheck('d', READS_KEY_CHECKS);
    expect(await kept.read()).toBe('first');
    await db().transaction((tx) => setCheck(tx as unknown as PostgresDb, 'd', 'second'));
    expect(commitsThrough(pool)).toBe(before + 2);
    expect(await kept.read()).toBe('second');
    expect(commitsThrough(new pg.Pool())).toBeUndefined();
  });

  it('are neither kept nor reused inside a transaction', async () => {
    await db().insert(keyChecks).values({ kid: 'e', checkValue: 'out' });
    let computed = 0;
    const readIn = (handle: unknown) =>
      memoByDataVersion(
        handle as Db,
        'check:e:tx',
        () => {
          computed += 1;
          return Promise.resolve('value');
        },
        READS_KEY_CHECKS,
      );
    await db().transaction(async (tx) => {
      await readIn(tx);
      await readIn(tx);
    });
    expect(computed).toBe(2);
  });

  it('never make concurrent writers of one table fail: 20 SERIALIZABLE transactions open at once all commit', async () => {
    const clients = Array.from({ length: 20 }, () => new pg.Client({ connectionString: db.url }));
    await Promise.all(clients.map((c) => c.connect()));
    try {
      // Each writes the same table and stays open until all have written: a counter kept in one row
      // per table would make every one but the first fail ("could not serialize access due to
      // concurrent update").
      await Promise.all(
        clients.map(async (c, i) => {
          await c.query('begin isolation level serializable');
          await c.query(`insert into key_checks (kid, check_value) values ('y${i}', 'v')`);
        }),
      );
      await Promise.all(clients.map((c) => c.query('commit')));
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    // And through the app's own transactions, retried on serialization failure: all land.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        other.transaction((tx) => tx.insert(keyChecks).values({ kid: `z${i}`, checkValue: 'v' })),
      ),
    );
    const [{ n }] = (
      await db().execute<{ n: number }>(sql`select count(*)::int as n from key_checks where kid ~ '^[yz]'`)
    ).rows as [{ n: number }];
    expect(n).toBe(40);
  });
});
