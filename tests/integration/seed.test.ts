import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { openDb } from '@db/client';
import * as schema from '@db/schema';
import { DEMO_PASSWORD } from '@server/seed/demo-data';
import { reloadDemo, seedDemo, seedDemoIfEmpty } from '@server/seed/demo';
import { ensureAdminAccount } from '@server/services/auth/accounts';
import { decrypt } from '@server/services/payments/crypto';
import { profileUpdateInput } from '@shared/schemas/profile';
import { workLinkError } from '@shared/work-link';
import { createTestApp, type TestApp } from '../kit/app';
import { createCreator } from '../kit/factories';
import { rest } from '../kit/rest';

const tables = Object.values(schema as Record<string, unknown>).filter((v): v is SQLiteTable =>
  is(v, SQLiteTable),
);

/** Rows per table, by table name. */
function rowCounts(t: Pick<TestApp, 'db'>) {
  return Object.fromEntries(
    tables.map((table) => [getTableConfig(table).name, t.db.select({ n: count() }).from(table).get()!.n]),
  );
}

const all = <T>(t: TestApp, query: string) => t.db.$client.prepare(query).all() as T[];

async function seeded() {
  const t = createTestApp();
  const lines: string[] = [];
  const loaded = await seedDemoIfEmpty(t.deps.db, { log: (l) => lines.push(l), keyring: t.deps.keyring });
  return { t, loaded, log: lines.join('\n') };
}

const { t, loaded, log } = await seeded();

const login = (email: string) => t.caller().auth.login({ email, password: DEMO_PASSWORD });

describe('seedDemoIfEmpty on an empty database', () => {
  it('loads the demo and prints the main logins with the shared password', () => {
    expect(loaded).toBe(true);
    for (const email of ['admin@demo.test', 'brand@demo.test', 'creator@demo.test'])
      expect(log).toContain(email);
    expect(log).toContain(DEMO_PASSWORD);
    expect(log).toMatch(/role\s+email\s+password/);
  });

  it('fills every table a running marketplace has rows in', () => {
    const counts = rowCounts(t);
    // Sessions come from signing in; the audit log records only real admin actions.
    const empty = Object.entries(counts)
      .filter(([, n]) => n === 0)
      .map(([name]) => name)
      .sort();
    // key_checks is written at start-up (main.ts), not by the seed.
    expect(empty).toEqual(['audit_log', 'key_checks', 'sessions']);
    expect(counts).toMatchObject({ users: 11, profiles: 11 });
  });

  it('has an admin, 3 brands and 7 creators with full Indian profiles that pass the profile rules', () => {
    const people = all<{ user_type: string; roles: string; email: string }>(
      t,
      'select user_type, roles, email from users',
    );
    expect(
      people.filter((u) => u.user_type === 'admin' && JSON.parse(u.roles).includes('admin')),
    ).toHaveLength(1);
    expect(people.filter((u) => u.user_type === 'brand')).toHaveLength(3);
    expect(people.filter((u) => u.user_type === 'influencer')).toHaveLength(7);

    const creators = all<Record<string, string | number | null>>(
      t,
      `select u.full_name, p.* from users u join profiles p on p.user_id = u.id where u.user_type = 'influencer'`,
    );
    for (const c of creators) {
      expect(c).toMatchObject({
        niche: expect.any(String),
        editing_skills: expect.any(String),
        reel_price: expect.any(String),
        instagram_handle: expect.any(String),
        location: expect.any(String),
      });
      expect(c.follower_count).toBeGreaterThan(0);
      expect(JSON.parse(c.languages_spoken as string).length).toBeGreaterThan(0);
      const parsed = profileUpdateInput.safeParse({
        niche: c.niche,
        editing_skills: c.editing_skills,
        website_url: c.website_url ?? '',
        username: c.username,
        follower_count: c.follower_count,
        youtube_subscribers: c.youtube_subscribers,
        x_followers: c.x_followers,
        bio: c.bio,
        phone: c.phone,
      });
      expect(parsed.error?.issues).toBeUndefined();
    }
    const brands = all<Record<string, string | null>>(
      t,
      `select p.* from users u join profiles p on p.user_id = u.id where u.user_type = 'brand'`,
    );
    for (const b of brands) {
      expect(b).toMatchObject({
        company_name: expect.any(String),
        industry: expect.any(String),
        address: expect.any(String),
      });
      expect(
        profileUpdateInput.safeParse({
          industry: b.industry,
          company_website: b.company_website,
          phone: b.phone,
        }).error?.issues,
      ).toBeUndefined();
    }
  });

  it('has campaigns in every status, paid and barter, with tags, deliverables, timeline and deadline', () => {
    const rows = all<{
      status: string;
      budget: number | null;
      collab_type: string;
      tags: string;
      deliverables: string;
      start_date: string;
      end_date: string;
      deadline: string;
    }>(t, 'select * from campaigns');
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['draft', 'active', 'paused', 'completed', 'flagged', 'removed', 'deleted']),
    );
    expect(rows.some((r) => (r.budget ?? 0) > 0 && r.collab_type === 'paid')).toBe(true);
    expect(rows.some((r) => !(r.budget! > 0) && r.collab_type === 'barter')).toBe(true);
    for (const r of rows) {
      expect(JSON.parse(r.tags).length).toBeGreaterThan(0);
      expect(JSON.parse(r.deliverables).length).toBeGreaterThan(0);
      for (const d of [r.start_date, r.end_date, r.deadline]) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.end_date >= r.start_date).toBe(true);
    }
  });

  it('keeps application_count equal to the applications of each campaign', () => {
    const mismatched = all(
      t,
      `select c.id from campaigns c where c.application_count <> (select count(*) from applications a where a.campaign_id = c.id)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('has applications and work submissions in every status, consistent with each other', () => {
    const apps = all<{ status: string }>(t, 'select status from applications');
    expect(new Set(apps.map((a) => a.status))).toEqual(
      new Set(['pending', 'accepted', 'approved', 'completed', 'rejected']),
    );
    const work = all<{
      status: string;
      links: string;
      app_status: string;
      feedback: string | null;
      brand_id: string;
      campaign_brand: string;
    }>(
      t,
      `select w.status, w.links, w.feedback, a.status as app_status, a.brand_id, c.user_id as campaign_brand
       from work_submissions w join applications a on a.id = w.application_id join campaigns c on c.id = w.campaign_id`,
    );
    expect(new Set(work.map((w) => w.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'revision_requested']),
    );
    for (const w of work) {
      expect(['accepted', 'approved', 'completed']).toContain(w.app_status);
      expect(w.brand_id).toBe(w.campaign_brand);
      if (w.status === 'rejected' || w.status === 'revision_requested') expect(w.feedback).toBeTruthy();
      for (const link of JSON.parse(w.links) as string[]) expect(workLinkError(link)).toBeNull();
    }
  });

  it('keeps the money rule on every transaction: deal = budget / participants, 15% commission rounded half up', () => {
    const rows = all<{
      campaign_id: string;
      budget: number;
      status: string;
      deal_amount: number;
      commission_amount: number;
      creator_earnings: number;
      payment_reference: string;
      transaction_date: string;
      app_status: string;
      participants: number;
    }>(
      t,
      `select t.*, c.budget, c.status, a.status as app_status,
         (select count(*) from applications p where p.campaign_id = c.id and p.status = 'completed') as participants
       from transactions t join campaigns c on c.id = t.campaign_id join applications a on a.id = t.application_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['completed']));
    for (const r of rows) {
      expect(r.app_status).toBe('completed');
      const deal = Math.round(r.budget / r.participants);
      const commission = Math.floor((deal * 15 + 50) / 100);
      expect({ deal: r.deal_amount, commission: r.commission_amount, earnings: r.creator_earnings }).toEqual({
        deal,
        commission,
        earnings: deal - commission,
      });
      expect(r.payment_reference).toMatch(/^PAY-\d{8}-[0-9A-F]{8}$/);
      expect(r.payment_reference.slice(4, 12)).toBe(r.transaction_date.slice(0, 10).replace(/-/g, ''));
    }
    expect(new Set(rows.map((r) => r.payment_reference)).size).toBe(rows.length);
    // One row per participant of each completed paid campaign, and a rounding case among them.
    const completedPaid = all<{ id: string; n: number }>(
      t,
      `select c.id, (select count(*) from applications a where a.campaign_id = c.id and a.status = 'completed') as n
       from campaigns c where c.status = 'completed' and coalesce(c.budget, 0) > 0`,
    );
    expect(rows.length).toBe(completedPaid.reduce((sum, c) => sum + c.n, 0));
    expect(rows.some((r) => r.budget % r.participants !== 0)).toBe(true);
    const statuses = all<{ payment_status: string }>(t, 'select payment_status from transactions');
    expect(new Set(statuses.map((s) => s.payment_status))).toEqual(
      new Set(['pending', 'completed', 'failed', 'cancelled']),
    );
    expect(
      all(
        t,
        `select t.id from transactions t join campaigns c on c.id = t.campaign_id where coalesce(c.budget, 0) <= 0`,
      ),
    ).toEqual([]);
  });

  it('has reports in each status and suspensions that are active, expired and cancelled, none on the main logins', () => {
    const reports = all<{ status: string; report_type: string }>(
      t,
      'select status, report_type from reports',
    );
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set(['pending', 'resolved', 'dismissed']));
    const now = new Date().toISOString();
    const suspensions = all<{
      status: string;
      suspension_type: string;
      expires_at: string | null;
      email: string;
    }>(
      t,
      'select s.status, s.suspension_type, s.expires_at, u.email from suspensions s join users u on u.id = s.user_id',
    );
    expect(
      suspensions.some(
        (s) => s.status === 'active' && s.suspension_type === 'temporary' && s.expires_at! > now,
      ),
    ).toBe(true);
    expect(
      suspensions.some((s) => s.status === 'active' && s.expires_at !== null && s.expires_at < now),
    ).toBe(true);
    expect(suspensions.some((s) => s.status === 'cancelled')).toBe(true);
    for (const s of suspensions)
      expect(['admin@demo.test', 'brand@demo.test', 'creator@demo.test']).not.toContain(s.email);
  });

  it('gives each main login notifications of several types, and admins report links that open the report', () => {
    for (const email of ['admin@demo.test', 'brand@demo.test', 'creator@demo.test']) {
      const types = all<{ type: string }>(
        t,
        `select distinct n.type from notifications n join users u on u.id = n.user_id where u.email = '${email}'`,
      );
      expect(types.length).toBeGreaterThanOrEqual(3);
    }
    const reportNotes = all<{ action_url: string; metadata: string }>(
      t,
      `select action_url, metadata from notifications where type = 'report'`,
    );
    expect(reportNotes.length).toBeGreaterThan(0);
    for (const n of reportNotes) {
      const reportId = JSON.parse(n.metadata).report_id;
      expect(n.action_url).toBe(`/admin/reports/${reportId}`);
      expect(all(t, `select id from reports where id = '${reportId}'`)).toHaveLength(1);
    }
    const [broadcast] = all<{ id: string; recipient_count: number }>(
      t,
      'select id, recipient_count from broadcasts',
    );
    const delivered = all(
      t,
      `select id from notifications where type = 'broadcast' and json_extract(metadata, '$.broadcast_id') = '${broadcast!.id}'`,
    );
    expect(delivered).toHaveLength(broadcast!.recipient_count);
  });

  it('stores payment numbers only encrypted, readable with the installation key', () => {
    type Row = {
      pan_number_enc: string | null;
      number_enc: string | null;
      account_number_enc: string | null;
    };
    const rows = all<Row>(
      t,
      'select p.*, v.number_enc from payment_details p left join aadhaar_vault v on v.id = p.aadhaar_ref',
    );
    expect(rows.length).toBeGreaterThan(0);
    const raw = JSON.stringify(rows);
    for (const plain of ['BXZPS4821K', '482913675204', '50100248613795']) expect(raw).not.toContain(plain);
    const priya = rows.find((r) => r.number_enc)!;
    expect(decrypt(t.deps.keyring, priya.pan_number_enc!, 'payment_details.pan_number')).toBe('BXZPS4821K');
    expect(decrypt(t.deps.keyring, priya.number_enc!, 'payment_details.aadhaar_number')).toBe('482913675204');
    expect(decrypt(t.deps.keyring, priya.account_number_enc!, 'payment_details.account_number')).toBe(
      '50100248613795',
    );
  });

  it('serves the seeded payment details to their owner through the payments API', async () => {
    const { token } = await login('creator@demo.test');
    const res = await rest(t, 'GET', '/api/payments/user', { token });
    expect(res.status).toBe(200);
    expect(res.body.paymentDetails).toMatchObject({
      pan_number: 'BXZPS4821K',
      aadhaar_number: '********5204',
      ifsc_code: 'HDFC0001234',
      consent_given: true,
    });
  });

  it('lets the demo logins sign in with the demo password; the suspended creator is refused', async () => {
    for (const email of [
      'admin@demo.test',
      'brand@demo.test',
      'creator@demo.test',
      'vikram@demo.test',
      'arjun@demo.test',
    ]) {
      expect((await login(email)).user.email).toBe(email);
    }
    await expect(login('ishita@demo.test')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      extra: { suspended: true },
    });
  });

  it('shows the main creator believable stats through the profile call', async () => {
    const { token } = await login('creator@demo.test');
    const { profile } = await t.caller(token).profiles.me();
    expect(profile).toMatchObject({ full_name: 'Priya Sharma', niche: 'Fashion' });
    // Diwali (₹90,000 / 3) and Street Food (₹35,000 / 3) are paid out; the pashmina barter has no money.
    expect(profile.stats).toEqual({
      total_earnings: 25_500 + 9_917,
      paid_campaigns_completed: 2,
      barter_campaigns_completed: 1,
    });
  });

  it('changes nothing when run again', async () => {
    const before = rowCounts(t);
    const lines: string[] = [];
    expect(await seedDemoIfEmpty(t.deps.db, { log: (l) => lines.push(l), keyring: t.deps.keyring })).toBe(
      false,
    );
    expect(await seedDemo(t.deps.db)).toBeNull();
    expect(rowCounts(t)).toEqual(before);
    expect(lines).toEqual([]);
  });
});

describe('when to seed', () => {
  it('seeds a database that holds only the configured admin account', async () => {
    const a = createTestApp();
    await ensureAdminAccount(a.deps.db, 'ops@example.com', 'secret-admin');
    expect(await seedDemoIfEmpty(a.deps.db, { log: () => {} })).toBe(true);
    expect(rowCounts(a).users).toBe(12);
    // Without a keyring no payment details are written rather than unencrypted ones.
    expect(rowCounts(a).payment_details).toBe(0);
  });

  it('reuses an existing admin@demo.test account instead of failing', async () => {
    const a = createTestApp();
    await ensureAdminAccount(a.deps.db, 'admin@demo.test', 'my-own-password');
    const lines: string[] = [];
    expect(await seedDemoIfEmpty(a.deps.db, { log: (l) => lines.push(l) })).toBe(true);
    expect(rowCounts(a).users).toBe(11);
    expect(lines.join('\n')).toContain('(unchanged: existing account)');
  });

  it('leaves a database in use alone', async () => {
    const a = createTestApp();
    await createCreator(a);
    expect(await seedDemoIfEmpty(a.deps.db, { log: () => {} })).toBe(false);
    expect(rowCounts(a)).toMatchObject({ users: 1, campaigns: 0 });
  });
});

describe('reloading (npm run db:seed)', () => {
  it('replaces every row with a fresh demo in one go', async () => {
    const a = createTestApp();
    await seedDemoIfEmpty(a.deps.db, { log: () => {}, keyring: a.deps.keyring });
    const fresh = rowCounts(a);
    const stranger = await createCreator(a);
    await reloadDemo(a.deps.db, { keyring: a.deps.keyring });
    expect(rowCounts(a)).toEqual(fresh);
    expect(all(a, `select id from users where id = '${stranger.user.id}'`)).toEqual([]);
  });

  it('runs as a command against the configured database', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-seed-cli-'));
    fs.mkdirSync(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'avatars', 'orphan.png'), 'x');
    const run = () =>
      execFileSync(path.resolve('node_modules/.bin/tsx'), ['src/server/cli/seed.ts'], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          ADMIN_EMAIL: 'ops@example.com',
          ADMIN_PASSWORD: 'secret-admin',
        },
        encoding: 'utf8',
      });
    const out = run();
    expect(out).toContain('creator@demo.test');
    run();
    const db = openDb(path.join(dataDir, 'app.db'));
    try {
      const n = (table: string) =>
        (db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
      expect(n('users')).toBe(12);
      expect(n('campaigns')).toBeGreaterThan(0);
      expect(n('payment_details')).toBeGreaterThan(0);
      expect(
        (
          db.$client.prepare(`select roles from users where email = 'ops@example.com'`).get() as {
            roles: string;
          }
        ).roles,
      ).toContain('admin');
    } finally {
      db.$client.close();
    }
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  }, 60_000);
});
