import { randomBytes } from 'node:crypto';
import { eq, is, sql } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { hashPassword } from '../services/auth/password';
import { encrypt, type Keyring } from '../services/payments/crypto';
import { indiaDate } from '@shared/dates';
import { financialYearOf, financialYearRange } from '@shared/financial-year';
import { formatRupees } from '@shared/format';
import { participantPayout } from '@shared/money';
import type { Db } from '@db/client';
import { inDependencyOrder } from '@db/copy/order';
import { jsonArrayHas } from '@db/dialect';
import * as schema from '@db/schema';
import * as sqliteSchema from '@db/schema/sqlite';
import {
  aadhaarVault,
  applications,
  auditLog,
  broadcasts,
  campaigns,
  contactMessages,
  notifications,
  paymentDetails,
  profiles,
  reports,
  suspensions,
  transactions,
  users,
  workSubmissions,
} from '@db/schema';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_BRANDS,
  DEMO_CAMPAIGNS,
  DEMO_CREATORS,
  DEMO_PAN_HOLDERS,
  DEMO_PASSWORD,
  type DemoUser,
} from './demo-data';
import { insertDemoConversations } from './demo-conversations';
import { DEMO_SETTINGS, insertDemoMoney, type DemoDeal, type DemoFundedCampaign } from './demo-money';
import { insertDemoReviews, type DemoReviewed } from './demo-reviews';

export type DemoLogin = {
  role: 'admin' | 'brand' | 'creator';
  email: string;
  password: string;
  note: string;
};
type SeedOptions = {
  /** Encrypts the demo payment details; without it none are seeded. */
  keyring?: Keyring;
  now?: Date;
};

const HOUR_MS = 60 * 60 * 1000;
const BRAND_APPLICATIONS_URL = '/brand-dashboard?tab=applications';
const CREATOR_APPLICATIONS_URL = '/creator-dashboard?tab=applications';

/** True when someone other than an admin has an account: the database is in use, so no demo. */
export async function hasNonAdminUsers(db: Db) {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.userType} <> 'admin' and not ${jsonArrayHas(users.roles, 'admin')}`)
    .limit(1);
  return found.length > 0;
}

/**
 * Start-up's hook: loads the demo marketplace when no non-admin user exists yet (an ADMIN_EMAIL
 * account alone does not count) and prints its logins. Otherwise it does nothing.
 */
export async function seedDemoIfEmpty(db: Db, opts: SeedOptions & { log: (line: string) => void }) {
  if (await hasNonAdminUsers(db)) return false;
  const logins = await seedDemo(db, opts);
  if (logins) opts.log(describeLogins(logins));
  return logins !== null;
}

/**
 * Inserts the demo marketplace in one transaction. The emptiness check is repeated inside it, so two
 * processes starting together cannot both seed; returns null when it found users after all.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<DemoLogin[] | null> {
  // Hashing is slow: done before the transaction, which does database work only.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) =>
    (await hasNonAdminUsers(tx)) ? null : insertDemo(tx, passwordHash, opts),
  );
}

/** `npm run db:seed`: every row of every table goes, then the demo comes back, all in one transaction. */
export async function reloadDemo(db: Db, opts: SeedOptions = {}): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await clearAllTables(tx);
    return insertDemo(tx, passwordHash, opts);
  });
}

/** Deletes every row of every table in the schema (migrations bookkeeping is not in it). */
export async function clearAllTables(tx: Db) {
  for (const table of deletionOrder()) await tx.delete(table);
}

/**
 * Every table of the schema, each before the tables its foreign keys point at, so each delete leaves
 * no row pointing at a deleted one (PostgreSQL's keys cannot be deferred to the commit): the copy's
 * insert order, reversed. It is read from SQLite's definitions, which name the same tables and keys
 * as PostgreSQL's (src/db/schema/parity.test.ts), and given as the tables of the engine this process runs.
 */
function deletionOrder() {
  const names = (Object.keys(sqliteSchema) as (keyof typeof schema)[]).filter((n) =>
    is(sqliteSchema[n], SQLiteTable),
  );
  const nameOf = new Map(names.map((n) => [sqliteSchema[n] as SQLiteTable, n]));
  return inDependencyOrder([...nameOf.keys()])
    .reverse()
    .map((t) => schema[nameOf.get(t)!] as SQLiteTable);
}

/** The id of the one row an insert returned. */
async function insertedId(insert: PromiseLike<{ id: string }[]>) {
  const [row] = await insert;
  return row!.id;
}

/** The logins as a small table for the console. */
export function describeLogins(logins: DemoLogin[]) {
  const rows = [
    ['role', 'email', 'password', ''],
    ...logins.map((l) => [l.role, l.email, l.password, l.note]),
  ];
  const widths = [0, 1, 2].map((col) => Math.max(...rows.map((r) => r[col]!.length)));
  const line = (r: string[]) =>
    `  ${r.map((cell, col) => (col < 3 ? cell.padEnd(widths[col]!) : cell)).join('  ')}`.trimEnd();
  return ['Demo marketplace loaded. Sign in with:', ...rows.map(line)].join('\n');
}

async function insertDemo(tx: Db, passwordHash: string, opts: SeedOptions): Promise<DemoLogin[]> {
  const now = opts.now ?? new Date();
  /** `days` from now (negative: in the past), plus `hours`. */
  const at = (days: number, hours = 0) =>
    new Date(now.getTime() + (days * 24 + hours) * HOUR_MS).toISOString();
  const ago = (days: number, hours = 0) => at(-days, -hours);
  const dateIn = (days: number) => at(days).slice(0, 10);

  // ---- people -------------------------------------------------------------------------------
  const insertPerson = async (
    u: Pick<DemoUser, 'email' | 'fullName' | 'joinedDaysAgo' | 'profile'>,
    userType: 'influencer' | 'brand' | 'admin',
    lastActiveAt: string,
  ) => {
    const joined = ago(u.joinedDaysAgo);
    const id = await insertedId(
      tx
        .insert(users)
        .values({
          email: u.email,
          passwordHash,
          userType,
          roles: userType === 'admin' ? ['admin'] : [],
          fullName: u.fullName,
          lastActiveAt,
          // Demo accounts are ready to use: no verification banner.
          emailVerifiedAt: joined,
          createdAt: joined,
          updatedAt: joined,
        })
        .returning({ id: users.id }),
    );
    await tx.insert(profiles).values({ userId: id, ...u.profile, createdAt: joined, updatedAt: joined });
    return id;
  };

  // ADMIN_EMAIL may already name the demo admin; then that account is used as it is.
  const [existingAdmin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL));
  const adminId =
    existingAdmin?.id ??
    (await insertPerson(
      {
        email: DEMO_ADMIN_EMAIL,
        fullName: 'Nisha Rao',
        joinedDaysAgo: 180,
        profile: { bio: 'Trust & safety lead.', location: 'Bengaluru', phone: '+91 80000 12345' },
      },
      'admin',
      ago(0, 1),
    ));

  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  for (const [i, b] of DEMO_BRANDS.entries()) {
    ids.set(b.key, await insertPerson(b, 'brand', b.main ? ago(0, 2) : ago(i + 1, 3)));
    names.set(b.key, b.profile.companyName ?? b.fullName);
  }
  for (const [i, c] of DEMO_CREATORS.entries()) {
    ids.set(c.key, await insertPerson(c, 'influencer', c.main ? ago(0, 1) : ago(i, 5)));
    names.set(c.key, c.fullName);
  }
  const idOf = (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`Demo data names an unknown person: ${key}`);
    return id;
  };
  const nameById = new Map([...ids].map(([key, id]) => [id, names.get(key)!]));
  const nameOf = (id: string) => nameById.get(id) ?? '';

  // ---- campaigns, applications, work, transactions -------------------------------------------
  const campaignIds = new Map<string, string>();
  /** Applications by `campaign:creator` key, for the conversations. */
  const applicationsByKey = new Map<
    string,
    { id: string; brandId: string; creatorId: string; title: string }
  >();
  const references = new Set<string>();
  const deals: DemoDeal[] = [];
  const funded: DemoFundedCampaign[] = [];
  const reviewed: DemoReviewed[] = [];
  // A barter collaboration with a declared value counts in the creator's statement for the
  // financial year it completed in (docs/product.md#statement): kept in this one, whenever seeded.
  const yearStart = financialYearRange(financialYearOf(now)).fromIso;
  const paymentReference = (date: string) => {
    let ref: string;
    do
      ref = `PAY-${indiaDate(new Date(date)).replace(/-/g, '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
    while (references.has(ref));
    references.add(ref);
    return ref;
  };

  for (const c of DEMO_CAMPAIGNS) {
    const brandId = idOf(c.brand);
    const createdAt = ago(c.createdDaysAgo);
    const completedAt =
      c.completedDaysAgo === undefined
        ? null
        : c.productValue !== undefined
          ? [ago(c.completedDaysAgo), yearStart].sort().at(-1)!
          : ago(c.completedDaysAgo);
    const deletedAt = c.deletedDaysAgo === undefined ? null : ago(c.deletedDaysAgo);
    const campaignId = await insertedId(
      tx
        .insert(campaigns)
        .values({
          userId: brandId,
          title: c.title,
          description: c.description,
          status: c.status,
          budget: c.budget,
          budgetRange: c.budgetRange ?? null,
          collabType: c.budget && c.budget > 0 ? 'paid' : 'barter',
          productValue: c.productValue ?? null,
          revisionRounds: c.revisionRounds,
          tags: c.tags,
          deliverables: c.deliverables,
          startDate: dateIn(c.start),
          endDate: dateIn(c.end),
          deadline: dateIn(c.deadline),
          applicationCount: c.applications.length,
          completedAt,
          deletedAt,
          createdAt,
          updatedAt: completedAt ?? deletedAt ?? createdAt,
        })
        .returning({ id: campaigns.id }),
    );
    campaignIds.set(c.key, campaignId);
    if (c.funding)
      funded.push({
        campaignId,
        brandId,
        title: c.title,
        budget: c.budget!,
        completed: c.status === 'completed',
        funding: c.funding,
      });

    // The money rule (docs/product.md#commission): the budget split between the participants, 15% commission each.
    const participants = c.applications.filter((a) => a.status === 'completed').length;
    const payout = participantPayout(c.budget, participants);

    for (const a of c.applications) {
      const creatorId = idOf(a.creator);
      const appliedAt = ago(a.appliedDaysAgo);
      const applicationId = await insertedId(
        tx
          .insert(applications)
          .values({
            campaignId,
            creatorId,
            brandId,
            status: a.status,
            message: a.message,
            appliedAt,
            completedAt: a.status === 'completed' ? completedAt : null,
            updatedAt: a.status === 'completed' && completedAt ? completedAt : appliedAt,
          })
          .returning({ id: applications.id }),
      );
      applicationsByKey.set(`${c.key}:${a.creator}`, {
        id: applicationId,
        brandId,
        creatorId,
        title: c.title,
      });

      let approvedAt: string | null = null;
      for (const w of a.work ?? []) {
        const submitted = ago(w.daysAgo);
        const reviewedAt =
          w.status === 'pending'
            ? null
            : w.autoApproved
              ? at(-w.daysAgo, DEMO_SETTINGS.WORK_REVIEW_HOURS)
              : at(-w.daysAgo, 20);
        if (w.status === 'approved') approvedAt = reviewedAt;
        await tx.insert(workSubmissions).values({
          applicationId,
          campaignId,
          creatorId,
          submissionType: 'link',
          content: w.content,
          links: w.links,
          status: w.status,
          feedback: w.feedback ?? null,
          autoApproved: w.autoApproved ?? false,
          reviewedAt,
          createdAt: submitted,
          updatedAt: reviewedAt ?? submitted,
        });
      }

      if (a.reviews) {
        if (!approvedAt) throw new Error(`Demo data: reviews need approved work (${c.key}:${a.creator})`);
        reviewed.push({
          applicationId,
          campaignId,
          title: c.title,
          creatorId,
          brandId,
          approvedAt,
          reviews: a.reviews,
        });
      }

      if (a.dispute && !a.payment)
        throw new Error(
          `Demo data: a dispute holds the payout of a paid collaboration (${c.key}:${a.creator})`,
        );
      if (a.payment) {
        if (a.status !== 'completed' || !completedAt || payout.deal_amount <= 0) {
          throw new Error(
            `Demo data: a payment needs a completed participant of a completed paid campaign (${c.key})`,
          );
        }
        const settledAt = a.payment === 'pending' ? completedAt : at(-(c.completedDaysAgo ?? 0) + 5);
        const transactionId = await insertedId(
          tx
            .insert(transactions)
            .values({
              campaignId,
              applicationId,
              brandId,
              creatorId,
              dealAmount: payout.deal_amount,
              commissionAmount: payout.commission_amount,
              creatorEarnings: payout.creator_earnings,
              paymentStatus: a.payment,
              paymentReference: paymentReference(completedAt),
              transactionDate: completedAt,
              createdAt: completedAt,
              updatedAt: settledAt,
            })
            .returning({ id: transactions.id }),
        );
        deals.push({
          campaignId,
          applicationId,
          creatorId,
          transactionId,
          gross: payout.deal_amount,
          commission: payout.commission_amount,
          payment: a.payment,
          panOnFile: DEMO_PAN_HOLDERS.includes(a.creator),
          // A brand may complete without approved work: the payout is then held from completion.
          approvedAt: approvedAt ?? completedAt,
          completedAt,
          settledAt,
          brandId,
          title: c.title,
          dispute: a.dispute && {
            side: a.dispute.side,
            reason: a.dispute.reason,
            details: a.dispute.details,
            openedAt: ago(a.dispute.openedDaysAgo),
            resolved: a.dispute.resolved && {
              ...a.dispute.resolved,
              at: ago(a.dispute.resolved.daysAgo),
            },
          },
        });
      }
    }
  }
  await insertDemoMoney(tx, { adminId, now, ago, nameOf }, { deals, funded });
  await insertDemoReviews(tx, { now, ago, nameOf }, reviewed);
  const campaignIdOf = (key: string) => {
    const id = campaignIds.get(key);
    if (!id) throw new Error(`Demo data names an unknown campaign: ${key}`);
    return id;
  };

  // ---- reports and suspensions ---------------------------------------------------------------
  const report = (values: typeof reports.$inferInsert) =>
    insertedId(
      tx
        .insert(reports)
        .values({ ...values, updatedAt: values.resolvedAt ?? values.createdAt })
        .returning({ id: reports.id }),
    );

  const fakeReportNotes = 'Engagement audit confirmed purchased followers. Temporary suspension issued.';
  const detoxReport = await report({
    reporterId: idOf('priya'),
    reportedCampaignId: campaignIdOf('detox'),
    reportType: 'inappropriate',
    reason:
      'Asks creators to promise 5 kg weight loss in a week with before/after photos. That is a misleading health claim.',
    createdAt: ago(10),
  });
  const spamReport = await report({
    reporterId: idOf('chaibox'),
    reportedUserId: idOf('arjun'),
    reportType: 'spam',
    reason: 'The same pitch reached our campaign three times in one day.',
    createdAt: ago(1, 2),
  });
  const fakeReport = await report({
    reporterId: idOf('saffron'),
    reportedUserId: idOf('ishita'),
    reportType: 'fake',
    reason:
      'Follower count jumped by 15k in two days while posts get about 40 likes. Looks like bought followers.',
    status: 'resolved',
    adminNotes: fakeReportNotes,
    resolvedAt: ago(2),
    createdAt: ago(4),
  });
  await report({
    reporterId: idOf('arjun'),
    reportedCampaignId: campaignIdOf('giveaway'),
    reportType: 'spam',
    reason: 'The giveaway asks followers to share their phone numbers in the comments.',
    status: 'resolved',
    adminNotes: 'Campaign removed: collecting phone numbers publicly is not allowed.',
    resolvedAt: ago(20),
    createdAt: ago(23),
  });
  await report({
    reporterId: idOf('vikram'),
    reportedUserId: idOf('chaibox'),
    reportType: 'harassment',
    reason: 'The brand kept following up about my application every few hours.',
    status: 'dismissed',
    adminNotes: 'Reviewed: two polite follow-ups on the platform. No harassment.',
    resolvedAt: ago(30),
    createdAt: ago(33),
  });

  const [ishitaSuspension, vikramSuspension, arjunSuspension] = await tx
    .insert(suspensions)
    .values([
      {
        userId: idOf('ishita'),
        suspendedBy: adminId,
        suspensionType: 'temporary',
        reason: 'Purchased followers confirmed by an engagement audit.',
        status: 'active',
        expiresAt: at(12),
        reportId: fakeReport,
        metadata: {
          report_id: fakeReport,
          admin_notes: 'Can reapply for campaigns after the suspension ends.',
        },
        adminNotes: 'Can reapply for campaigns after the suspension ends.',
        createdAt: ago(2),
        updatedAt: ago(2),
      },
      {
        // Stored as active; its expires_at has passed, so it reads as expired and blocks nothing.
        userId: idOf('vikram'),
        suspendedBy: adminId,
        suspensionType: 'temporary',
        reason: 'Missed deliverable deadlines on two paid campaigns.',
        status: 'active',
        expiresAt: ago(10),
        metadata: {},
        createdAt: ago(17),
        updatedAt: ago(17),
      },
      {
        userId: idOf('arjun'),
        suspendedBy: adminId,
        suspensionType: 'temporary',
        reason: 'Suspected duplicate account.',
        status: 'cancelled',
        expiresAt: at(8),
        metadata: {},
        adminNotes: 'Cancelled: identity verified; the duplicate was an impersonator.',
        endedAt: ago(5),
        createdAt: ago(6),
        updatedAt: ago(5),
      },
    ])
    .returning();

  // ---- the admins' actions in the audit log (docs/product.md#audit-log) ------------------------
  // Funding decisions, payouts paid and disputes resolved are written with their money (demo-money.ts).
  const suspended = (s: typeof suspensions.$inferSelect) => ({
    actorId: adminId,
    action: 'user.suspend',
    targetType: 'user',
    targetIds: [s.userId],
    metadata: {
      suspension_id: s.id,
      report_id: s.reportId,
      before: { suspended: false },
      after: {
        suspended: true,
        suspension_type: s.suspensionType,
        reason: s.reason,
        expires_at: s.expiresAt,
      },
    },
    createdAt: s.createdAt,
  });
  const campaignStatus = (key: string, after: 'flagged' | 'removed', reason: string, createdAt: string) => ({
    actorId: adminId,
    action: 'campaign.status',
    targetType: 'campaign',
    targetIds: [campaignIdOf(key)],
    metadata: { before: { status: 'active' }, after: { status: after, reason } },
    createdAt,
  });
  await tx.insert(auditLog).values([
    suspended(ishitaSuspension!),
    suspended(vikramSuspension!),
    suspended(arjunSuspension!),
    {
      actorId: adminId,
      action: 'suspension.cancel',
      targetType: 'user',
      targetIds: [arjunSuspension!.userId],
      metadata: {
        suspension_id: arjunSuspension!.id,
        before: { status: 'active' },
        after: { status: 'cancelled', admin_notes: arjunSuspension!.adminNotes },
      },
      createdAt: arjunSuspension!.endedAt!,
    },
    {
      actorId: adminId,
      action: 'report.status',
      targetType: 'report',
      targetIds: [fakeReport],
      metadata: {
        before: { status: 'pending' },
        after: { status: 'resolved', admin_notes: fakeReportNotes },
      },
      createdAt: ago(2),
    },
    campaignStatus('detox', 'flagged', 'Unverified health claims: 5 kg in a week.', ago(9)),
    campaignStatus('giveaway', 'removed', 'Collects phone numbers publicly in the comments.', ago(20)),
  ]);

  // ---- notifications and a broadcast ---------------------------------------------------------
  type Note = Omit<typeof notifications.$inferInsert, 'userId'>;
  const notify = (userId: string, items: Note[]) =>
    tx.insert(notifications).values(items.map((n) => ({ ...n, userId })));
  const diwali = DEMO_CAMPAIGNS.find((c) => c.key === 'diwali')!;
  const diwaliPay = participantPayout(
    diwali.budget,
    diwali.applications.filter((a) => a.status === 'completed').length,
  );
  const street = DEMO_CAMPAIGNS.find((c) => c.key === 'streetfood')!;
  const streetPay = participantPayout(
    street.budget,
    street.applications.filter((a) => a.status === 'completed').length,
  );

  const reportNote = (reportId: string, message: string, read: boolean, createdAt: string): Note => ({
    type: 'report',
    title: 'New report',
    message,
    priority: 'high',
    read,
    actionUrl: `/admin/reports/${reportId}`,
    metadata: { report_id: reportId },
    createdAt,
  });
  await notify(adminId, [
    reportNote(
      detoxReport,
      'Priya Sharma reported the campaign "Instant Weight-Loss Detox Tea" (inappropriate).',
      false,
      ago(10),
    ),
    reportNote(spamReport, 'Rohit Mehra reported the creator Arjun Nair (spam).', false, ago(1, 2)),
    reportNote(fakeReport, 'Ananya Kapoor reported the creator Ishita Banerjee (fake).', true, ago(4)),
    {
      type: 'flagged_content',
      title: 'Campaign flagged',
      message:
        '"Instant Weight-Loss Detox Tea" was flagged for unverified health claims and is hidden from creators.',
      priority: 'high',
      read: true,
      actionUrl: '/admin-dashboard',
      metadata: { campaign_id: campaignIdOf('detox') },
      createdAt: ago(9),
    },
    {
      type: 'suspicious_activity',
      title: 'Unusual sign-up activity',
      message: '14 accounts were created from one network address within an hour.',
      priority: 'medium',
      read: false,
      actionUrl: '/admin-dashboard',
      metadata: {},
      createdAt: ago(0, 5),
    },
  ]);

  await notify(idOf('saffron'), [
    {
      type: 'new_application',
      title: 'New application',
      message: 'Meera Joshi applied to "Monsoon Kurta Lookbook".',
      priority: 'medium',
      read: false,
      actionUrl: BRAND_APPLICATIONS_URL,
      metadata: { campaign_id: campaignIdOf('monsoon') },
      createdAt: ago(2),
    },
    {
      type: 'work_submitted',
      title: 'Work submitted',
      message:
        'Priya Sharma submitted work for "Monsoon Kurta Lookbook". Review it to keep the campaign on track.',
      priority: 'high',
      read: false,
      actionUrl: BRAND_APPLICATIONS_URL,
      metadata: { campaign_id: campaignIdOf('monsoon') },
      createdAt: ago(1),
    },
    {
      type: 'work_reviewed',
      title: 'Work approved',
      message: `Priya Sharma's work for "Diwali Festive Edit" was approved after ${DEMO_SETTINGS.WORK_REVIEW_HOURS} hours without a review.`,
      priority: 'medium',
      read: true,
      actionUrl: BRAND_APPLICATIONS_URL,
      metadata: { campaign_id: campaignIdOf('diwali') },
      createdAt: ago(36),
    },
    {
      type: 'campaign_status',
      title: 'Campaign completed',
      message: `"Diwali Festive Edit" is complete. Payments of ${formatRupees(diwaliPay.deal_amount)} per creator are being processed.`,
      priority: 'medium',
      read: true,
      actionUrl: '/brand-dashboard',
      metadata: { campaign_id: campaignIdOf('diwali') },
      createdAt: ago(28),
    },
    {
      type: 'deadline',
      title: 'Deadline coming up',
      message:
        '"Monsoon Kurta Lookbook" closes in 10 days. Two creators have not had their work approved yet.',
      priority: 'low',
      read: false,
      actionUrl: '/brand-dashboard',
      metadata: { campaign_id: campaignIdOf('monsoon') },
      createdAt: ago(0, 3),
    },
  ]);

  await notify(idOf('priya'), [
    {
      type: 'application_status',
      title: 'Application accepted',
      message:
        'Saffron Threads accepted your application to "Monsoon Kurta Lookbook". You can submit your work now.',
      priority: 'high',
      read: true,
      actionUrl: CREATOR_APPLICATIONS_URL,
      metadata: { campaign_id: campaignIdOf('monsoon') },
      createdAt: ago(6),
    },
    {
      // Approved by the platform (docs/product.md#auto-approval): Saffron Threads never reviewed it.
      type: 'work_approved',
      title: 'Work approved',
      message: `Your work for "Diwali Festive Edit" was approved after ${DEMO_SETTINGS.WORK_REVIEW_HOURS} hours without a review.`,
      priority: 'medium',
      read: true,
      actionUrl: CREATOR_APPLICATIONS_URL,
      metadata: { campaign_id: campaignIdOf('diwali') },
      createdAt: ago(36),
    },
    {
      type: 'work_approved',
      title: 'Work approved',
      message: 'ChaiBox approved your Street Food Trail reel.',
      priority: 'medium',
      read: true,
      actionUrl: CREATOR_APPLICATIONS_URL,
      metadata: { campaign_id: campaignIdOf('streetfood') },
      createdAt: at(-53, 20),
    },
    {
      type: 'payment_processed',
      title: 'Payment processing',
      message: `"Street Food Trail Series" is complete. Your payment of ${formatRupees(streetPay.creator_earnings)} (deal ${formatRupees(streetPay.deal_amount)} less ${formatRupees(streetPay.commission_amount)} platform commission) is being processed.`,
      priority: 'high',
      read: true,
      actionUrl: CREATOR_APPLICATIONS_URL,
      metadata: { campaign_id: campaignIdOf('streetfood'), amount: streetPay.creator_earnings },
      createdAt: ago(45),
    },
    {
      type: 'payment_released',
      title: 'Payment released',
      message: `${formatRupees(diwaliPay.creator_earnings)} for "Diwali Festive Edit" has been released to your account.`,
      priority: 'high',
      read: false,
      actionUrl: '/creator-dashboard',
      metadata: { campaign_id: campaignIdOf('diwali'), amount: diwaliPay.creator_earnings },
      createdAt: ago(23),
    },
    {
      type: 'deadline',
      title: 'Deadline coming up',
      message: 'Your work for "Monsoon Kurta Lookbook" is due in 10 days.',
      priority: 'medium',
      read: false,
      actionUrl: CREATOR_APPLICATIONS_URL,
      metadata: { campaign_id: campaignIdOf('monsoon') },
      createdAt: ago(0, 4),
    },
  ]);

  // ---- conversations ---------------------------------------------------------------------------
  await insertDemoConversations(tx, {
    applicationOf: (campaign, creator) => {
      const application = applicationsByKey.get(`${campaign}:${creator}`);
      if (!application) throw new Error(`Demo data names an unknown application: ${campaign}:${creator}`);
      return application;
    },
    nameOf,
    hoursAgo: (hours) => ago(0, hours),
  });

  const audience = [...ids.values()];
  const broadcast = {
    title: 'Festive season payouts',
    message:
      'Payouts for campaigns completed before Diwali are being released this week. Keep your payment details up to date to avoid delays.',
    priority: 'medium' as const,
    createdAt: ago(3),
  };
  const broadcastId = await insertedId(
    tx
      .insert(broadcasts)
      .values({
        ...broadcast,
        sentBy: adminId,
        targetAudience: 'all',
        recipientCount: audience.length,
        metadata: { broadcast_type: 'announcement' },
      })
      .returning({ id: broadcasts.id }),
  );
  await tx.insert(notifications).values(
    audience.map((userId, i) => ({
      userId,
      type: 'broadcast',
      ...broadcast,
      // A few recipients have already read it, as in a live marketplace.
      read: i % 3 === 1,
      metadata: {
        sent_by: adminId,
        broadcast_type: 'announcement',
        target_audience: 'all',
        broadcast_id: broadcastId,
      },
    })),
  );

  // ---- contact form and payment details ------------------------------------------------------
  await tx.insert(contactMessages).values([
    {
      name: 'Farhan Qureshi',
      email: 'farhan.q@example.com',
      phone: '+91 98765 11223',
      subject: 'partnership',
      message:
        'We run a chain of cafés in Lucknow and would like to list barter campaigns. Who should we talk to?',
      createdAt: ago(6),
    },
    {
      name: 'Lakshmi Menon',
      email: 'lakshmi.menon@example.com',
      subject: 'support',
      message: 'My payout for a completed campaign shows as pending for 8 days. Could you check?',
      createdAt: ago(1, 6),
    },
  ]);

  if (opts.keyring) {
    const keyring = opts.keyring;
    // The column context matches the payments service, which binds `payment_details.<field>` into each ciphertext.
    const seal = (field: 'pan_number' | 'aadhaar_number' | 'account_number', value: string) =>
      encrypt(keyring, value, `payment_details.${field}`);
    // The Aadhaar number lives in its vault; the record holds only the reference key.
    const aadhaarRef = await insertedId(
      tx
        .insert(aadhaarVault)
        .values({ numberEnc: seal('aadhaar_number', '482913675204') })
        .returning({ id: aadhaarVault.id }),
    );
    await tx.insert(paymentDetails).values([
      {
        userId: idOf('priya'),
        panNumberEnc: seal('pan_number', 'BXZPS4821K'),
        aadhaarRef,
        accountNumberEnc: seal('account_number', '50100248613795'),
        upiId: 'priyastyles@okhdfcbank',
        accountHolderName: 'Priya Sharma',
        ifscCode: 'HDFC0001234',
        bankName: 'HDFC Bank',
        consentGiven: true,
        consentAt: ago(60),
        createdAt: ago(60),
        updatedAt: ago(60),
      },
      {
        userId: idOf('meera'),
        panNumberEnc: seal('pan_number', 'CKLPJ7319M'),
        upiId: 'meerascooks@okaxis',
        accountHolderName: 'Meera Joshi',
        consentGiven: true,
        consentAt: ago(50),
        createdAt: ago(50),
        updatedAt: ago(50),
      },
    ]);
  }

  // ---- the logins to print ---------------------------------------------------------------------
  const suspendedUntil = (key: string) => (key === 'ishita' ? `suspended until ${dateIn(12)}` : '');
  const login = (role: DemoLogin['role'], u: DemoUser, note: string): DemoLogin => ({
    role,
    email: u.email,
    password: DEMO_PASSWORD,
    note,
  });
  const brandNote = (b: DemoUser) => `${names.get(b.key)}${b.main ? ' (main brand login)' : ''}`;
  const creatorNote = (c: DemoUser) =>
    [`${c.fullName}, ${c.profile.niche}${c.main ? ' (main creator login)' : ''}`, suspendedUntil(c.key)]
      .filter(Boolean)
      .join('; ');
  return [
    {
      role: 'admin',
      email: DEMO_ADMIN_EMAIL,
      password: existingAdmin ? '(unchanged: existing account)' : DEMO_PASSWORD,
      note: 'admin panel',
    },
    ...DEMO_BRANDS.map((b) => login('brand', b, brandNote(b))),
    ...DEMO_CREATORS.map((c) => login('creator', c, creatorNote(c))),
  ];
}
