// SQLite only: SQLite's rollup triggers and FTS5 index, checked against SQLite SQL and its migration file.
import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, campaigns, profiles, reports, transactions, users } from '@db/schema';
import { createTestApp, type TestApp } from '../kit/app';
import { createBrand, createCreator } from '../kit/factories';
import { daysAgo, insertApplication, insertCampaign, insertTransaction } from '../kit/money-rows';

/*
 * The rollups (drizzle/sqlite/0002_rollups.sql) are kept by triggers. After a mix of inserts, updates and
 * deletes, each must equal the same figure computed from its source rows, the way the app computed
 * it before the rollups existed.
 */

const sqlite = (t: TestApp) => t.sqlite.$client;
const rows = (t: TestApp, query: string, ...params: unknown[]) =>
  sqlite(t)
    .prepare(query)
    .all(...params);

function tagDaysFromSource(t: TestApp) {
  return rows(
    t,
    `select date(c.created_at, '+330 minutes') as day, j.value as tag, count(*) as campaigns
     from campaigns c, json_each(c.tags) j
     where c.status <> 'deleted' and j.type = 'text' and trim(j.value) <> ''
     group by 1, 2 order by 1, 2`,
  );
}

function transactionTotalsFromSource(t: TestApp) {
  return rows(
    t,
    `select payment_status, count(*) as count, sum(deal_amount) as deal_amount, sum(commission_amount) as commission_amount,
            sum(creator_earnings) as creator_earnings
     from transactions group by payment_status order by payment_status`,
  );
}

/** Campaign rowids whose title, description, a tag or brand name contains `word` (any case), read from the source rows. */
function searchFromSource(t: TestApp, word: string) {
  return rows(
    t,
    `select c.rowid as id from campaigns c join users u on u.id = c.user_id left join profiles p on p.user_id = c.user_id
     where lower(c.title) like '%' || lower(@w) || '%' or lower(c.description) like '%' || lower(@w) || '%'
        or lower(coalesce(nullif(trim(p.company_name), ''), u.full_name)) like '%' || lower(@w) || '%'
        or exists (select 1 from json_each(c.tags) where lower(value) like '%' || lower(@w) || '%')
     order by 1`,
    { w: word },
  ).map((r: any) => r.id);
}

const searchFromIndex = (t: TestApp, word: string) =>
  rows(
    t,
    'select rowid as id from campaign_search where campaign_search match ? order by 1',
    `"${word}"`,
  ).map((r: any) => r.id);

function expectRollupsMatchSource(t: TestApp, probes: string[]) {
  expect(rows(t, 'select day, tag, campaigns from campaign_tag_days order by 1, 2')).toEqual(
    tagDaysFromSource(t),
  );
  expect(
    rows(
      t,
      'select payment_status, count, deal_amount, commission_amount, creator_earnings from transaction_totals where count <> 0 order by 1',
    ),
  ).toEqual(transactionTotalsFromSource(t));
  for (const word of probes)
    expect({ word, ids: searchFromIndex(t, word) }).toEqual({ word, ids: searchFromSource(t, word) });
}

const PROBES = ['summer', 'fashion', 'glow', 'threads', 'serum', 'winter', 'acme', 'beauty', 'reels'];

describe('rollups kept by triggers', () => {
  it('equal their source rows through inserts, edits, status changes and deletes', async () => {
    const t = createTestApp();
    const glow = await createBrand(t, { profile: { companyName: 'Glow Cosmetics' } });
    const urban = await createBrand(t, { fullName: 'Urban Threads' });
    const creators = await Promise.all([createCreator(t), createCreator(t), createCreator(t)]);

    // Campaigns on days either side of an India midnight (18:29 and 18:31 UTC).
    const made = [
      await insertCampaign(t, glow.user.id, {
        title: 'Summer Serum',
        tags: ['Beauty', 'Summer'],
        createdAt: '2026-03-01T18:29:00.000Z',
      }),
      await insertCampaign(t, glow.user.id, {
        title: 'Winter Glow',
        tags: ['Beauty', 'Winter'],
        createdAt: '2026-03-01T18:31:00.000Z',
      }),
      await insertCampaign(t, urban.user.id, {
        title: 'Street Fashion',
        description: 'Reels of our fashion',
        tags: ['Fashion', 'fashion'],
      }),
      await insertCampaign(t, urban.user.id, {
        title: 'Draft',
        tags: ['Fashion'],
        status: 'draft',
        createdAt: daysAgo(40),
      }),
      await insertCampaign(t, urban.user.id, { title: 'Gone', tags: ['Summer'], status: 'deleted' }),
    ];
    expectRollupsMatchSource(t, PROBES);

    // Campaign edits: tags, the brand's soft delete and its undoing, status changes, the title.
    await t.db
      .update(campaigns)
      .set({ tags: ['Summer', 'Skincare'] })
      .where(eq(campaigns.id, made[0]!.id));
    await t.db.update(campaigns).set({ status: 'deleted' }).where(eq(campaigns.id, made[1]!.id));
    await t.db.update(campaigns).set({ status: 'active' }).where(eq(campaigns.id, made[4]!.id));
    await t.db
      .update(campaigns)
      .set({ status: 'paused', title: 'Autumn Fashion' })
      .where(eq(campaigns.id, made[2]!.id));
    await t.db
      .update(campaigns)
      .set({ createdAt: daysAgo(400) })
      .where(eq(campaigns.id, made[3]!.id));
    expectRollupsMatchSource(t, [...PROBES, 'autumn']);

    // Applications, reports and transactions through their lifecycles.
    const apps = await Promise.all(
      creators.map((c) => insertApplication(t, made[2]!, c.user.id, { status: 'pending' })),
    );
    await t.db.update(applications).set({ status: 'accepted' }).where(eq(applications.id, apps[0]!.id));
    await t.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, apps[1]!.id));
    await t.db.delete(applications).where(eq(applications.id, apps[2]!.id));
    const tx = [
      await insertTransaction(t, { campaign: made[0]!, creatorId: creators[0].user.id, deal: 10_000 }),
      await insertTransaction(t, {
        campaign: made[0]!,
        creatorId: creators[1].user.id,
        deal: 25_000,
        status: 'completed',
      }),
      await insertTransaction(t, { campaign: made[2]!, creatorId: creators[2].user.id, deal: 7_000 }),
    ];
    await t.db.update(transactions).set({ paymentStatus: 'failed' }).where(eq(transactions.id, tx[0]!.id));
    await t.db
      .update(transactions)
      .set({ dealAmount: 8_000, commissionAmount: 1_200, creatorEarnings: 6_800 })
      .where(eq(transactions.id, tx[2]!.id));
    await t.db.delete(transactions).where(eq(transactions.id, tx[1]!.id));
    await t.db.insert(reports).values({
      reporterId: creators[0].user.id,
      reportedUserId: urban.user.id,
      reportType: 'spam',
      reason: 'Spam',
    });
    await t.db.update(reports).set({ status: 'resolved' });
    expectRollupsMatchSource(t, PROBES);

    // The brand's name: company name edited, then cleared (the full name stands in), the full name edited.
    await t.db.update(profiles).set({ companyName: 'Acme Beauty' }).where(eq(profiles.userId, glow.user.id));
    expectRollupsMatchSource(t, PROBES);
    await t.db.update(profiles).set({ companyName: '  ' }).where(eq(profiles.userId, glow.user.id));
    await t.db.update(users).set({ fullName: 'Glowing Acme' }).where(eq(users.id, glow.user.id));
    expectRollupsMatchSource(t, [...PROBES, 'glowing']);

    // An account deleted: its campaigns, applications and transactions go with it (cascades fire the triggers).
    await t.db.delete(users).where(inArray(users.id, [urban.user.id, creators[0].user.id]));
    expectRollupsMatchSource(t, PROBES);
  });

  it('are filled from the rows already there when the migration runs', () => {
    const t = createTestApp();
    const db = sqlite(t);
    db.exec(
      `insert into users (id, email, password_hash, full_name, user_type) values ('b1', 'b1@example.com', 'x', 'Old Brand', 'brand')`,
    );
    db.exec(
      `insert into campaigns (id, user_id, title, tags, status) values ('c1', 'b1', 'Summer Reels', '["Summer","Beauty"]', 'active')`,
    );
    db.exec(`delete from campaign_tag_days; delete from transaction_totals; delete from campaign_search`);
    // The backfill statements of the migration, run again on the emptied rollups (status_counts is
    // dropped by a later migration).
    const backfills = migrationStatements().filter(
      (s) => /^(--[^\n]*\n)*INSERT INTO/.test(s) && !s.includes('status_counts'),
    );
    expect(backfills).toHaveLength(3);
    for (const s of backfills) db.exec(s);
    expectRollupsMatchSource(t, ['summer', 'old brand', 'beauty']);
  });
});

function migrationStatements() {
  return fs
    .readFileSync(new URL('../../drizzle/sqlite/0002_rollups.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim());
}
