import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb } from './connection';
import { openAsyncDb } from './async-db';
import { runMigrations } from './migrate';
import { parseWrite, writeCounts } from './write-tracking';

describe('parseWrite', () => {
  it('names the table, and the columns an UPDATE sets (not those it compares)', () => {
    expect(
      parseWrite('update "users" set "last_active_at" = ?, "updated_at" = ? where "users"."id" = ?'),
    ).toEqual({
      kind: 'update',
      table: 'users',
      columns: ['last_active_at', 'updated_at'],
    });
    expect(
      parseWrite("update t set a = (select x from y where z = 1), b = 'it''s, where' where c = 1"),
    ).toMatchObject({ columns: ['a', 'b'] });
    expect(parseWrite('insert or replace into campaign_search (rowid) select 1')).toEqual({
      kind: 'insert',
      table: 'campaign_search',
      replaces: true,
      upserts: false,
    });
    expect(parseWrite('delete from "sessions" where "sessions"."id" = ?')).toEqual({
      kind: 'delete',
      table: 'sessions',
    });
  });

  it('answers "columns unknown" or "not understood" rather than guess', () => {
    expect(parseWrite('update t set (a, b) = (1, 2)')).toMatchObject({ columns: null });
    expect(parseWrite('with x as (select 1) delete from t')).toBeNull();
    expect(parseWrite('update "main"."t" set a = 1')).toBeNull();
  });
});

describe('writeCounts', () => {
  const db = openDb(':memory:');
  runMigrations(db);
  const client = db.$client;
  const written = (table: string) => writeCounts(client)!.all.get(table) ?? 0;
  const unknown = () => writeCounts(client)!.unknown;
  const brandWithCampaign = (user: string, campaign: string) => {
    client
      .prepare(
        `insert into users (id, email, password_hash, full_name, user_type) values (?, ?, 'x', 'A', 'brand')`,
      )
      .run(user, `${user}@b.c`);
    client
      .prepare(`insert into campaigns (id, user_id, title, description) values (?, ?, 'T', 'D')`)
      .run(campaign, user);
  };

  it('follows triggers and foreign-key actions, and only those a statement starts', () => {
    brandWithCampaign('u1', 'c1');
    const [campaigns, search] = [written('campaigns'), written('campaign_search')];
    client.prepare(`update campaigns set application_count = application_count + 1 where id = 'c1'`).run();
    expect(written('campaigns')).toBe(campaigns + 1);
    expect(written('campaign_search')).toBe(search);

    client.prepare(`update campaigns set title = 'New' where id = 'c1'`).run();
    expect(written('campaign_search')).toBeGreaterThan(search);

    const [campaignsNow, searchNow, unknownNow] = [
      written('campaigns'),
      written('campaign_search'),
      unknown(),
    ];
    client.prepare(`delete from users where id = 'u1'`).run();
    expect(written('campaigns')).toBeGreaterThan(campaignsNow);
    expect(written('campaign_search')).toBeGreaterThan(searchNow);
    expect(unknown()).toBe(unknownNow);
  });

  it('counts a change made outside a tracked statement as a write to every table', () => {
    const before = unknown();
    client.exec(`insert into campaign_tag_days values ('x', 'y', 1)`);
    expect(unknown()).toBe(before + 1);
  });

  it('counts an awaited transaction only by the rows it writes', async () => {
    const adb = openAsyncDb(client);
    const [campaigns, unknownBefore] = [written('campaigns'), unknown()];
    await adb.transaction(async (tx) => {
      await tx.transaction(async () => {});
    });
    expect(unknown()).toBe(unknownBefore);
    expect(written('campaigns')).toBe(campaigns);
  });

  it('counts a campaign edit in a transaction by its tables only, though the search index writes at COMMIT', async () => {
    const adb = openAsyncDb(client);
    brandWithCampaign('u2', 'c2');
    const [users, unknownBefore] = [written('users'), unknown()];
    await adb.transaction(async (tx) => {
      await tx.run(sql`update campaigns set title = 'Edited' where id = 'c2'`);
    });
    expect(unknown()).toBe(unknownBefore);
    expect(written('users')).toBe(users);
  });
});
