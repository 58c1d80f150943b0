// SQLite only: copies an operator's SQLite file into PostgreSQL; the source is SQLite by definition.
import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig as pgTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { expect, it } from 'vitest';
import { CopyRefused, copySqliteToPostgres } from '@db/engines/copy';
import { advanceSequences } from '@db/engines/copy/sequences';
import type { PostgresDb } from '@db/engines/postgres/connection';
import * as lite from '@db/schema';
import { postgresTables as pgSchema } from '@db/engines/postgres/tables';
import { DEMO_PASSWORD } from '@server/seed/demo-data';
import { seedDemo } from '@server/seed/demo';
import { decryptPaymentNumbers, vaultJoin, paymentColumns } from '@server/services/payments/details';
import { verifyKeys } from '@server/services/payments/key-check';
import { createTestApp } from '../kit/app';
import { databaseBefore } from '../kit/before-migration';
import { describePostgres, usePostgresDatabase } from '../kit/postgres';

/*
 * `npm run db:copy`: an operator's SQLite marketplace (the demo, a signed-in session and the key
 * check start-up writes) copied into PostgreSQL, compared table by table and row by row.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-copy-'));
const file = path.join(dir, 'app.db');
const t = createTestApp({ DATABASE_URL: file });
await seedDemo(t.deps.db, { keyring: t.deps.keyring });
await verifyKeys(t.deps.db, t.deps.keyring);
await t.caller().auth.login({ email: 'brand@demo.test', password: DEMO_PASSWORD });
// More rows than one insert takes (500), so the copy goes page by page.
const [creator] = await t.db.select().from(lite.users).where(eq(lite.users.email, 'creator@demo.test'));
if (!creator) throw new Error('The demo has creator@demo.test');
await t.db.insert(lite.notifications).values(
  Array.from({ length: 1_201 }, (_, i) => ({
    userId: creator.id,
    type: 'system',
    title: `Notice ${i}`,
    message: 'Paged',
    read: i % 2 === 0,
    metadata: { i, tags: ['a', 'b'] },
  })),
);

const urlOf = (db: PostgresDb) => db.$client.options.connectionString!;
const liteTables = Object.values(lite as Record<string, unknown>).filter((v): v is SQLiteTable =>
  is(v, SQLiteTable),
);
const pgTwin = (table: SQLiteTable) =>
  Object.values(pgSchema as Record<string, unknown>).find(
    (v): v is PgTable => is(v, PgTable) && pgTableConfig(v).name === getTableConfig(table).name,
  )!;

/** Rows in one order whatever the engine's (jsonb objects come back with their keys reordered). */
const canonical = (row: unknown) =>
  JSON.stringify(row, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );
const sorted = (rows: unknown[]) => rows.map(canonical).sort();

async function pgCounts(db: PostgresDb) {
  const counts: Record<string, number> = {};
  for (const table of liteTables) {
    const [row] = await db.select({ n: count() }).from(pgTwin(table));
    counts[getTableConfig(table).name] = row!.n;
  }
  return counts;
}

const tsx = (...args: string[]) =>
  spawnSync(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts', 'db-copy', ...args], {
    encoding: 'utf8',
  });

describePostgres('copying a SQLite marketplace into PostgreSQL', () => {
  const db = usePostgresDatabase();

  it('copies every table: each holds as many rows on both sides', async () => {
    const counts = await copySqliteToPostgres(file, urlOf(db()));
    expect(counts.map((c) => c.table).sort()).toEqual(liteTables.map((x) => getTableConfig(x).name).sort());
    for (const c of counts) expect(c.postgres, c.table).toBe(c.sqlite);
    expect(counts.find((c) => c.table === 'sessions')!.sqlite).toBeGreaterThan(0);
    expect(counts.find((c) => c.table === 'key_checks')!.sqlite).toBe(1);
    expect(counts.find((c) => c.table === 'notifications')!.postgres).toBeGreaterThan(1_201);
  }, 60_000);

  it('gives back every row equal field by field, rollups rebuilt by the triggers included', async () => {
    for (const table of liteTables) {
      const before = await t.db.select().from(table);
      // PostgreSQL's own insertion order column (seq) has no SQLite twin: compared below.
      const { seq: _seq, ...columns } = getTableColumns(pgTwin(table));
      const after = await db().select(columns).from(pgTwin(table));
      expect(sorted(after), getTableConfig(table).name).toEqual(sorted(before));
    }
    // The rollups were rebuilt, not copied: had both happened, every figure would be doubled.
    expect((await t.db.select().from(lite.campaignTagDays)).length).toBeGreaterThan(0);
    expect((await t.db.select().from(lite.transactionTotals)).length).toBeGreaterThan(0);
  });

  it('keeps the insertion order: seq follows the SQLite rowids, and new rows come after', async () => {
    for (const name of ['campaigns', 'applications', 'work_submissions', 'notifications']) {
      const before = t.sqlite.all<{ id: string }>(sql`select id from ${sql.identifier(name)} order by rowid`);
      const after = await db().execute<{ id: string }>(
        sql`select id from ${sql.identifier(name)} order by seq`,
      );
      expect(
        after.rows.map((r) => r.id),
        name,
      ).toEqual(before.map((r) => r.id));
    }
    const [last] = await db()
      .insert(pgSchema.notifications)
      .values({ userId: creator.id, type: 'system', title: 'After the copy', message: 'New' })
      .returning({ seq: pgSchema.notifications.seq });
    const [max] = await db()
      .execute<{ m: number }>(sql`select max(seq) as m from notifications where title != 'After the copy'`)
      .then((r) => r.rows);
    expect(last!.seq).toBeGreaterThan(max!.m);
    await db().delete(pgSchema.notifications).where(eq(pgSchema.notifications.title, 'After the copy'));
  });

  it('keeps JSON, money, timestamps, booleans and counters as the app reads them', async () => {
    const campaign = (await t.db.select().from(lite.campaigns)).find(
      (c) => c.tags.length > 1 && c.budget !== null && c.applicationCount > 0,
    )!;
    const [copied] = await db()
      .select()
      .from(pgSchema.campaigns)
      .where(eq(pgSchema.campaigns.id, campaign.id));
    expect(copied!.tags).toEqual(campaign.tags);
    expect(copied!.budget).toBe(campaign.budget);
    expect(typeof copied!.budget).toBe('number');
    expect(copied!.createdAt).toBe(campaign.createdAt);
    expect(copied!.applicationCount).toBe(campaign.applicationCount);

    const [admin] = await db()
      .select()
      .from(pgSchema.users)
      .where(eq(pgSchema.users.email, 'admin@demo.test'));
    expect(admin!.roles).toContain('admin');

    const read = await t.db.select().from(lite.notifications).where(eq(lite.notifications.read, true));
    expect(read.length).toBeGreaterThan(0);
    const [readCopied] = await db()
      .select({ n: count() })
      .from(pgSchema.notifications)
      .where(eq(pgSchema.notifications.read, true));
    expect(readCopied!.n).toBe(read.length);
  });

  it('copies ciphertexts byte for byte: the same key still opens them', async () => {
    const before = (
      await t.db.select(paymentColumns).from(lite.paymentDetails).leftJoin(lite.aadhaarVault, vaultJoin)
    ).find((r) => r.aadhaarNumberEnc !== null && r.panNumberEnc !== null)!;
    const [after] = await db()
      .select({
        panNumberEnc: pgSchema.paymentDetails.panNumberEnc,
        aadhaarNumberEnc: pgSchema.aadhaarVault.numberEnc,
        accountNumberEnc: pgSchema.paymentDetails.accountNumberEnc,
      })
      .from(pgSchema.paymentDetails)
      .leftJoin(pgSchema.aadhaarVault, eq(pgSchema.aadhaarVault.id, pgSchema.paymentDetails.aadhaarRef))
      .where(eq(pgSchema.paymentDetails.id, before.id));
    const opened = decryptPaymentNumbers(t.deps.keyring, after!);
    expect(opened).toEqual(decryptPaymentNumbers(t.deps.keyring, before));
    expect(opened.aadhaar_number).toMatch(/^\d{12}$/);
  });

  it("indexes every copied campaign for search, under its brand's name", async () => {
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from campaign_search s join campaigns c on c.id = s.campaign_id
          join profiles p on p.user_id = c.user_id where s.document like '%' || p.company_name || '%'`,
    );
    expect(rows[0]!.n).toBe((await t.db.select().from(lite.campaigns)).length);
  });

  it('refuses a second copy into the now full database, naming its tables, and changes nothing', async () => {
    const before = await pgCounts(db());
    const copy = copySqliteToPostgres(file, urlOf(db()));
    await expect(copy).rejects.toThrow(CopyRefused);
    await expect(copy).rejects.toThrow(/already holds rows in .*users.*campaigns/);
    expect(await pgCounts(db())).toEqual(before);
  }, 60_000);
});

describePostgres('db:copy refuses a SQLite file with a migration pending', () => {
  const db = usePostgresDatabase({ migrated: false });

  it('tells to run db:migrate first and writes nothing, not even the migrations', async () => {
    const old = databaseBefore('social_handles_normalised');
    const oldFile = old.$client.name;
    old.$client.close();
    const copy = copySqliteToPostgres(oldFile, urlOf(db()));
    await expect(copy).rejects.toThrow(CopyRefused);
    await expect(copy).rejects.toThrow(/\d+ of its \d+ migrations not applied: run .*npm run db:migrate/);
    const { rows } = await db().execute(sql`select to_regclass('public.users') as users`);
    expect(rows[0]).toEqual({ users: null });
  });

  it('refuses a file a newer version migrated further, whose tables this version does not know', async () => {
    const newer = path.join(dir, 'newer.db');
    await t.sqlite.$client.backup(newer);
    const other = new Database(newer);
    other.prepare(`insert into __drizzle_migrations (hash, created_at) values ('next', 9999999999999)`).run();
    other.close();
    await expect(copySqliteToPostgres(newer, urlOf(db()))).rejects.toThrow(
      /more than the \d+ this version knows/,
    );
  });
});

describePostgres('a copy that fails midway', () => {
  const db = usePostgresDatabase();

  it('leaves the target as it was: one transaction, all or nothing', async () => {
    // SQLite keeps a NUL character in text; PostgreSQL refuses it, here in one of the last tables.
    const broken = path.join(dir, 'broken.db');
    await t.sqlite.$client.backup(broken);
    const other = new Database(broken);
    other.prepare(`update suspensions set reason = 'a' || char(0) || 'b'`).run();
    other.close();
    await expect(copySqliteToPostgres(broken, urlOf(db()))).rejects.toThrow(/insert into "suspensions"/);
    expect(await pgCounts(db())).toEqual(
      Object.fromEntries(liteTables.map((x) => [getTableConfig(x).name, 0])),
    );
  }, 60_000);
});

describePostgres('npm run db:copy', () => {
  const db = usePostgresDatabase({ migrated: false });

  it('migrates an empty database, copies, prints the counts and the uploads reminder, exits 0', async () => {
    const run = tsx('--from', file, '--to', urlOf(db()));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const users = (await t.db.select().from(lite.users)).length;
    expect(run.stdout).toMatch(/table\s+sqlite\s+postgres/);
    expect(run.stdout).toMatch(new RegExp(`\\nusers\\s+${users}\\s+${users}\\n`));
    expect(run.stdout).not.toContain('DIFFERS');
    expect(run.stdout).toMatch(/DATA_DIR\/uploads.*STORAGE_URL/);
  }, 60_000);

  it('exits 1 with the reason when the target holds rows, or the arguments are wrong', () => {
    const again = tsx('--from', file, '--to', urlOf(db()));
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already holds rows in .*users/);
    const bare = tsx('--from', file, '--into', urlOf(db()));
    expect(bare.status).toBe(1);
    expect(bare.stderr).toMatch(/Usage: npm run db:copy -- --from <sqlite-file> --to/);
  }, 60_000);
});

describePostgres('sequences after a copy', () => {
  const db = usePostgresDatabase();

  it('moves a serial column past the copied values, so the next insert gets a new one', async () => {
    await db().execute(sql`create table numbered (n serial primary key, label text)`);
    await db().execute(sql`insert into numbered (n, label) values (1, 'a'), (2, 'b'), (5, 'c')`);
    await db().transaction(advanceSequences);
    const { rows } = await db().execute(sql`insert into numbered (label) values ('d') returning n`);
    expect(rows).toEqual([{ n: 6 }]);
  });
});
