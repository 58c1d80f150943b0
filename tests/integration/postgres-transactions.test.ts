import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openPostgres } from '@db/engines/postgres/connection';
import { postgresTables } from '@db/engines/postgres/tables';
import { describePostgres, usePostgresDatabase } from '../kit/postgres';

const { keyChecks } = postgresTables;

/*
 * PostgreSQL's transactions give the outcome SQLite's serial ones give: a transaction that reads a
 * value and writes what depends on it, racing another doing the same, loses nothing
 * (docs/decisions/031-one-service-layer-for-two-engines.md, point 5). A counter is kept in a
 * key_checks row's text, as a service keeps a count it checked.
 */

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describePostgres('PostgreSQL transactions', () => {
  const db = usePostgresDatabase();

  async function counter(kid: string) {
    await db().insert(keyChecks).values({ kid, checkValue: '0' });
    const read = async () =>
      Number((await db().select().from(keyChecks).where(eq(keyChecks.kid, kid)))[0]!.checkValue);
    /** Reads the count, waits (as a request awaiting something would), writes count + 1. */
    const increment = () =>
      db().transaction(async (tx) => {
        const [row] = await tx.select().from(keyChecks).where(eq(keyChecks.kid, kid));
        await tick();
        await tx
          .update(keyChecks)
          .set({ checkValue: String(Number(row!.checkValue) + 1) })
          .where(eq(keyChecks.kid, kid));
      });
    return { read, increment };
  }

  it('run serializable, so racing read-then-write transactions all count', async () => {
    const { read, increment } = await counter('race');
    await Promise.all(Array.from({ length: 6 }, increment));
    expect(await read()).toBe(6);
  });

  it('run every transaction at SERIALIZABLE, whatever the caller asked', async () => {
    const level = await db().transaction(
      async (tx) => (await tx.execute(sql`show transaction_isolation`)).rows[0],
      { isolationLevel: 'read committed' },
    );
    expect(level).toEqual({ transaction_isolation: 'serializable' });
  });

  it("read a report in one snapshot: REPEATABLE READ READ ONLY, without SERIALIZABLE's predicate locks", async () => {
    const settings = await db().readSnapshot(
      async (tx) =>
        (
          await tx.execute(
            sql`select current_setting('transaction_isolation') as level, current_setting('transaction_read_only') as read_only`,
          )
        ).rows[0],
    );
    expect(settings).toEqual({ level: 'repeatable read', read_only: 'on' });
    const write = db().readSnapshot((tx) => tx.update(keyChecks).set({ checkValue: 'x' }));
    // 25006: read_only_sql_transaction.
    await expect(write).rejects.toMatchObject({ cause: { code: '25006' } });
  });

  it('pass any other failure through at once, rolled back', async () => {
    const { read } = await counter('fails');
    let runs = 0;
    const failing = db().transaction(async (tx) => {
      runs += 1;
      await tx.update(keyChecks).set({ checkValue: '99' }).where(eq(keyChecks.kid, 'fails'));
      throw new Error('the rule says no');
    });
    await expect(failing).rejects.toThrow('the rule says no');
    expect(runs).toBe(1);
    expect(await read()).toBe(0);
  });

  it('roll a nested transaction back alone', async () => {
    const { read } = await counter('nested');
    await db().transaction(async (tx) => {
      await tx.update(keyChecks).set({ checkValue: '1' }).where(eq(keyChecks.kid, 'nested'));
      await expect(
        tx.transaction(async (inner) => {
          await inner.update(keyChecks).set({ checkValue: '2' }).where(eq(keyChecks.kid, 'nested'));
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    expect(await read()).toBe(1);
  });

  it('refuse a statement sent through the handle from inside a transaction, and allow it after', async () => {
    const { read } = await counter('outside');
    let later: Promise<number> | undefined;
    const misuse = db().transaction(async (tx) => {
      await tx.update(keyChecks).set({ checkValue: '5' }).where(eq(keyChecks.kid, 'outside'));
      later = new Promise((resolve) => setTimeout(() => resolve(read()), 50));
      return read();
    });
    await expect(misuse).rejects.toMatchObject({
      cause: { message: expect.stringContaining('inside a transaction: use its tx') as unknown },
    });
    expect(await read()).toBe(0);
    expect(await later).toBe(0);
  });

  it('survive a pooled connection lost while idle, reporting it and opening another', async () => {
    const lost: string[] = [];
    const url = (db().$client.options as { connectionString: string }).connectionString;
    const pool = openPostgres(url, (e) => lost.push(e.message));
    try {
      await pool.execute(sql`select 1`);
      await db().execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect((await pool.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.$client.end();
    }
  });
});
