/**
 * `npm run bench:async-db`: CPU microseconds of a point read and of a small write transaction
 * through the synchronous SQLite handle and the awaited one (src/db/engines/sqlite/async-db.ts), on a WAL file
 * database opened as the server opens it. On Node 20, AsyncLocalStorage (which the awaited handle's
 * transactions use) installs a hook on every promise once first used: the awaited rows are measured
 * before and after it is on. Numbers: docs/decisions/031-one-service-layer-for-two-engines.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { openDb } from '@db/engines/sqlite/connection';
import { openAsyncDb } from '@db/engines/sqlite/async-db';
import { CPU_ROUNDS, cpuMicros, cpuMicrosAsync } from './lib/cpu';

const items = sqliteTable('items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  n: integer('n').notNull(),
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-async-db-'));
const syncDb = openDb(path.join(dir, 'bench.db'));
syncDb.$client.exec('create table items (id integer primary key, name text not null, n integer not null)');
syncDb.transaction((tx) => {
  for (let i = 1; i <= 1_000; i++)
    tx.insert(items)
      .values({ id: i, name: `item ${i}`, n: 0 })
      .run();
});
const asyncDb = openAsyncDb(syncDb.$client);

const id = () => 1 + Math.floor(Math.random() * 1_000);
const syncRead = syncDb
  .select()
  .from(items)
  .where(eq(items.id, sql.placeholder('id')))
  .prepare();
const asyncRead = asyncDb
  .select()
  .from(items)
  .where(eq(items.id, sql.placeholder('id')))
  .prepare();
/** Ten awaits, about what one request's tRPC middleware chain makes: the hook's cost without SQLite. */
const awaits = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve(i);
};

async function awaited() {
  return {
    'point read, query built each call': await cpuMicrosAsync(() =>
      asyncDb.select().from(items).where(eq(items.id, id())).execute(),
    ),
    'point read, prepared once': await cpuMicrosAsync(() => asyncRead.get({ id: id() })),
    'ten awaits, no database': await cpuMicrosAsync(awaits),
  };
}

const sync = {
  'point read, query built each call': cpuMicros(() =>
    syncDb.select().from(items).where(eq(items.id, id())).get(),
  ),
  'point read, prepared once': cpuMicros(() => syncRead.get({ id: id() })),
  'write transaction: insert + update': cpuMicros(() =>
    syncDb.transaction((tx) => {
      tx.insert(items).values({ name: 'new', n: 0 }).run();
      tx.update(items)
        .set({ n: sql`${items.n} + 1` })
        .where(eq(items.id, id()))
        .run();
    }),
  ),
};
const before = await awaited();
const writes = await cpuMicrosAsync(() =>
  asyncDb.transaction(async (tx) => {
    await tx.insert(items).values({ name: 'new', n: 0 });
    await tx
      .update(items)
      .set({ n: sql`${items.n} + 1` })
      .where(eq(items.id, id()));
  }),
);
const after = { ...(await awaited()), 'write transaction: insert + update': writes };

const cell = (micros: number | undefined) => (micros === undefined ? '' : micros.toFixed(1)).padStart(14);
console.log(`CPU µs per call, ${CPU_ROUNDS}`);
console.log(
  `  ${''.padEnd(36)} ${'sync'.padStart(14)} ${'async, ALS off'.padStart(14)} ${'async, ALS on'.padStart(14)}`,
);
for (const name of [...Object.keys(sync), 'ten awaits, no database'] as (keyof typeof after)[]) {
  const row = [sync[name as keyof typeof sync], before[name as keyof typeof before], after[name]];
  console.log(`  ${name.padEnd(36)} ${row.map(cell).join(' ')}`);
}
syncDb.$client.close();
fs.rmSync(dir, { recursive: true, force: true });
