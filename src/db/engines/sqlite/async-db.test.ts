import { eq, sql } from 'drizzle-orm';
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { openDb } from './connection';
import { openAsyncDb, rows, type AsyncDb } from './async-db';
import { writeCounts } from './write-tracking';

const counters = sqliteTable('counters', {
  id: integer('id').primaryKey(),
  n: integer('n').notNull(),
});

/** A fresh connection with one counter at 0, and both its handles. */
function open() {
  const sync = openDb(':memory:');
  sync.$client.exec('create table counters (id integer primary key, n integer not null)');
  sync.insert(counters).values({ id: 1, n: 0 }).run();
  return { sync, db: openAsyncDb(sync.$client) };
}

/** Lets every other pending callback run: what awaiting I/O in a transaction allows. */
const tick = () => new Promise(setImmediate);

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const counter = async (db: AsyncDb, id = 1) =>
  (await db.select({ n: counters.n }).from(counters).where(eq(counters.id, id)))[0]?.n;

/** Reads the counter, lets others run, writes it plus one: a lost update unless transactions are alone. */
const bump = (db: ReturnType<typeof open>['db']) =>
  db.transaction(async (tx) => {
    const n = (await counter(tx))!;
    await tick();
    await tx
      .update(counters)
      .set({ n: n + 1 })
      .where(eq(counters.id, 1));
  });

describe('openAsyncDb', () => {
  it('runs concurrent transactions one after the other: two increments make +2', async () => {
    const { db } = open();
    await Promise.all([bump(db), bump(db)]);
    expect(await counter(db)).toBe(2);
  });

  it('makes a statement from outside an open transaction wait until it ends, so it neither sees nor shares it', async () => {
    const { db } = open();
    const held = deferred();
    const failing = db.transaction(async (tx) => {
      await tx.update(counters).set({ n: 99 }).where(eq(counters.id, 1));
      await held.promise;
      throw new Error('changed my mind');
    });
    await tick();
    let readDone = false;
    const read = counter(db).finally(() => (readDone = true));
    const write = db.insert(counters).values({ id: 2, n: 7 }).execute();
    await tick();
    expect(readDone).toBe(false);

    held.resolve();
    await expect(failing).rejects.toThrow('changed my mind');
    expect(await read).toBe(0);
    await write;
    expect(await counter(db, 2)).toBe(7);
  });

  it('leaves nothing written by a transaction that throws, and passes its error through', async () => {
    const { db, sync } = open();
    const error = new Error('no');
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(counters).values({ id: 3, n: 3 });
        await tx.update(counters).set({ n: 5 }).where(eq(counters.id, 1));
        await tick();
        throw error;
      }),
    ).rejects.toBe(error);
    expect(await db.select().from(counters)).toEqual([{ id: 1, n: 0 }]);
    expect(sync.$client.inTransaction).toBe(false);
  });

  it('makes a nested transaction a savepoint that rolls back alone, from the handle or the transaction', async () => {
    const { db } = open();
    await db.transaction(async (tx) => {
      await tx.update(counters).set({ n: 1 }).where(eq(counters.id, 1));
      await expect(
        tx.transaction(async (inner) => {
          await inner.update(counters).set({ n: 50 }).where(eq(counters.id, 1));
          await tick();
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      // A service handed the database rather than the transaction, called inside it:
      await expect(
        db.transaction(async (inner) => {
          await inner.insert(counters).values({ id: 4, n: 4 });
          throw new Error('inner again');
        }),
      ).rejects.toThrow('inner again');
      await db.transaction(async (inner) => {
        await inner.insert(counters).values({ id: 5, n: 5 });
      });
      expect(await counter(tx)).toBe(1);
    });
    expect(await db.select().from(counters)).toEqual([
      { id: 1, n: 1 },
      { id: 5, n: 5 },
    ]);
  });

  it('frees the connection after a failing statement, in a transaction or waiting outside one', async () => {
    const { db, sync } = open();
    const held = deferred();
    const failing = db.transaction(async (tx) => {
      await held.promise;
      await tx.insert(counters).values({ id: 1, n: 1 });
    });
    await tick();
    const duplicate = db.insert(counters).values({ id: 1, n: 2 }).execute();
    held.resolve();
    const unique = { cause: { code: 'SQLITE_CONSTRAINT_PRIMARYKEY' } };
    await expect(failing).rejects.toMatchObject(unique);
    await expect(duplicate).rejects.toMatchObject(unique);
    expect(sync.$client.inTransaction).toBe(false);
    await bump(db);
    expect(await counter(db)).toBe(1);
  });

  it('completes 2,000 concurrent transactions, each once, with plain reads among them', async () => {
    const { db } = open();
    const reads: Promise<number | undefined>[] = [];
    const all = Array.from({ length: 2_000 }, (_, i) => {
      if (i % 100 === 0) reads.push(counter(db));
      return bump(db);
    });
    await Promise.all(all);
    expect(await counter(db)).toBe(2_000);
    const seen = await Promise.all(reads);
    expect(seen).toEqual([...seen].sort((a, b) => a! - b!));
  });

  it('does not let a callback left behind by a finished transaction join the next one', async () => {
    const { db } = open();
    const later = deferred();
    let lateRead: Promise<number | undefined> | undefined;
    await db.transaction(async (tx) => {
      await counter(tx);
      lateRead = later.promise.then(() => counter(db));
    });
    const held = deferred();
    const next = db.transaction(async (tx) => {
      await tx.update(counters).set({ n: 42 }).where(eq(counters.id, 1));
      await held.promise;
      throw new Error('rolled back');
    });
    await tick();
    later.resolve();
    await tick();
    held.resolve();
    await expect(next).rejects.toThrow('rolled back');
    expect(await lateRead).toBe(0);
  });

  it('sees the same data as the synchronous handle, and its writes are tracked by table', async () => {
    const { db, sync } = open();
    sync.update(counters).set({ n: 10 }).where(eq(counters.id, 1)).run();
    expect(await counter(db)).toBe(10);

    const before = writeCounts(sync.$client)!.all.get('counters') ?? 0;
    await db.transaction(async (tx) => {
      await tx.insert(counters).values({ id: 2, n: 20 });
    });
    expect(sync.select().from(counters).where(eq(counters.id, 2)).get()).toEqual({ id: 2, n: 20 });
    expect(writeCounts(sync.$client)!.all.get('counters')).toBe(before + 1);
  });

  it('runs prepared queries with placeholders, and returning() gives the written rows', async () => {
    const { db } = open();
    const byId = db
      .select()
      .from(counters)
      .where(eq(counters.id, sql.placeholder('id')))
      .prepare();
    const insert = db
      .insert(counters)
      .values({ id: sql.placeholder('id'), n: sql.placeholder('n') })
      .returning()
      .prepare();
    expect(await insert.all({ id: 6, n: 36 })).toEqual([{ id: 6, n: 36 }]);
    expect(await byId.get({ id: 6 })).toEqual({ id: 6, n: 36 });
    expect(await byId.get({ id: 7 })).toBeUndefined();
    expect(await byId.all({ id: 1 })).toEqual([{ id: 1, n: 0 }]);
  });

  it('gives the rows of raw SQL as named objects, through the same turns as every other statement', async () => {
    const { db } = open();
    const held = deferred();
    const pending = db.transaction(async (tx) => {
      await tx.update(counters).set({ n: 8 }).where(eq(counters.id, 1));
      expect(await rows(tx, sql`select id, n as count from counters`)).toEqual([{ id: 1, count: 8 }]);
      await held.promise;
      throw new Error('undone');
    });
    await tick();
    const outside = rows<{ count: number }>(db, sql`select n as count from ${counters} where id = ${1}`);
    held.resolve();
    await expect(pending).rejects.toThrow('undone');
    expect(await outside).toEqual([{ count: 0 }]);
  });

  it('runs a transaction that awaits only the database within one turn of the event loop', async () => {
    const { db } = open();
    let otherCallbackRan = false;
    setImmediate(() => (otherCallbackRan = true));
    await db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) {
        const n = (await counter(tx))!;
        await tx
          .update(counters)
          .set({ n: n + 1 })
          .where(eq(counters.id, 1));
      }
      await tx.transaction(async (inner) => {
        await inner.insert(counters).values({ id: 2, n: 0 });
      });
      expect(otherCallbackRan).toBe(false);
    });
    expect(await counter(db)).toBe(5);
  });
});
