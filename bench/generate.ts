/**
 * Builds the large throw-away marketplace the benchmark runs against: every table of the real schema
 * (the app's own migrations), the same seeded rows on either engine. `fill` generates the rows; a
 * writer per engine loads them (lib/write-sqlite.ts, lib/write-postgres.ts), in one transaction with
 * secondary indexes dropped for the load and built again at the end, which is what makes a million
 * rows take seconds rather than minutes.
 *
 * Run alone: `npx tsx bench/generate.ts --scale 0.01 --out bench/.data/x.db` (or a postgres:// URL).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { engineOf, type Engine } from '@db/engine';
import { participantDeal } from '@shared/money';
import { createRandom, type Random } from './lib/random';
import type { Sink } from './lib/sink';
import { writePostgres } from './lib/write-postgres';
import { writeSqlite } from './lib/write-sqlite';
import * as W from './lib/words';

export const FULL_SIZES = {
  brands: 1_000,
  creators: 50_000,
  campaigns: 100_000,
  applications: 500_000,
  work: 50_000,
  transactions: 100_000,
  notifications: 1_000_000,
  reports: 2_000,
  suspensions: 200,
};
export type Sizes = typeof FULL_SIZES;

export const BENCH_PASSWORD = 'bench-password-1';
const ADMIN_EMAIL = 'admin@bench.test';
const DAY = 86_400_000;

/** What the benchmark signs in as and asks for: the heaviest brand, inbox and campaign of this data set. */
export type Subjects = {
  password: string;
  admin: { email: string };
  /** Brand 0: the brand with the most campaigns. */
  brand: { email: string; id: string; campaigns: number };
  /** Creator 0: the creator with the most notifications. */
  creator: { email: string; id: string; notifications: number; username: string };
  /** Campaign 0: active, owned by brand 0, with the most applications. */
  campaign: { id: string; applications: number };
  /** Creators with no application at all: the write benchmark applies as them. */
  applicants: string[];
  activeCampaigns: number;
  /** The tracking code of a participant of a campaign with a destination (null: no participant at all). */
  trackingCode: string | null;
  /** A word of the campaign titles that the search benchmark looks for: in about 18% of campaigns. */
  searchWord: string;
  /** Two words found together in about 0.4% of campaigns (a theme and a product of the titles). */
  rareSearch: string;
};

export type BuildResult = {
  /** The DATABASE_URL of the data set: a SQLite file or a postgres:// URL. */
  file: string;
  engine: Engine;
  sizes: Sizes;
  rows: Record<string, number>;
  seconds: number;
  subjects: Subjects;
};

export function scaledSizes(scale: number, overrides: Partial<Sizes> = {}): Sizes {
  const out = { ...FULL_SIZES };
  for (const key of Object.keys(out) as (keyof Sizes)[]) {
    out[key] =
      overrides[key] ??
      Math.max(key === 'brands' || key === 'suspensions' ? 2 : 5, Math.round(FULL_SIZES[key] * scale));
  }
  return out;
}

const iso = (ms: number) => new Date(ms).toISOString();
const dateOnly = (ms: number) => iso(ms).slice(0, 10);

type Campaign = {
  id: string;
  brand: number;
  title: string;
  description: string;
  status: string;
  budget: number | null;
  budgetRange: string | null;
  collab: 'paid' | 'barter';
  tags: string;
  deliverables: string;
  start: number;
  end: number;
  deadline: number | null;
  created: number;
  completed: number | null;
  deleted: number | null;
  applications: number;
};

type Application = {
  id: string;
  campaign: number;
  creator: number;
  status: string;
  applied: number;
  completed: number | null;
};

const APPLICATION_STATUS_BY_CAMPAIGN: Record<string, (readonly [string, number])[]> = {
  active: [
    ['pending', 60],
    ['accepted', 25],
    ['rejected', 15],
  ],
  paused: [
    ['pending', 50],
    ['accepted', 30],
    ['rejected', 20],
  ],
  flagged: [
    ['pending', 50],
    ['accepted', 30],
    ['rejected', 20],
  ],
  removed: [
    ['pending', 50],
    ['accepted', 30],
    ['rejected', 20],
  ],
  completed: [
    ['completed', 85],
    ['rejected', 15],
  ],
  deleted: [
    ['pending', 50],
    ['rejected', 50],
  ],
};

export async function buildDatabase(opts: {
  /** Where to build: a SQLite file, or a postgres:// URL of a database to (re)create. */
  file: string;
  sizes: Sizes;
  seed?: number;
  applicants?: number;
  log?: (line: string) => void;
}): Promise<BuildResult> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const { sizes } = opts;
  const rnd = createRandom(opts.seed ?? 20250101);
  const now = Date.now();
  // One hash for every account: argon2 is deliberately slow, and sign-in cost does not depend on which.
  const passwordHash = await hash(BENCH_PASSWORD, { algorithm: 2 });
  const engine = engineOf(opts.file);
  const write = engine === 'postgres' ? writePostgres : writeSqlite;
  const rows: Record<string, number> = {};
  const subjects = await write(opts.file, log, (sink) =>
    fill(sink, rnd, sizes, now, passwordHash, opts.applicants ?? 150, rows, log),
  );
  const seconds = (performance.now() - started) / 1000;
  return { file: opts.file, engine, sizes, rows, seconds, subjects };
}

/** Every row of the data set, generated in one seeded order whatever the engine, handed to `sink`. */
async function fill(
  sink: Sink,
  rnd: Random,
  sizes: Sizes,
  now: number,
  passwordHash: string,
  applicantCount: number,
  rows: Record<string, number>,
  log: (line: string) => void,
): Promise<Subjects> {
  const between = (from: number, to: number) => from + rnd.next() * Math.max(0, to - from);
  const personName = () => `${rnd.pick(W.FIRST_NAMES)} ${rnd.pick(W.LAST_NAMES)}`;

  // ---- people ---------------------------------------------------------------------------------
  log('  users and profiles...');
  const insertUser = sink.table('users', [
    'id',
    'email',
    'password_hash',
    'user_type',
    'roles',
    'full_name',
    'avatar_url',
    'last_active_at',
    'created_at',
    'updated_at',
  ]);
  const insertProfile = sink.table('profiles', [
    'user_id',
    'username',
    'bio',
    'location',
    'phone',
    'niche',
    'industry',
    'editing_skills',
    'reel_price',
    'post_price',
    'story_price',
    'company_name',
    'company_website',
    'instagram_handle',
    'youtube_handle',
    'x_handle',
    'follower_count',
    'youtube_subscribers',
    'x_followers',
    'languages_spoken',
    'engagement_rate',
    'rating',
    'min_price',
    'availability',
    'public_profile',
    'created_at',
    'updated_at',
  ]);
  const lastActive = () =>
    rnd.chance(0.6)
      ? iso(now - rnd.next() * 90 * DAY)
      : rnd.chance(0.5)
        ? iso(now - between(90, 700) * DAY)
        : null;
  const phone = () => `+91 9${rnd.int(1000, 9999)} ${rnd.int(10000, 99999)}`;

  // Sorted creation times, so rowid order is the order people joined, as in a real database.
  const userTimes = (n: number, fromDays: number, toDays: number) =>
    Float64Array.from({ length: n }, () => now - between(toDays, fromDays) * DAY).sort();

  const adminId = randomUUID();
  const adminCreated = now - 1000 * DAY;
  await insertUser(
    adminId,
    ADMIN_EMAIL,
    passwordHash,
    'admin',
    '["admin"]',
    'Bench Admin',
    null,
    iso(now - DAY),
    iso(adminCreated),
    iso(adminCreated),
  );
  await insertProfile(
    adminId,
    null,
    'Runs the benchmark.',
    'Bengaluru',
    phone(),
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    null,
    0,
    0,
    0,
    '[]',
    null,
    null,
    null,
    'available',
    0,
    iso(adminCreated),
    iso(adminCreated),
  );

  const brandIds: string[] = [];
  const brandCreated: number[] = [];
  const brandNames: string[] = [];
  const brandTimes = userTimes(sizes.brands, 800, 30);
  for (let i = 0; i < sizes.brands; i++) {
    const id = randomUUID();
    const created = brandTimes[i]!;
    const fullName = personName();
    const company = rnd.chance(0.9) ? `${rnd.pick(W.COMPANY_FIRST)} ${rnd.pick(W.COMPANY_LAST)} ${i}` : null;
    await insertUser(
      id,
      `brand-${i}@bench.test`,
      passwordHash,
      'brand',
      '[]',
      fullName,
      null,
      lastActive(),
      iso(created),
      iso(created),
    );
    await insertProfile(
      id,
      null,
      `${company ?? fullName}: ${rnd.pick(W.INDUSTRIES).toLowerCase()} from ${rnd.pick(W.CITIES)}.`,
      rnd.pick(W.CITIES),
      phone(),
      null,
      rnd.pick(W.INDUSTRIES),
      null,
      null,
      null,
      null,
      company,
      company ? `https://${company.toLowerCase().replace(/[^a-z0-9]+/g, '')}.in` : null,
      company ? company.toLowerCase().replace(/[^a-z0-9]+/g, '') : null,
      null,
      null,
      0,
      0,
      0,
      '[]',
      null,
      null,
      null,
      'available',
      0,
      iso(created),
      iso(created),
    );
    brandIds.push(id);
    brandCreated.push(created);
    brandNames.push(company ?? fullName);
  }

  const creatorIds: string[] = [];
  const creatorCreated: number[] = [];
  const creatorNames: string[] = [];
  const creatorHandles: string[] = [];
  const total = sizes.creators + applicantCount;
  const creatorTimes = userTimes(total, 800, 1);
  for (let i = 0; i < total; i++) {
    const id = randomUUID();
    const applicant = i >= sizes.creators;
    const created = creatorTimes[i]!;
    const fullName = personName();
    const handle = `${fullName.toLowerCase().replace(/[^a-z]+/g, '')}${i}`;
    const followers = Math.round(1000 * 10 ** (rnd.next() * 3));
    const email = applicant ? `applicant-${i - sizes.creators}@bench.test` : `creator-${i}@bench.test`;
    await insertUser(
      id,
      email,
      passwordHash,
      'influencer',
      '[]',
      fullName,
      null,
      lastActive(),
      iso(created),
      iso(created),
    );
    const reel = rnd.int(2, 20) * 1000;
    await insertProfile(
      id,
      handle,
      `${rnd.pick(W.NICHES)} creator from ${rnd.pick(W.CITIES)}. Honest reviews, weekly reels.`,
      rnd.pick(W.CITIES),
      phone(),
      rnd.pick(W.NICHES),
      null,
      rnd.pick(['Beginner', 'Intermediate', 'Advanced']),
      `${reel}-${reel * 1.5}`,
      `${reel / 2}-${reel}`,
      `${reel / 5}-${reel / 3}`,
      null,
      null,
      handle,
      rnd.chance(0.5) ? handle : null,
      rnd.chance(0.3) ? handle : null,
      followers,
      rnd.chance(0.5) ? Math.round(followers * rnd.next()) : 0,
      rnd.chance(0.3) ? Math.round(followers * rnd.next() * 0.2) : 0,
      JSON.stringify(rnd.some(W.LANGUAGES, 1, 3)),
      Math.round(rnd.next() * 80 + 10) / 10,
      Math.round(rnd.next() * 20 + 30) / 10,
      // The lowest rupee amount of the prices, as the server reads it (src/shared/price.ts).
      reel / 5,
      rnd.chance(0.7) ? 'available' : rnd.pick(['busy', 'not_looking']),
      // Creator 0's page is public: the public page benchmark opens it.
      i === 0 || rnd.chance(0.3) ? 1 : 0,
      iso(created),
      iso(created),
    );
    creatorIds.push(id);
    creatorCreated.push(created);
    creatorNames.push(fullName);
    creatorHandles.push(handle);
  }
  rows.users = 1 + sizes.brands + total;
  rows.profiles = rows.users;

  // ---- campaigns ------------------------------------------------------------------------------
  log('  campaigns...');
  const campaignList: Campaign[] = [];
  for (let i = 0; i < sizes.campaigns; i++) {
    const heavy = i === 0;
    const brand = heavy ? 0 : rnd.skewed(sizes.brands);
    const status = heavy
      ? 'active'
      : rnd.weighted([
          ['active', 35],
          ['completed', 30],
          ['draft', 8],
          ['paused', 8],
          ['flagged', 3],
          ['removed', 3],
          ['deleted', 13],
        ] as const);
    const created = heavy ? now - 20 * DAY : between(brandCreated[brand]!, now - 3_600_000);
    const paid = heavy || rnd.chance(0.8);
    const budget = paid ? rnd.int(10, 1000) * 500 : rnd.chance(0.5) ? null : 0;
    const start = created + rnd.int(7, 30) * DAY;
    const end = start + rnd.int(14, 60) * DAY;
    const completed =
      status === 'completed' ? Math.min(now - 60_000, Math.max(created + 7 * DAY, end)) : null;
    const deleted = status === 'deleted' ? between(created, now) : null;
    const title = `${rnd.pick(W.THEMES)} ${rnd.pick(W.PRODUCTS)} ${rnd.pick(W.FORMATS)}`;
    campaignList.push({
      id: randomUUID(),
      brand,
      title,
      description: `${brandNames[brand]} is looking for creators for a ${title.toLowerCase()}. Share honest first impressions with your audience in ${rnd.pick(W.LANGUAGES)} or English; product shipped to your city.`,
      status,
      budget,
      budgetRange:
        budget && rnd.chance(0.5) ? `${Math.round(budget * 0.8)}-${Math.round(budget * 1.2)}` : null,
      collab: paid ? 'paid' : 'barter',
      tags: JSON.stringify(rnd.some(W.TAGS, 2, 5)),
      deliverables: JSON.stringify(rnd.some(W.DELIVERABLES, 1, 3)),
      start,
      end,
      deadline: rnd.chance(0.7) ? end - 3 * DAY : null,
      created: completed !== null ? Math.min(created, completed - DAY) : created,
      completed,
      deleted,
      applications: 0,
    });
  }

  // ---- applications ---------------------------------------------------------------------------
  log('  applications...');
  const eligible = campaignList.map((c, i) => (c.status === 'draft' ? -1 : i)).filter((i) => i >= 0);
  const taken = new Set<number>();
  const apps: Application[] = [];
  let attempts = 0;
  while (apps.length < sizes.applications && attempts < sizes.applications * 20) {
    attempts++;
    const campaign = eligible[rnd.skewed(eligible.length)]!;
    const creator = rnd.int(0, sizes.creators - 1);
    const key = campaign * 131_072 + creator;
    if (taken.has(key)) continue;
    taken.add(key);
    const c = campaignList[campaign]!;
    const windowEnd = c.completed ?? c.deleted ?? now;
    const applied = Math.min(
      now - 60_000,
      Math.max(
        between(c.created, Math.min(windowEnd, c.created + 30 * DAY)),
        creatorCreated[creator]! + 3_600_000,
      ),
    );
    const status = rnd.weighted(APPLICATION_STATUS_BY_CAMPAIGN[c.status]!);
    apps.push({
      id: randomUUID(),
      campaign,
      creator,
      status,
      applied,
      completed: status === 'completed' ? c.completed : null,
    });
    c.applications++;
  }
  apps.sort((a, b) => a.applied - b.applied);

  // Tracking links (docs/product.md#tracking-links): every participant has a code, as acceptance
  // gives one; campaign 0 (or the first with a participant) sends its links to a shop, and the
  // benchmark follows its first participant's link.
  const PARTICIPANT = new Set(['accepted', 'approved', 'completed']);
  const codes = new Map<string, string>();
  for (const a of apps) if (PARTICIPANT.has(a.status)) codes.set(a.id, randomBytes(7).toString('base64url'));
  const tracked =
    apps.find((a) => a.campaign === 0 && codes.has(a.id)) ?? apps.find((a) => codes.has(a.id)) ?? null;
  const trackedCampaign = tracked?.campaign ?? -1;

  const insertCampaign = sink.table('campaigns', [
    'id',
    'user_id',
    'title',
    'description',
    'status',
    'budget',
    'budget_range',
    'collab_type',
    'tags',
    'deliverables',
    'start_date',
    'end_date',
    'deadline',
    'application_count',
    'completed_at',
    'deleted_at',
    'created_at',
    'updated_at',
    'destination_url',
  ]);
  const byCreated = campaignList
    .map((_, i) => i)
    .sort((a, b) => campaignList[a]!.created - campaignList[b]!.created);
  for (const i of byCreated) {
    const c = campaignList[i]!;
    await insertCampaign(
      c.id,
      brandIds[c.brand],
      c.title,
      c.description,
      c.status,
      c.budget,
      c.budgetRange,
      c.collab,
      c.tags,
      c.deliverables,
      dateOnly(c.start),
      dateOnly(c.end),
      c.deadline === null ? null : dateOnly(c.deadline),
      c.applications,
      c.completed === null ? null : iso(c.completed),
      c.deleted === null ? null : iso(c.deleted),
      iso(c.created),
      iso(c.completed ?? c.deleted ?? c.created),
      i === trackedCampaign ? 'https://shop.bench.test/sale?ref=bench' : null,
    );
  }
  rows.campaigns = campaignList.length;

  const insertApplication = sink.table('applications', [
    'id',
    'campaign_id',
    'creator_id',
    'brand_id',
    'status',
    'message',
    'applied_at',
    'completed_at',
    'updated_at',
    'tracking_code',
  ]);
  for (const a of apps) {
    const c = campaignList[a.campaign]!;
    await insertApplication(
      a.id,
      c.id,
      creatorIds[a.creator],
      brandIds[c.brand],
      a.status,
      rnd.chance(0.7)
        ? `Hi! I make ${rnd.pick(W.NICHES).toLowerCase()} content and would love to do this ${c.title.toLowerCase()}.`
        : null,
      iso(a.applied),
      a.completed === null ? null : iso(a.completed),
      iso(a.completed ?? a.applied),
      codes.get(a.id) ?? null,
    );
  }
  rows.applications = apps.length;

  // ---- transactions: one per completed participant of a completed paid campaign ---------------
  log('  transactions and work...');
  const participants = new Map<number, number>();
  for (const a of apps)
    if (a.status === 'completed') participants.set(a.campaign, (participants.get(a.campaign) ?? 0) + 1);
  const payable = apps.filter((a) => a.status === 'completed' && (campaignList[a.campaign]!.budget ?? 0) > 0);
  const keepPaid = Math.min(1, sizes.transactions / Math.max(1, payable.length));
  const insertTransaction = sink.table('transactions', [
    'id',
    'campaign_id',
    'application_id',
    'brand_id',
    'creator_id',
    'deal_amount',
    'commission_amount',
    'creator_earnings',
    'payment_status',
    'payment_reference',
    'transaction_date',
    'created_at',
    'updated_at',
  ]);
  let transactionCount = 0;
  for (const a of payable) {
    if (transactionCount >= sizes.transactions || !rnd.chance(keepPaid)) continue;
    const c = campaignList[a.campaign]!;
    const payout = participantDeal(c.budget, participants.get(a.campaign)!, 0);
    const status = rnd.weighted([
      ['completed', 60],
      ['pending', 30],
      ['failed', 5],
      ['cancelled', 5],
    ] as const);
    const date = iso(c.completed!);
    const reference = `PAY-${date.slice(0, 10).replace(/-/g, '')}-${transactionCount.toString(16).toUpperCase().padStart(8, '0')}`;
    await insertTransaction(
      randomUUID(),
      c.id,
      a.id,
      brandIds[c.brand],
      creatorIds[a.creator],
      payout.deal_amount,
      payout.commission_amount,
      payout.creator_earnings,
      status,
      reference,
      date,
      date,
      status === 'pending' ? date : iso(Math.min(now, c.completed! + 5 * DAY)),
    );
    transactionCount++;
  }
  rows.transactions = transactionCount;
  if (transactionCount < sizes.transactions)
    log(`  note: only ${transactionCount} completed paid participations to pay`);

  const workable = apps.filter((a) => a.status === 'accepted' || a.status === 'completed');
  const keepWork = Math.min(1, sizes.work / Math.max(1, workable.length));
  const insertWork = sink.table('work_submissions', [
    'id',
    'application_id',
    'campaign_id',
    'creator_id',
    'submission_type',
    'content',
    'links',
    'file_urls',
    'status',
    'feedback',
    'reviewed_at',
    'created_at',
    'updated_at',
  ]);
  let workCount = 0;
  for (const a of workable) {
    if (workCount >= sizes.work || !rnd.chance(keepWork)) continue;
    const c = campaignList[a.campaign]!;
    const status =
      a.status === 'completed'
        ? 'approved'
        : rnd.weighted([
            ['pending', 50],
            ['rejected', 20],
            ['revision_requested', 30],
          ] as const);
    const created = Math.min(now - 60_000, a.applied + rnd.int(2, 15) * DAY);
    const reviewed = status === 'pending' ? null : Math.min(now, created + DAY);
    await insertWork(
      randomUUID(),
      a.id,
      c.id,
      creatorIds[a.creator],
      'link',
      `Posted the ${c.title.toLowerCase()}.`,
      JSON.stringify([`https://www.instagram.com/reel/B${workCount.toString(36)}/`]),
      '[]',
      status,
      status === 'rejected' || status === 'revision_requested'
        ? 'Please tag the brand in the first frame.'
        : null,
      reviewed === null ? null : iso(reviewed),
      iso(created),
      iso(reviewed ?? created),
    );
    workCount++;
  }
  rows.work_submissions = workCount;

  // ---- moderation ------------------------------------------------------------------------------
  log('  reports, suspensions, broadcasts...');
  const insertReport = sink.table('reports', [
    'id',
    'reporter_id',
    'reported_user_id',
    'reported_campaign_id',
    'report_type',
    'reason',
    'status',
    'admin_notes',
    'resolved_at',
    'created_at',
    'updated_at',
  ]);
  const someCreator = () => rnd.int(10, sizes.creators - 1);
  for (let i = 0; i < sizes.reports; i++) {
    const created = now - rnd.next() * 400 * DAY;
    const status = rnd.weighted([
      ['pending', 40],
      ['resolved', 35],
      ['dismissed', 25],
    ] as const);
    const onCampaign = rnd.chance(0.5);
    const resolved = status === 'pending' ? null : iso(Math.min(now, created + 2 * DAY));
    await insertReport(
      randomUUID(),
      creatorIds[someCreator()],
      onCampaign ? null : creatorIds[someCreator()],
      onCampaign ? campaignList[rnd.int(1, campaignList.length - 1)]!.id : null,
      rnd.pick(['spam', 'inappropriate', 'fake', 'harassment']),
      'Looks misleading; please review.',
      status,
      status === 'pending' ? null : 'Reviewed.',
      resolved,
      iso(created),
      resolved ?? iso(created),
    );
  }
  rows.reports = sizes.reports;
  const insertSuspension = sink.table('suspensions', [
    'id',
    'user_id',
    'suspended_by',
    'suspension_type',
    'reason',
    'status',
    'expires_at',
    'metadata',
    'created_at',
    'updated_at',
  ]);
  for (let i = 0; i < sizes.suspensions; i++) {
    const created = now - rnd.next() * 300 * DAY;
    const type = rnd.pick(['warning', 'temporary', 'permanent'] as const);
    await insertSuspension(
      randomUUID(),
      creatorIds[someCreator()],
      adminId,
      type,
      'Repeated spam applications.',
      rnd.chance(0.8) ? 'active' : 'cancelled',
      type === 'temporary' ? iso(created + 30 * DAY) : null,
      '{}',
      iso(created),
      iso(created),
    );
  }
  rows.suspensions = sizes.suspensions;
  const insertBroadcast = sink.table('broadcasts', [
    'id',
    'sent_by',
    'title',
    'message',
    'target_audience',
    'priority',
    'recipient_count',
    'metadata',
    'created_at',
  ]);
  for (let i = 0; i < 10; i++) {
    await insertBroadcast(
      randomUUID(),
      adminId,
      'Platform update',
      'New payout schedule from next month.',
      'all',
      'medium',
      rows.users,
      '{}',
      iso(now - i * 30 * DAY),
    );
  }
  rows.broadcasts = 10;

  // ---- notifications ---------------------------------------------------------------------------
  log('  notifications...');
  const insertNotification = sink.table('notifications', [
    'id',
    'user_id',
    'type',
    'title',
    'message',
    'priority',
    'read',
    'action_url',
    'metadata',
    'created_at',
  ]);
  const times = Float64Array.from({ length: sizes.notifications }, () => now - rnd.next() * 400 * DAY).sort();
  let creator0Notifications = 0;
  for (let i = 0; i < sizes.notifications; i++) {
    const created = times[i]!;
    const r = rnd.next();
    const c = campaignList[rnd.int(0, campaignList.length - 1)]!;
    const metadata = JSON.stringify({ campaign_id: c.id });
    const read = rnd.chance(now - created > 14 * DAY ? 0.85 : 0.4) ? 1 : 0;
    let userId: string;
    let note: [string, string, string, string];
    if (r < 0.49) {
      const who = rnd.skewed(sizes.creators);
      if (who === 0) creator0Notifications++;
      userId = creatorIds[who]!;
      note = rnd.pick([
        [
          'application_status',
          'Application accepted',
          `Your application to "${c.title}" was accepted.`,
          '/creator-dashboard?tab=applications',
        ],
        [
          'application_status',
          'Application update',
          `Your application to "${c.title}" was not selected.`,
          '/creator-dashboard?tab=applications',
        ],
        [
          'work_reviewed',
          'Work reviewed',
          `Your work for "${c.title}" was approved.`,
          '/creator-dashboard?tab=applications',
        ],
        [
          'payment_processed',
          'Payment processed',
          `Your payment for "${c.title}" is on its way.`,
          '/creator-dashboard?tab=earnings',
        ],
        ['broadcast', 'Platform update', 'New payout schedule from next month.', null as unknown as string],
      ] as const) as unknown as [string, string, string, string];
    } else if (r < 0.99) {
      userId = brandIds[rnd.skewed(sizes.brands)]!;
      note = rnd.pick([
        [
          'new_application',
          'New application',
          `${rnd.pick(W.FIRST_NAMES)} applied to "${c.title}".`,
          '/brand-dashboard?tab=applications',
        ],
        [
          'work_submitted',
          'Work submitted',
          `New work was submitted for "${c.title}".`,
          '/brand-dashboard?tab=applications',
        ],
        ['campaign_status', 'Campaign update', `"${c.title}" was paused by an admin.`, '/brand-dashboard'],
      ] as const) as unknown as [string, string, string, string];
    } else {
      userId = adminId;
      note = ['report', 'New report', `A campaign was reported: "${c.title}".`, '/admin-dashboard'];
    }
    await insertNotification(
      randomUUID(),
      userId,
      note[0],
      note[1],
      note[2],
      rnd.weighted([
        ['low', 20],
        ['medium', 60],
        ['high', 20],
      ] as const),
      read,
      note[3] ?? null,
      metadata,
      iso(created),
    );
  }
  rows.notifications = sizes.notifications;

  const brand0Campaigns = campaignList.filter((c) => c.brand === 0 && c.status !== 'deleted').length;
  return {
    password: BENCH_PASSWORD,
    admin: { email: ADMIN_EMAIL },
    brand: { email: 'brand-0@bench.test', id: brandIds[0]!, campaigns: brand0Campaigns },
    creator: {
      email: 'creator-0@bench.test',
      id: creatorIds[0]!,
      notifications: creator0Notifications,
      username: creatorHandles[0]!,
    },
    campaign: { id: campaignList[0]!.id, applications: campaignList[0]!.applications },
    applicants: Array.from({ length: applicantCount }, (_, i) => `applicant-${i}@bench.test`),
    activeCampaigns: campaignList.filter((c) => c.status === 'active').length,
    trackingCode: tracked ? codes.get(tracked.id)! : null,
    searchWord: 'chai',
    rareSearch: 'pongal biryani',
  };
}

// ---- command line ----------------------------------------------------------------------------------
if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('./lib/args');
  const args = parseArgs(process.argv.slice(2));
  const out = args.out ?? `bench/.data/scale-${args.scale}.db`;
  const file = engineOf(out) === 'postgres' ? out : path.resolve(out);
  const result = await buildDatabase({ file, sizes: scaledSizes(args.scale, args.sizes), log: console.log });
  if (result.engine === 'sqlite') fs.writeFileSync(`${file}.json`, JSON.stringify(result));
  console.log(
    JSON.stringify(
      { ...result, subjects: { ...result.subjects, applicants: result.subjects.applicants.length } },
      null,
      2,
    ),
  );
}
