import { eq, inArray, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { openDb } from '@db/engines/sqlite/connection';
import { runMigrations } from '@db/engines/sqlite/migrate';
import { runPostgresMigrations } from '@db/engines/postgres/connection';
import * as lite from '@db/schema';
import { postgresTables } from '@db/engines/postgres/tables';
import { describePostgres, usePostgresDatabase } from '../kit/postgres';

const pgSchema = postgresTables;
const { aadhaarVault, applications, campaigns, paymentDetails, profiles, transactions, users } = pgSchema;

/*
 * PostgreSQL's migrations (drizzle/postgres): the tables of src/db/schema as PostgreSQL makes them, and the triggers
 * and search that mirror SQLite's (tests/integration/rollups.test.ts checks those on SQLite). Rows
 * are written straight through drizzle, as any code path would.
 */

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
let serial = 0;

describePostgres('PostgreSQL tables and migrations', () => {
  const db = usePostgresDatabase();
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];

  async function insertUser(fullName: string, userType: 'brand' | 'influencer' = 'brand') {
    serial += 1;
    const [user] = await db()
      .insert(users)
      .values({ email: `u${serial}@example.com`, passwordHash: 'x', fullName, userType })
      .returning();
    return user!;
  }

  async function insertCampaign(brandId: string, values: Partial<typeof campaigns.$inferInsert> = {}) {
    const [campaign] = await db()
      .insert(campaigns)
      .values({ userId: brandId, title: 'A campaign', status: 'active', ...values })
      .returning();
    return campaign!;
  }

  async function insertTransaction(
    campaign: { id: string; userId: string },
    creatorId: string,
    deal: number,
  ) {
    serial += 1;
    const [application] = await db()
      .insert(applications)
      .values({ campaignId: campaign.id, brandId: campaign.userId, creatorId, status: 'completed' })
      .returning();
    const commission = Math.floor((deal * 15 + 50) / 100);
    const [tx] = await db()
      .insert(transactions)
      .values({
        campaignId: campaign.id,
        applicationId: application!.id,
        brandId: campaign.userId,
        creatorId,
        dealAmount: deal,
        commissionAmount: commission,
        creatorEarnings: deal - commission,
        paymentReference: `TXN-PG-${serial}`,
      })
      .returning();
    return tx!;
  }

  /** Campaigns per tag per India day, counted in JS from the campaigns themselves. */
  async function tagDaysFromSource() {
    const counts = new Map<string, number>();
    for (const c of await db().select().from(campaigns)) {
      if (c.status === 'deleted') continue;
      const day = new Date(Date.parse(c.createdAt) + 330 * 60_000).toISOString().slice(0, 10);
      for (const tag of c.tags.filter((t) => t.trim() !== '')) {
        const key = `${day} ${tag}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    return [...counts].map(([key, n]) => `${key}: ${n}`).sort();
  }

  async function totalsFromSource() {
    const totals = new Map<string, number[]>();
    for (const t of await db().select().from(transactions)) {
      const [n, deal, commission, earnings] = totals.get(t.paymentStatus) ?? [0, 0, 0, 0];
      totals.set(t.paymentStatus, [
        n! + 1,
        deal! + t.dealAmount,
        commission! + t.commissionAmount,
        earnings! + t.creatorEarnings,
      ]);
    }
    return [...totals].map(([status, figures]) => `${status}: ${figures.join(' ')}`).sort();
  }

  /** Campaign ids whose title, description, a tag or brand name contains `word` in any case, found in JS. */
  async function searchFromSource(word: string) {
    const found = await db()
      .select({
        id: campaigns.id,
        title: campaigns.title,
        description: campaigns.description,
        tags: campaigns.tags,
        fullName: users.fullName,
        companyName: profiles.companyName,
      })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.userId))
      .leftJoin(profiles, eq(profiles.userId, campaigns.userId));
    const w = word.toLowerCase();
    return found
      .filter((c) =>
        [c.title, c.description ?? '', ...c.tags, c.companyName?.trim() || c.fullName].some((text) =>
          text.toLowerCase().includes(w),
        ),
      )
      .map((c) => c.id)
      .sort();
  }

  /** What the trigram index answers for `word` (its LIKE wildcards escaped). */
  async function searchFromIndex(word: string) {
    const pattern = `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const found = await rows<{ id: string }>(
      sql`select campaign_id as id from campaign_search where document ilike ${pattern} order by 1`,
    );
    return found.map((r) => r.id).sort();
  }

  async function expectRollupsMatchSource(probes: string[]) {
    const tagDays = await rows<{ day: string; tag: string; campaigns: number }>(
      sql`select day, tag, campaigns from campaign_tag_days`,
    );
    expect(tagDays.map((r) => `${r.day} ${r.tag}: ${r.campaigns}`).sort()).toEqual(await tagDaysFromSource());
    const totals = await db().select().from(pgSchema.transactionTotals);
    expect(
      totals
        .filter((t) => t.count !== 0)
        .map(
          (t) => `${t.paymentStatus}: ${t.count} ${t.dealAmount} ${t.commissionAmount} ${t.creatorEarnings}`,
        )
        .sort(),
    ).toEqual(await totalsFromSource());
    for (const word of probes)
      expect({ word, ids: await searchFromIndex(word) }).toEqual({ word, ids: await searchFromSource(word) });
  }

  it('creates every table of the PostgreSQL schema, with its columns, and applies again as a no-op', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    for (const table of Object.values(pgSchema).filter((t) => typeof t === 'object' && 'getSQL' in t)) {
      const config = getTableConfig(table as Parameters<typeof getTableConfig>[0]);
      expect({
        table: config.name,
        columns: columns
          .filter((c) => c.table_name === config.name)
          .map((c) => c.column_name)
          .sort(),
      }).toEqual({ table: config.name, columns: config.columns.map((c) => c.name).sort() });
    }
    // A stuck statement is cancelled rather than holding one of the pool's connections.
    expect(await rows(sql`show statement_timeout`)).toEqual([{ statement_timeout: '15s' }]);
    const applied = async () =>
      (await rows<{ n: number }>(sql`select count(*) as n from drizzle.__drizzle_migrations`))[0]!.n;
    const before = await applied();
    expect(before).toBeGreaterThanOrEqual(2);
    // Two processes starting at once take turns; neither applies anything again.
    await Promise.all([runPostgresMigrations(db()), runPostgresMigrations(db())]);
    expect(await applied()).toBe(before);
  });

  it('gives and takes the same JS values as SQLite for the same row', async () => {
    const sqlite = openDb(':memory:');
    runMigrations(sqlite);
    const user = { id: 'same-user', email: 'same@example.com', passwordHash: 'x', fullName: 'Same Brand' };
    const campaign = {
      id: 'same-campaign',
      userId: user.id,
      title: 'Same',
      tags: ['Beauty', 'Summer'],
      budget: 10_000_000_000,
      startDate: '2026-03-01',
    };
    const notification = {
      id: 'same-note',
      userId: user.id,
      type: 't',
      title: 'T',
      message: 'M',
      metadata: { a: 1 },
    };
    sqlite.insert(lite.users).values(user).run();
    sqlite.insert(lite.campaigns).values(campaign).run();
    sqlite.insert(lite.notifications).values(notification).run();
    await db().insert(users).values(user);
    await db().insert(campaigns).values(campaign);
    await db().insert(pgSchema.notifications).values(notification);

    const pgCampaign = (await db().select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]!;
    const liteCampaign = sqlite
      .select()
      .from(lite.campaigns)
      .where(eq(lite.campaigns.id, campaign.id))
      .get()!;
    const pgNote = (
      await db().select().from(pgSchema.notifications).where(eq(pgSchema.notifications.id, notification.id))
    )[0]!;
    const liteNote = sqlite
      .select()
      .from(lite.notifications)
      .where(eq(lite.notifications.id, notification.id))
      .get()!;
    const timesApart = <T extends { createdAt: string; updatedAt?: string }>(row: T) => ({
      ...row,
      createdAt: expect.stringMatching(ISO) as unknown as string,
      ...(row.updatedAt ? { updatedAt: expect.stringMatching(ISO) as unknown as string } : {}),
    });
    // seq, PostgreSQL's insertion order (SQLite's is the rowid), is a number like the rowid.
    expect(pgCampaign).toEqual({ ...timesApart(liteCampaign), seq: expect.any(Number) });
    expect(pgCampaign.createdAt).toMatch(ISO);
    expect(pgNote).toEqual({ ...timesApart(liteNote), seq: expect.any(Number) });
    expect(pgNote.read).toBe(false);
    // Counts and sums come back as numbers, as from SQLite.
    const [counted] = await rows<{ n: unknown; total: unknown }>(
      sql`select count(*) as n, sum(budget) as total from campaigns where id = ${campaign.id}`,
    );
    expect(counted).toEqual({ n: 1, total: 10_000_000_000 });
    await db().delete(users).where(eq(users.id, user.id));
  });

  it('keeps the rollups and the search equal to their source rows through inserts, edits and deletes', async () => {
    const glow = await insertUser('Glow Owner');
    await db().insert(profiles).values({ userId: glow.id, companyName: 'Glow Cosmetics' });
    const urban = await insertUser('Urban Threads');
    const creators = [await insertUser('C1', 'influencer'), await insertUser('C2', 'influencer')];
    const probes = [
      'summer',
      'FASHION',
      'glow',
      'threads',
      'serum',
      'winter',
      'acme',
      'beauty',
      'reels',
      'ow c',
      'é',
    ];

    // Campaigns on days either side of an India midnight (18:29 and 18:31 UTC).
    const made = [
      await insertCampaign(glow.id, {
        title: 'Summer Serum',
        tags: ['Beauty', 'Summer'],
        createdAt: '2026-03-01T18:29:00.000Z',
      }),
      await insertCampaign(glow.id, {
        title: 'Winter Glow',
        tags: ['Beauty', 'Winter'],
        createdAt: '2026-03-01T18:31:00.000Z',
      }),
      await insertCampaign(urban.id, {
        title: 'Street Fashion',
        description: 'Reels of our fashion, café',
        tags: ['Fashion', 'fashion'],
      }),
      await insertCampaign(urban.id, { title: 'Draft', tags: ['Fashion'], status: 'draft' }),
      await insertCampaign(urban.id, { title: 'Gone', tags: ['Summer', ' '], status: 'deleted' }),
    ];
    await expectRollupsMatchSource(probes);

    await db()
      .update(campaigns)
      .set({ tags: ['Summer', 'Skincare'] })
      .where(eq(campaigns.id, made[0]!.id));
    await db().update(campaigns).set({ status: 'deleted' }).where(eq(campaigns.id, made[1]!.id));
    await db().update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, made[4]!.id));
    await db()
      .update(campaigns)
      .set({ status: 'paused', title: 'Autumn Fashion' })
      .where(eq(campaigns.id, made[2]!.id));
    await db()
      .update(campaigns)
      .set({ createdAt: '2025-01-01T00:00:00.000Z' })
      .where(eq(campaigns.id, made[3]!.id));
    await expectRollupsMatchSource([...probes, 'autumn', 'skincare']);

    const tx = [
      await insertTransaction(made[0]!, creators[0]!.id, 10_000),
      await insertTransaction(made[0]!, creators[1]!.id, 25_000),
      await insertTransaction(made[2]!, creators[0]!.id, 7_000),
    ];
    await db().update(transactions).set({ paymentStatus: 'failed' }).where(eq(transactions.id, tx[0]!.id));
    await db()
      .update(transactions)
      .set({ dealAmount: 8_000, commissionAmount: 1_200, creatorEarnings: 6_800 })
      .where(eq(transactions.id, tx[2]!.id));
    await db().delete(transactions).where(eq(transactions.id, tx[1]!.id));
    await expectRollupsMatchSource(probes);

    // The brand renames: company name edited, then cleared (the full name stands in), the full name edited.
    await db().update(profiles).set({ companyName: 'Acme Beauty' }).where(eq(profiles.userId, glow.id));
    await expectRollupsMatchSource(probes);
    expect(await searchFromIndex('cosmetics')).toEqual([]);
    await db().update(profiles).set({ companyName: '  ' }).where(eq(profiles.userId, glow.id));
    await db().update(users).set({ fullName: 'Glowing Acme' }).where(eq(users.id, glow.id));
    await expectRollupsMatchSource([...probes, 'glowing']);
    await db().delete(profiles).where(eq(profiles.userId, glow.id));
    await expectRollupsMatchSource([...probes, 'glowing']);
    expect(await searchFromIndex('GLOWING ACME')).toEqual([made[0]!.id, made[1]!.id].sort());

    // Accounts deleted: their campaigns and transactions go with them (cascades fire the triggers).
    await db()
      .delete(users)
      .where(inArray(users.id, [urban.id, creators[0]!.id]));
    await expectRollupsMatchSource(probes);
    expect(await rows(sql`select * from campaign_search where campaign_id = ${made[2]!.id}`)).toEqual([]);
  });

  it('releases an Aadhaar vault row when its record lets go of it', async () => {
    const creator = await insertUser('Vault Holder', 'influencer');
    const vaultIds = async () =>
      (await db().select({ id: aadhaarVault.id }).from(aadhaarVault)).map((r) => r.id).sort();
    const [first] = await db().insert(aadhaarVault).values({ numberEnc: 'ct-1' }).returning();
    const [record] = await db()
      .insert(paymentDetails)
      .values({ userId: creator.id, aadhaarRef: first!.id, consentGiven: true })
      .returning();
    expect(record!.consentGiven).toBe(true);

    const [second] = await db().insert(aadhaarVault).values({ numberEnc: 'ct-2' }).returning();
    await db()
      .update(paymentDetails)
      .set({ aadhaarRef: second!.id })
      .where(eq(paymentDetails.id, record!.id));
    expect(await vaultIds()).toEqual([second!.id]);
    // Unrelated edits keep it.
    await db().update(paymentDetails).set({ upiId: 'x@upi' }).where(eq(paymentDetails.id, record!.id));
    expect(await vaultIds()).toEqual([second!.id]);
    await db().update(paymentDetails).set({ aadhaarRef: null }).where(eq(paymentDetails.id, record!.id));
    expect(await vaultIds()).toEqual([]);

    const [third] = await db().insert(aadhaarVault).values({ numberEnc: 'ct-3' }).returning();
    await db().update(paymentDetails).set({ aadhaarRef: third!.id }).where(eq(paymentDetails.id, record!.id));
    await db().delete(users).where(eq(users.id, creator.id));
    expect(await vaultIds()).toEqual([]);
  });
});
