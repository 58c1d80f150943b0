import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, getTableName, is, isNotNull, Table } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { openDb } from '@db/engines/sqlite/connection';
import { jsonArrayHas } from '@db/dialect';
import * as schema from '@db/schema';
import { DEMO_PASSWORD } from '@server/seed/demo-data';
import { reloadDemo, seedDemo, seedDemoIfEmpty } from '@server/seed/demo';
import { ensureAdminAccount } from '@server/services/auth/accounts';
import { decrypt } from '@server/services/crypto';
import { indiaDate } from '@shared/dates';
import { checkDisclosure } from '@shared/disclosure';
import { FUNDING_STATUSES, PAYOUT_STATUSES } from '@shared/enums';
import { financialYearOf, financialYearRange } from '@shared/financial-year';
import { payoutLines, shareOf } from '@shared/money';
import { profileUpdateInput } from '@shared/schemas/profile';
import { workLinkError } from '@shared/work-link';
import { createTestApp, type TestApp } from '../kit/app';
import { describeSqlite } from '../kit/engine';
import { createCreator } from '../kit/factories';
import { expectLedgerBalanced } from '../kit/ledger';
import { rest } from '../kit/rest';

// Typed as the services see them (SQLite's), whichever engine's tables the schema gives.
const tables = Object.values(schema as Record<string, unknown>).filter((v): v is SQLiteTable => is(v, Table));

/** Rows per table, by table name. */
async function rowCounts(t: Pick<TestApp, 'db'>) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row!.n;
  }
  return counts;
}

/** Applications per campaign (those in `status` only, when given), by campaign id. */
async function applicationsPerCampaign(t: TestApp, status?: 'completed') {
  const rows = await t.db
    .select({ campaignId: schema.applications.campaignId, n: count() })
    .from(schema.applications)
    .where(status ? eq(schema.applications.status, status) : undefined)
    .groupBy(schema.applications.campaignId);
  return new Map(rows.map((r) => [r.campaignId, r.n]));
}

/** When each application's work was approved (its latest approved version), by application id. */
async function approvedAt(t: Pick<TestApp, 'db'>) {
  const { workSubmissions } = schema;
  const approved = await t.db
    .select({ applicationId: workSubmissions.applicationId, at: workSubmissions.reviewedAt })
    .from(workSubmissions)
    .where(eq(workSubmissions.status, 'approved'));
  return new Map(approved.map((w) => [w.applicationId, w.at!]));
}

const DEMO_APP_URL = 'http://localhost:3000';

async function seeded() {
  const t = createTestApp();
  const lines: string[] = [];
  const loaded = await seedDemoIfEmpty(t.deps.db, {
    appUrl: DEMO_APP_URL,
    log: (l) => lines.push(l),
    keyring: t.deps.keyring,
  });
  return { t, loaded, log: lines.join('\n') };
}

const { t, loaded, log } = await seeded();

const login = (email: string) => t.caller().auth.login({ email, password: DEMO_PASSWORD });

describe('seedDemoIfEmpty on an empty database', () => {
  it('loads the demo and prints the main logins with the shared password, under the address to open', () => {
    expect(loaded).toBe(true);
    expect(log).toContain(`Demo marketplace loaded. Open ${DEMO_APP_URL} and sign in with:`);
    for (const email of ['admin@demo.test', 'brand@demo.test', 'creator@demo.test'])
      expect(log).toContain(email);
    expect(log).toContain(DEMO_PASSWORD);
    expect(log).toMatch(/role\s+email\s+password/);
  });

  it('fills every table a running marketplace has rows in', async () => {
    const counts = await rowCounts(t);
    // Sessions come from signing in.
    const empty = Object.entries(counts)
      .filter(([, n]) => n === 0)
      .map(([name]) => name)
      .sort();
    // key_checks and scheduled_jobs are written at start-up (main.ts: the jobs for existing data,
    // docs/product.md#scheduled-work), not by the seed; account tokens come from emails sent, and a
    // user without preferences gets the defaults.
    expect(empty).toEqual([
      'account_tokens',
      'data_exports',
      'key_checks',
      'notification_preferences',
      'scheduled_jobs',
      'sessions',
    ]);
    expect(counts).toMatchObject({ users: 14, profiles: 14 });
  });

  it('has an admin, 3 brands and 10 creators with full Indian profiles that pass the profile rules', async () => {
    const { users, profiles } = schema;
    const people = await t.db.select().from(users);
    expect(people.filter((u) => u.userType === 'admin' && u.roles.includes('admin'))).toHaveLength(1);
    expect(people.filter((u) => u.userType === 'brand')).toHaveLength(3);
    expect(people.filter((u) => u.userType === 'influencer')).toHaveLength(10);

    const profilesOf = async (userType: 'influencer' | 'brand') =>
      (
        await t.db
          .select({ profile: profiles })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.userType, userType))
      ).map((r) => r.profile);
    // The creator search has something to find (docs/product.md#finding-creators).
    const creatorProfiles = await profilesOf('influencer');
    expect(new Set(creatorProfiles.map((c) => c.availability))).toEqual(
      new Set(['available', 'busy', 'not_looking']),
    );
    expect(creatorProfiles.filter((c) => c.publicProfile).length).toBeGreaterThanOrEqual(3);
    for (const c of creatorProfiles) expect(c.minPrice).toBeGreaterThan(0);
    for (const c of await profilesOf('influencer')) {
      expect(c).toMatchObject({
        niche: expect.any(String),
        editingSkills: expect.any(String),
        reelPrice: expect.any(String),
        instagramHandle: expect.any(String),
        location: expect.any(String),
      });
      expect(c.followerCount).toBeGreaterThan(0);
      expect(c.languagesSpoken.length).toBeGreaterThan(0);
      const parsed = profileUpdateInput.safeParse({
        niche: c.niche,
        editing_skills: c.editingSkills,
        website_url: c.websiteUrl ?? '',
        username: c.username,
        follower_count: c.followerCount,
        youtube_subscribers: c.youtubeSubscribers,
        x_followers: c.xFollowers,
        bio: c.bio,
        phone: c.phone,
      });
      expect(parsed.error?.issues).toBeUndefined();
    }
    for (const b of await profilesOf('brand')) {
      expect(b).toMatchObject({
        companyName: expect.any(String),
        industry: expect.any(String),
        address: expect.any(String),
      });
      expect(
        profileUpdateInput.safeParse({
          industry: b.industry,
          company_website: b.companyWebsite,
          phone: b.phone,
        }).error?.issues,
      ).toBeUndefined();
    }
  });

  it('has campaigns in every status, paid and barter, with tags, deliverables, timeline and deadline', async () => {
    const rows = await t.db.select().from(schema.campaigns);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['draft', 'active', 'paused', 'completed', 'flagged', 'removed', 'deleted']),
    );
    expect(rows.some((r) => (r.budget ?? 0) > 0 && r.collabType === 'paid')).toBe(true);
    expect(rows.some((r) => !(r.budget! > 0) && r.collabType === 'barter')).toBe(true);
    for (const r of rows) {
      expect(r.tags.length).toBeGreaterThan(0);
      expect(r.deliverables.length).toBeGreaterThan(0);
      for (const d of [r.startDate, r.endDate, r.deadline]) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.endDate! >= r.startDate!).toBe(true);
    }
  });

  it('keeps application_count equal to the applications of each campaign', async () => {
    const counted = await applicationsPerCampaign(t);
    const mismatched = (await t.db.select().from(schema.campaigns)).filter(
      (c) => c.applicationCount !== (counted.get(c.id) ?? 0),
    );
    expect(mismatched).toEqual([]);
  });

  it('has applications and work submissions in every status, consistent with each other', async () => {
    const { applications, campaigns, workSubmissions } = schema;
    const apps = await t.db.select({ status: applications.status }).from(applications);
    expect(new Set(apps.map((a) => a.status))).toEqual(
      new Set(['pending', 'accepted', 'approved', 'completed', 'rejected']),
    );
    const work = await t.db
      .select({
        status: workSubmissions.status,
        links: workSubmissions.links,
        feedback: workSubmissions.feedback,
        appStatus: applications.status,
        brandId: applications.brandId,
        campaignBrand: campaigns.userId,
      })
      .from(workSubmissions)
      .innerJoin(applications, eq(applications.id, workSubmissions.applicationId))
      .innerJoin(campaigns, eq(campaigns.id, workSubmissions.campaignId));
    expect(new Set(work.map((w) => w.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'revision_requested']),
    );
    for (const w of work) {
      expect(['accepted', 'approved', 'completed']).toContain(w.appStatus);
      expect(w.brandId).toBe(w.campaignBrand);
      if (w.status === 'rejected' || w.status === 'revision_requested') expect(w.feedback).toBeTruthy();
      for (const link of w.links) expect(workLinkError(link)).toBeNull();
    }
  });

  it('keeps the money rule on every transaction: the budget shared among the participants to the rupee, 15% commission rounded half up', async () => {
    const { applications, campaigns, transactions } = schema;
    const participants = await applicationsPerCampaign(t, 'completed');
    const rows = (
      await t.db
        .select({
          tx: transactions,
          budget: campaigns.budget,
          status: campaigns.status,
          appStatus: applications.status,
        })
        .from(transactions)
        .innerJoin(campaigns, eq(campaigns.id, transactions.campaignId))
        .innerJoin(applications, eq(applications.id, transactions.applicationId))
    ).map((r) => ({ ...r, participants: participants.get(r.tx.campaignId) ?? 0 }));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['completed']));
    for (const r of rows) {
      expect(r.appStatus).toBe('completed');
      const deal = r.tx.dealAmount;
      // Every share is the budget / participants rounded down or up (docs/product.md#completion).
      expect([Math.floor(r.budget! / r.participants), Math.ceil(r.budget! / r.participants)]).toContain(deal);
      const commission = Math.floor((deal * 15 + 50) / 100);
      expect({
        deal: r.tx.dealAmount,
        commission: r.tx.commissionAmount,
        earnings: r.tx.creatorEarnings,
      }).toEqual({
        deal,
        commission,
        earnings: deal - commission,
      });
      expect(r.tx.paymentReference).toMatch(/^PAY-\d{8}-[0-9A-F]{8}$/);
      // Dated in India: from 18:30 UTC the India date is the next day's.
      expect(r.tx.paymentReference.slice(4, 12)).toBe(
        indiaDate(new Date(r.tx.transactionDate)).replace(/-/g, ''),
      );
    }
    expect(new Set(rows.map((r) => r.tx.paymentReference)).size).toBe(rows.length);
    // One row per participant of each completed paid campaign, and a rounding case among them.
    const completedPaid = (
      await t.db.select().from(campaigns).where(eq(campaigns.status, 'completed'))
    ).filter((c) => (c.budget ?? 0) > 0);
    expect(rows.length).toBe(completedPaid.reduce((sum, c) => sum + (participants.get(c.id) ?? 0), 0));
    expect(rows.some((r) => r.budget! % r.participants !== 0)).toBe(true);
    for (const c of completedPaid) {
      const deals = rows.filter((r) => r.tx.campaignId === c.id).reduce((sum, r) => sum + r.tx.dealAmount, 0);
      expect({ campaign: c.title, deals }).toEqual({ campaign: c.title, deals: c.budget });
    }
    const statuses = await t.db.select({ paymentStatus: transactions.paymentStatus }).from(transactions);
    expect(new Set(statuses.map((s) => s.paymentStatus))).toEqual(
      new Set(['pending', 'completed', 'failed', 'cancelled']),
    );
    // No money on a campaign without a budget.
    expect(rows.filter((r) => (r.budget ?? 0) <= 0)).toEqual([]);
  });

  it('has reports in each status and suspensions that are active, expired and cancelled, none on the main logins', async () => {
    const { reports, suspensions, users } = schema;
    const filed = await t.db.select({ status: reports.status }).from(reports);
    expect(new Set(filed.map((r) => r.status))).toEqual(new Set(['pending', 'resolved', 'dismissed']));
    const now = new Date().toISOString();
    const suspended = await t.db
      .select({
        status: suspensions.status,
        suspensionType: suspensions.suspensionType,
        expiresAt: suspensions.expiresAt,
        email: users.email,
      })
      .from(suspensions)
      .innerJoin(users, eq(users.id, suspensions.userId));
    expect(
      suspended.some((s) => s.status === 'active' && s.suspensionType === 'temporary' && s.expiresAt! > now),
    ).toBe(true);
    expect(suspended.some((s) => s.status === 'active' && s.expiresAt !== null && s.expiresAt < now)).toBe(
      true,
    );
    expect(suspended.some((s) => s.status === 'cancelled')).toBe(true);
    for (const s of suspended)
      expect(['admin@demo.test', 'brand@demo.test', 'creator@demo.test']).not.toContain(s.email);
  });

  it('gives each main login notifications of several types, and admins report links that open the report', async () => {
    const { broadcasts, notifications, reports, users } = schema;
    for (const email of ['admin@demo.test', 'brand@demo.test', 'creator@demo.test']) {
      const types = await t.db
        .selectDistinct({ type: notifications.type })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(users.email, email));
      expect(types.length).toBeGreaterThanOrEqual(3);
    }
    const reportNotes = await t.db.select().from(notifications).where(eq(notifications.type, 'report'));
    expect(reportNotes.length).toBeGreaterThan(0);
    for (const n of reportNotes) {
      const reportId = n.metadata.report_id as string;
      expect(n.actionUrl).toBe(`/admin/reports/${reportId}`);
      expect(
        await t.db.select({ id: reports.id }).from(reports).where(eq(reports.id, reportId)),
      ).toHaveLength(1);
    }
    const [broadcast] = await t.db.select().from(broadcasts);
    const delivered = (
      await t.db.select().from(notifications).where(eq(notifications.type, 'broadcast'))
    ).filter((n) => n.metadata.broadcast_id === broadcast!.id);
    expect(delivered).toHaveLength(broadcast!.recipientCount);
  });

  it('stores payment numbers only encrypted, readable with the installation key', async () => {
    const { aadhaarVault, paymentDetails } = schema;
    const rows = await t.db
      .select()
      .from(paymentDetails)
      .leftJoin(aadhaarVault, eq(aadhaarVault.id, paymentDetails.aadhaarRef));
    expect(rows.length).toBeGreaterThan(0);
    const raw = JSON.stringify(rows);
    for (const plain of ['BXZPS4821K', '482913675204', '50100248613795']) expect(raw).not.toContain(plain);
    const priya = rows.find((r) => r.aadhaar_vault)!;
    const { payment_details: details, aadhaar_vault: vault } = priya;
    expect(decrypt(t.deps.keyring, details.panNumberEnc!, 'payment_details.pan_number')).toBe('BXZPS4821K');
    expect(decrypt(t.deps.keyring, vault!.numberEnc, 'payment_details.aadhaar_number')).toBe('482913675204');
    expect(decrypt(t.deps.keyring, details.accountNumberEnc!, 'payment_details.account_number')).toBe(
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

  it('has conversations the main logins can open, with unread counts, a read-only one and a flagged message', async () => {
    const creator = await login('creator@demo.test');
    const brand = await login('brand@demo.test');
    const get = async (path: string, token: string | undefined) => {
      const res = await rest(t, 'GET', path, { token });
      expect(res.status, path).toBe(200);
      return res.body;
    };
    for (const who of [creator, brand]) {
      const { conversations } = await get('/api/conversations?limit=100', who.token);
      const talked = conversations.filter((c: { last_message: unknown }) => c.last_message);
      expect(talked.length).toBeGreaterThanOrEqual(2);
      const { unread_count } = await get('/api/conversations/unread', who.token);
      expect(unread_count).toBe(
        conversations.reduce((n: number, c: { unread_count: number }) => n + c.unread_count, 0),
      );
      const unreadNotes = (await get('/api/notifications?type=message&read=false', who.token)).notifications;
      expect(unreadNotes.length).toBe(
        conversations.filter((c: { unread_count: number }) => c.unread_count > 0).length,
      );
      for (const c of talked) {
        const { messages } = await get(`/api/conversations/${c.application_id}/messages`, who.token);
        expect(messages.at(-1)).toEqual(c.last_message);
      }
    }
    expect(await get('/api/conversations/unread', creator.token)).toEqual({ unread_count: 1 });
    expect(await get('/api/conversations/unread', brand.token)).toEqual({ unread_count: 1 });
    const rejected = (await get('/api/conversations', brand.token)).conversations.find(
      (c: { application_status: string; last_message: unknown }) =>
        c.application_status === 'rejected' && c.last_message,
    );
    expect(rejected).toMatchObject({ can_send: false });
    const [flagged] = await t.db
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.body, 'Yay! The courier can call me on 98765 43210 if the gate is closed.'));
    expect(flagged!.flags).toEqual(['contact_details']);
    const all = await t.db.select({ flags: schema.messages.flags }).from(schema.messages);
    expect(all.filter((m) => m.flags.length > 0)).toHaveLength(1);
  });

  it('shows the main creator believable stats through the profile call', async () => {
    const { token } = await login('creator@demo.test');
    const { profile } = await t.caller(token).profiles.me();
    expect(profile).toMatchObject({ full_name: 'Priya Sharma', niche: 'Fashion' });
    // Diwali (₹90,000 / 3) and Street Food (₹35,000 / 3: Priya, accepted last, has 11,666 while the
    // earlier two have the odd rupees) are paid out, Sangeet (₹60,000 / 3) and Winter Desk (₹18,000, never funded) wait for
    // their payouts; the pashmina and bandhani barters have no money. Earnings are deal less
    // commission; the net is after GST on the commission and TDS.
    expect(profile.stats).toMatchObject({
      total_earnings: 25_500 + 9_916 + 17_000 + 15_300,
      paid_campaigns_completed: 4,
      barter_campaigns_completed: 2,
    });
    expect(profile.stats.net_earnings).toBeLessThan(profile.stats.total_earnings);
  });

  it('has a payout in every status for the paid transactions, each consistent with its transaction and the default rates', async () => {
    const { disputes, payouts, transactions, users } = schema;
    const rows = await t.db
      .select({ payout: payouts, tx: transactions, email: users.email, dispute: disputes })
      .from(payouts)
      .innerJoin(transactions, eq(transactions.id, payouts.transactionId))
      .innerJoin(users, eq(users.id, payouts.creatorId))
      .leftJoin(disputes, eq(disputes.payoutId, payouts.id));
    expect(rows).toHaveLength(await t.db.$count(transactions));
    expect(new Set(rows.map((r) => r.payout.status))).toEqual(new Set(PAYOUT_STATUSES));
    const rates = { gst: 1_800, tds: 10, tdsNoPan: 500 };
    for (const { payout: p, tx, dispute } of rows) {
      // A split dispute reduced the net (docs/product.md#disputes); the lines were made with the payout.
      expect({ id: p.id, ...payoutLines(tx.dealAmount, tx.commissionAmount, rates, p.panOnFile) }).toEqual({
        id: p.id,
        gross: p.gross,
        commission: p.commission,
        gst_on_commission: p.gstOnCommission,
        tds: p.tds,
        adjustment: 0,
        net: dispute?.netBefore ?? p.net,
      });
      // The split's reduction is the payout's dispute adjustment, so its lines add up.
      expect(p.gross - p.commission - p.gstOnCommission - p.tds - p.adjustment).toBe(p.net);
      if (dispute?.netAfter != null) expect(dispute.netAfter).toBe(p.net);
      expect([p.applicationId, p.campaignId, p.creatorId]).toEqual([
        tx.applicationId,
        tx.campaignId,
        tx.creatorId,
      ]);
      const transactionStatus = { paid: ['completed'], cancelled: ['failed', 'cancelled'] }[
        p.status as string
      ] ?? ['pending'];
      expect(transactionStatus, `transaction of a ${p.status} payout`).toContain(tx.paymentStatus);
      expect(p.utr !== null && p.paidAt !== null && p.paidBy !== null).toBe(p.status === 'paid');
      // Due 72 hours (PAYOUT_HOLD_HOURS) after the work was approved, once the money is held.
      const now = new Date().toISOString();
      const [campaign] = await t.db
        .select()
        .from(schema.campaigns)
        .where(eq(schema.campaigns.id, p.campaignId));
      const held = ['held', 'released', 'refunded'].includes(campaign!.fundingStatus);
      if (p.status === 'pending') expect(p.dueAt > now || !held).toBe(true);
      if (p.status === 'due') expect(p.dueAt <= now && held).toBe(true);
    }
    // TDS at 0.1% with a PAN saved (section 194-O) and 5% without (section 206AA).
    expect(new Set(rows.map((r) => r.payout.panOnFile))).toEqual(new Set([true, false]));
    const priya = rows.filter((r) => r.email === 'creator@demo.test').map((r) => r.payout.status);
    expect(priya, 'the main creator sees paid and pending payouts').toEqual(
      expect.arrayContaining(['paid', 'pending']),
    );
    // One of hers waits for a brand that never funded its campaign (docs/product.md#payouts).
    const waiting = rows.filter((r) => r.email === 'creator@demo.test' && r.payout.status === 'pending');
    const fundings = await Promise.all(
      waiting.map(async (r) => {
        const [c] = await t.db
          .select()
          .from(schema.campaigns)
          .where(eq(schema.campaigns.id, r.payout.campaignId));
        return c!.fundingStatus;
      }),
    );
    expect(fundings).toContain('none');
  });

  it('has funded, awaiting, rejected, refunded and unfunded paid campaigns, and a ledger that balances', async () => {
    const { campaignFundings, campaigns } = schema;
    const paid = (await t.db.select().from(campaigns)).filter((c) => c.collabType === 'paid');
    expect(new Set(paid.map((c) => c.fundingStatus))).toEqual(new Set(FUNDING_STATUSES));
    const claims = await t.db.select().from(campaignFundings);
    // A rejected claim is `none` again, with its reason kept.
    expect(new Set(claims.map((f) => f.status))).toEqual(new Set(FUNDING_STATUSES));
    expect(claims.filter((f) => f.status === 'none').every((f) => f.reason && f.decidedAt)).toBe(true);
    for (const f of claims) {
      const c = paid.find((p) => p.id === f.campaignId)!;
      expect({ amount: f.amount, brand: f.brandId }).toEqual({ amount: c.budget, brand: c.userId });
      expect(f.utr).toMatch(/^[A-Z0-9]{12,22}$/);
      expect(c.fundingStatus).toBe(f.status);
    }
    await expectLedgerBalanced(t);
  });

  it('declares the value of barter products, one brand over ₹20,000 for a creator this financial year', async () => {
    const { applications, campaigns, users } = schema;
    const all = await t.db.select().from(campaigns);
    expect(all.filter((c) => c.collabType === 'barter' && c.productValue !== null).length).toBeGreaterThan(0);
    expect(all.filter((c) => c.collabType === 'paid' && c.productValue !== null)).toEqual([]);
    const { fromIso } = financialYearRange(financialYearOf());
    const received = await t.db
      .select({
        brandId: campaigns.userId,
        value: campaigns.productValue,
        completedAt: campaigns.completedAt,
      })
      .from(applications)
      .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
      .innerJoin(users, eq(users.id, applications.creatorId))
      .where(and(eq(users.email, 'creator@demo.test'), eq(applications.status, 'completed')));
    const perBrand = new Map<string, number>();
    for (const r of received)
      if (r.value !== null && r.completedAt! >= fromIso)
        perBrand.set(r.brandId, (perBrand.get(r.brandId) ?? 0) + r.value);
    // Section 194R: benefits in kind over ₹20,000 a year from one giver.
    expect(Math.max(...perBrand.values())).toBeGreaterThan(20_000);
  });

  it('rates users only from reviews of approved work: the average of the visible ones, each visible when both sides reviewed or 14 days after approval', async () => {
    const { applications, profiles, reviews, users } = schema;
    const now = new Date().toISOString();
    const approvals = await approvedAt(t);
    const all = await t.db
      .select({ review: reviews, app: applications })
      .from(reviews)
      .innerJoin(applications, eq(applications.id, reviews.applicationId));
    for (const { review: r, app } of all) {
      const approved = approvals.get(r.applicationId);
      expect(approved, 'reviews follow approved work').toBeDefined();
      expect(r.createdAt > approved!).toBe(true);
      expect([r.reviewerId, r.revieweeId]).toEqual(
        r.side === 'creator' ? [app.creatorId, app.brandId] : [app.brandId, app.creatorId],
      );
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      const other = all.find((o) => o.review.applicationId === r.applicationId && o.review.side !== r.side);
      const blindUntil = new Date(Date.parse(approved!) + 14 * 24 * 3_600_000).toISOString();
      const firstOf = [other?.review.createdAt ?? blindUntil, blindUntil].sort()[0]!;
      expect(r.visibleAt).toBe([r.createdAt, firstOf].sort()[1]);
    }
    const visible = (r: (typeof all)[number]) => r.review.visibleAt <= now;
    const sides = (which: (typeof all)[number][]) => new Set(which.map((r) => r.review.applicationId));
    const twoSided = [...sides(all)].filter((a) => all.filter((r) => r.app.id === a).length === 2);
    expect(twoSided.length, 'collaborations reviewed by both sides').toBeGreaterThanOrEqual(3);
    const oneSided = all.filter((r) => !twoSided.includes(r.app.id));
    expect(oneSided.some(visible), 'a lone review older than 14 days shows').toBe(true);
    expect(
      oneSided.filter((r) => !visible(r)).length,
      'a lone recent review stays hidden',
    ).toBeGreaterThanOrEqual(2);

    const people = await t.db
      .select({
        id: users.id,
        userType: users.userType,
        rating: profiles.rating,
        reviewCount: profiles.reviewCount,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id));
    for (const p of people) {
      const mine = all.filter((r) => r.review.revieweeId === p.id && visible(r)).map((r) => r.review.rating);
      const average =
        mine.length === 0 ? null : Math.round((mine.reduce((a, b) => a + b, 0) / mine.length) * 10) / 10;
      expect({ id: p.id, rating: p.rating, reviewCount: p.reviewCount }).toEqual({
        id: p.id,
        rating: average,
        reviewCount: mine.length,
      });
    }
    expect(people.filter((p) => p.userType === 'brand' && p.rating !== null).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(
      people.filter((p) => p.userType === 'influencer' && p.rating !== null).length,
    ).toBeGreaterThanOrEqual(3);

    // The public profile reads the rating from the profile row.
    const { token } = await login('brand@demo.test');
    const priya = people.find((p) => p.id === all.find((r) => r.review.side === 'brand')!.review.revieweeId)!;
    const res = await rest(t, 'GET', `/api/profiles/user/${priya.id}`, { token });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain(`"rating":${priya.rating}`);
  });

  it('has revision rounds of 0, 2 and 3, a revision round trip, none over the rounds of its campaign, and work approved by the platform', async () => {
    const { campaigns, workSubmissions } = schema;
    const rounds = new Map(
      (await t.db.select({ id: campaigns.id, n: campaigns.revisionRounds }).from(campaigns)).map((c) => [
        c.id,
        c.n,
      ]),
    );
    for (const n of [0, 2, 3]) expect([...rounds.values()]).toContain(n);
    const work = await t.db.select().from(workSubmissions).orderBy(workSubmissions.createdAt);
    const byApplication = new Map<string, typeof work>();
    for (const w of work)
      byApplication.set(w.applicationId, [...(byApplication.get(w.applicationId) ?? []), w]);
    let roundTrips = 0;
    for (const versions of byApplication.values()) {
      const revisions = versions.filter((v) => v.status === 'revision_requested');
      expect(revisions.length).toBeLessThanOrEqual(rounds.get(versions[0]!.campaignId)!);
      // Only the newest version may still wait for review.
      expect(versions.slice(0, -1).filter((v) => v.status === 'pending')).toEqual([]);
      if (
        rounds.get(versions[0]!.campaignId) === 2 &&
        versions[0]!.status === 'revision_requested' &&
        ['pending', 'approved'].includes(versions[1]?.status ?? '')
      )
        roundTrips++;
    }
    expect(roundTrips).toBeGreaterThanOrEqual(2);
    const auto = work.filter((w) => w.autoApproved);
    expect(auto.length).toBeGreaterThan(0);
    for (const w of auto) {
      expect(w.status).toBe('approved');
      // Approved by the platform WORK_REVIEW_HOURS (72) after it was submitted (docs/product.md#auto-approval).
      expect(Date.parse(w.reviewedAt!) - Date.parse(w.createdAt)).toBe(72 * 3_600_000);
    }
  });

  it('has an open dispute by a creator who can sign in, holding the payout of a completed paid collaboration', async () => {
    const { applications, disputes, ledgerEntries, payouts, users } = schema;
    const open = await t.db
      .select({ dispute: disputes, payout: payouts, app: applications, email: users.email })
      .from(disputes)
      .innerJoin(payouts, eq(payouts.id, disputes.payoutId))
      .innerJoin(applications, eq(applications.id, disputes.applicationId))
      .innerJoin(users, eq(users.id, disputes.openedBy))
      .where(and(eq(disputes.status, 'open'), eq(disputes.side, 'creator')));
    expect(open).toHaveLength(1);
    const [{ dispute, payout, app, email }] = open as [(typeof open)[number]];
    expect(app.status).toBe('completed');
    expect(payout.status).toBe('on_hold');
    expect(dispute).toMatchObject({ resolution: null, netBefore: null, resolvedBy: null });
    const kinds = (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payout.id))).map(
      (e) => e.kind,
    );
    expect(kinds).toContain('payout_on_hold');
    // Opened within 30 days of the approval (docs/product.md#disputes).
    const approved = (await approvedAt(t)).get(app.id)!;
    expect(Date.parse(dispute.createdAt) - Date.parse(approved)).toBeLessThan(30 * 24 * 3_600_000);
    // Both parties are demo logins, printed at start, that can sign in.
    const [brand] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, app.brandId));
    for (const who of [email, brand!.email]) {
      expect(log).toContain(who);
      expect((await login(who)).user.email).toBe(who);
    }
    const { token } = await login('admin@demo.test');
    expect((await rest(t, 'GET', `/api/admin/payouts?status=on_hold`, { token })).status).toBe(200);
  });

  it('has a resolved split dispute: the net reduced to the share of the creator, released, with an audit entry by the admin', async () => {
    const { auditLog, disputes, ledgerEntries, payouts, users } = schema;
    const [split] = await t.db
      .select({ dispute: disputes, payout: payouts })
      .from(disputes)
      .innerJoin(payouts, eq(payouts.id, disputes.payoutId))
      .where(eq(disputes.resolution, 'split'));
    const { dispute, payout } = split!;
    expect(dispute.status).toBe('resolved');
    expect(dispute.netAfter).toBe(shareOf(dispute.netBefore!, dispute.creatorShare!));
    expect(payout).toMatchObject({ status: 'due', net: dispute.netAfter });
    const [resolver] = await t.db.select().from(users).where(eq(users.id, dispute.resolvedBy!));
    expect(resolver!.roles).toContain('admin');
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payout.id));
    expect(rows.find((r) => r.kind === 'payout_reduced')!.amount).toBe(
      dispute.netBefore! - dispute.netAfter!,
    );
    expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['payout_on_hold', 'payout_released']));
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dispute.resolve'), jsonArrayHas(auditLog.targetIds, dispute.id)));
    expect(entry).toMatchObject({
      actorId: dispute.resolvedBy,
      createdAt: dispute.resolvedAt,
      metadata: {
        before: { status: 'open', net: dispute.netBefore },
        after: { status: 'resolved', resolution: 'split', net: dispute.netAfter },
      },
    });
  });

  it('audits the admin actions it shows, each entry by an admin with before and after, consistent with the data', async () => {
    const { auditLog, campaigns, suspensions, users } = schema;
    const entries = await t.db.select().from(auditLog);
    const actions = new Set(entries.map((e) => e.action));
    for (const a of ['campaign.status', 'user.suspend', 'dispute.resolve', 'funding.confirm', 'payout.paid'])
      expect(actions).toContain(a);
    const admins = new Set(
      (await t.db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin'))).map((u) => u.id),
    );
    for (const e of entries) {
      expect(admins.has(e.actorId!), e.action).toBe(true);
      expect(e.metadata, e.action).toMatchObject({ before: expect.any(Object), after: expect.any(Object) });
    }
    for (const e of entries.filter((x) => x.action === 'campaign.status')) {
      const [c] = await t.db.select().from(campaigns).where(eq(campaigns.id, e.targetIds[0]!));
      expect(c!.status).toBe((e.metadata.after as { status: string }).status);
    }
    const suspended = await t.db.select().from(suspensions);
    for (const e of entries.filter((x) => x.action === 'user.suspend'))
      expect(suspended.find((s) => s.id === e.metadata.suspension_id)?.userId).toBe(e.targetIds[0]);
    const { token } = await login('admin@demo.test');
    const res = await rest(t, 'GET', '/api/admin/audit-log?action=user.suspend', { token });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('user.suspend');
  });

  it('keeps one untouched collaboration for each browser journey: reviewing, a revision round, a dispute', async () => {
    const { applications, campaigns, disputes, payouts, reviews, users, workSubmissions } = schema;
    const email = async (id: string) =>
      (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
    const find = async (campaign: string, creator: string) => {
      const [row] = await t.db
        .select({ app: applications, campaign: campaigns })
        .from(applications)
        .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
        .innerJoin(users, eq(users.id, applications.creatorId))
        .where(and(eq(campaigns.title, campaign), eq(users.email, creator)));
      const work = await t.db
        .select()
        .from(workSubmissions)
        .where(eq(workSubmissions.applicationId, row!.app.id))
        .orderBy(workSubmissions.createdAt);
      const counts = {
        reviews: await t.db.$count(reviews, eq(reviews.applicationId, row!.app.id)),
        disputes: await t.db.$count(disputes, eq(disputes.applicationId, row!.app.id)),
      };
      return { ...row!, work, ...counts, brand: await email(row!.app.brandId) };
    };
    // Both sides review: approved work, no review yet.
    const review = await find('Monsoon Kurta Lookbook', 'sneha@demo.test');
    expect(review).toMatchObject({
      app: { status: 'approved' },
      reviews: 0,
      disputes: 0,
      brand: 'brand@demo.test',
    });
    expect(review.work.map((w) => w.status)).toEqual(['approved']);
    // A revision round trip: accepted, one version pending, rounds to spare.
    const revision = await find('Smart Home Unboxing Series', 'rahul@demo.test');
    expect(revision).toMatchObject({
      app: { status: 'accepted' },
      campaign: { status: 'active', revisionRounds: 3 },
    });
    expect(revision.work.map((w) => w.status)).toEqual(['pending']);
    expect(revision.brand).toBe('pixelnest@demo.test');
    // A dispute and its split: completed, paid campaign, payout due, no dispute yet.
    const dispute = await find('Sangeet Night Looks', 'rahul@demo.test');
    expect(dispute).toMatchObject({
      app: { status: 'completed' },
      reviews: 0,
      disputes: 0,
      brand: 'brand@demo.test',
    });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.applicationId, dispute.app.id));
    expect(payout!.status).toBe('due');
    for (const who of ['sneha@demo.test', 'rahul@demo.test', 'pixelnest@demo.test'])
      expect(log).toContain(who);
  });

  it('has captions with the work: one passing the disclosure check, one failing approved with the reason admins see', async () => {
    const { token } = await login('admin@demo.test');
    const listed = await rest(t, 'GET', '/api/admin/disclosure?kind=work', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        campaign_title: 'Diwali Festive Edit',
        disclosure: { ok: false, label: 'Ad', problems: ['not_upfront'] },
        override_reason: expect.stringContaining('Paid partnership'),
      }),
    ]);
    const { workSubmissions } = schema;
    const captioned = await t.db
      .select({ caption: workSubmissions.caption, status: workSubmissions.status })
      .from(workSubmissions)
      .where(isNotNull(workSubmissions.caption));
    expect(captioned.filter((w) => checkDisclosure(w.caption!, { paid: true }).ok)).toEqual([
      expect.objectContaining({ status: 'approved' }),
    ]);
  });

  it('changes nothing when run again', async () => {
    const before = await rowCounts(t);
    const lines: string[] = [];
    expect(
      await seedDemoIfEmpty(t.deps.db, {
        appUrl: DEMO_APP_URL,
        log: (l) => lines.push(l),
        keyring: t.deps.keyring,
      }),
    ).toBe(false);
    expect(await seedDemo(t.deps.db)).toBeNull();
    expect(await rowCounts(t)).toEqual(before);
    expect(lines).toEqual([]);
  });
});

describe('when to seed', () => {
  it('seeds a database that holds only the configured admin account', async () => {
    const a = createTestApp();
    await ensureAdminAccount(a.deps.db, 'ops@example.com', 'secret-admin');
    expect(await seedDemoIfEmpty(a.deps.db, { appUrl: DEMO_APP_URL, log: () => {} })).toBe(true);
    expect((await rowCounts(a)).users).toBe(15);
    // Without a keyring no payment details are written rather than unencrypted ones.
    expect((await rowCounts(a)).payment_details).toBe(0);
  });

  it('reuses an existing admin@demo.test account instead of failing', async () => {
    const a = createTestApp();
    await ensureAdminAccount(a.deps.db, 'admin@demo.test', 'my-own-password');
    const lines: string[] = [];
    expect(await seedDemoIfEmpty(a.deps.db, { appUrl: DEMO_APP_URL, log: (l) => lines.push(l) })).toBe(true);
    expect((await rowCounts(a)).users).toBe(14);
    expect(lines.join('\n')).toContain('(unchanged: existing account)');
  });

  it('leaves a database in use alone', async () => {
    const a = createTestApp();
    await createCreator(a);
    expect(await seedDemoIfEmpty(a.deps.db, { appUrl: DEMO_APP_URL, log: () => {} })).toBe(false);
    expect(await rowCounts(a)).toMatchObject({ users: 1, campaigns: 0 });
  });
});

describe('reloading (npm run db:seed)', () => {
  it('replaces every row with a fresh demo in one go', async () => {
    const a = createTestApp();
    await seedDemoIfEmpty(a.deps.db, { appUrl: DEMO_APP_URL, log: () => {}, keyring: a.deps.keyring });
    const fresh = await rowCounts(a);
    const stranger = await createCreator(a);
    await reloadDemo(a.deps.db, { keyring: a.deps.keyring });
    expect(await rowCounts(a)).toEqual(fresh);
    expect(await a.db.select().from(schema.users).where(eq(schema.users.id, stranger.user.id))).toEqual([]);
  });

  // The command's database here is the SQLite file it makes in DATA_DIR.
  describeSqlite('the command', () => {
    it('runs as a command against the configured database', () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'collab-seed-cli-'));
      fs.mkdirSync(path.join(dataDir, 'uploads', 'avatars'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'uploads', 'avatars', 'orphan.png'), 'x');
      const run = () =>
        execFileSync(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts', 'seed'], {
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
        expect(n('users')).toBe(15);
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
});
