import type { Db } from '@db/client';
import { auditLog, notifications, reports, suspensions } from '@db/schema';
import { campaignStatusNotice } from '../services/admin-campaigns/status';
import { newReportNotice, type ReportTarget } from '../services/reports/notices';
import { insertedId, type DemoClock } from './demo-clock';
import type { DemoMarket } from './demo-campaigns';
import type { DemoPeople } from './demo-people';

/**
 * Reports in each state with the admins' `report` notifications, suspensions (active, expired,
 * cancelled), two moderated campaigns with their brands' notifications, and the admin's actions in
 * the audit log (docs/product.md#audit-log). Funding decisions, payouts paid and disputes resolved
 * are written with their money (demo-money.ts).
 */
export async function insertDemoModeration(tx: Db, clock: DemoClock, people: DemoPeople, market: DemoMarket) {
  const { at, ago } = clock;
  const { adminId, idOf } = people;
  const campaignOf = market.campaignOf;

  /** A report, and every admin told of it as the reports service tells them. */
  const report = async (
    values: typeof reports.$inferInsert & { read: boolean },
    reporter: string,
    target: ReportTarget,
  ) => {
    const { read, ...row } = values;
    const id = await insertedId(
      tx
        .insert(reports)
        .values({ ...row, updatedAt: row.resolvedAt ?? row.createdAt })
        .returning({ id: reports.id }),
    );
    await tx.insert(notifications).values({
      userId: adminId,
      ...newReportNotice({
        reporterName: people.fullNameOf(reporter),
        target,
        reportType: row.reportType,
        reportId: id,
        reportedUserId: row.reportedUserId ?? null,
        reportedCampaignId: row.reportedCampaignId ?? null,
      }),
      read,
      createdAt: row.createdAt,
    });
    return id;
  };
  const creator = (key: string): ReportTarget => ({ side: 'creator', name: people.fullNameOf(key) });
  const brand = (key: string): ReportTarget => ({ side: 'brand', name: people.fullNameOf(key) });
  const campaign = (key: string): ReportTarget => ({ campaignTitle: campaignOf(key).title });

  const fakeReportNotes = 'Engagement audit confirmed purchased followers. Temporary suspension issued.';
  await report(
    {
      reporterId: idOf('priya'),
      reportedCampaignId: campaignOf('detox').id,
      reportType: 'inappropriate',
      reason:
        'Asks creators to promise 5 kg weight loss in a week with before/after photos. That is a misleading health claim.',
      createdAt: ago(10),
      read: false,
    },
    'priya',
    campaign('detox'),
  );
  await report(
    {
      reporterId: idOf('chaibox'),
      reportedUserId: idOf('arjun'),
      reportType: 'spam',
      reason: 'The same pitch reached our campaign three times in one day.',
      createdAt: ago(1, 2),
      read: false,
    },
    'chaibox',
    creator('arjun'),
  );
  const fakeReport = await report(
    {
      reporterId: idOf('saffron'),
      reportedUserId: idOf('ishita'),
      reportType: 'fake',
      reason:
        'Follower count jumped by 15k in two days while posts get about 40 likes. Looks like bought followers.',
      status: 'resolved',
      adminNotes: fakeReportNotes,
      resolvedAt: ago(2),
      createdAt: ago(4),
      read: true,
    },
    'saffron',
    creator('ishita'),
  );
  await report(
    {
      reporterId: idOf('arjun'),
      reportedCampaignId: campaignOf('giveaway').id,
      reportType: 'spam',
      reason: 'The giveaway asks followers to share their phone numbers in the comments.',
      status: 'resolved',
      adminNotes: 'Campaign removed: collecting phone numbers publicly is not allowed.',
      resolvedAt: ago(20),
      createdAt: ago(23),
      read: true,
    },
    'arjun',
    campaign('giveaway'),
  );
  await report(
    {
      reporterId: idOf('vikram'),
      reportedUserId: idOf('chaibox'),
      reportType: 'harassment',
      reason: 'The brand kept following up about my application every few hours.',
      status: 'dismissed',
      adminNotes: 'Reviewed: two polite follow-ups on the platform. No harassment.',
      resolvedAt: ago(30),
      createdAt: ago(33),
      read: true,
    },
    'vikram',
    brand('chaibox'),
  );

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

  // Two campaigns an admin moderated: the audit entry, and the brand told as the service tells it.
  const moderated = [
    { key: 'detox', status: 'flagged', reason: 'Unverified health claims: 5 kg in a week.', at: ago(9) },
    {
      key: 'giveaway',
      status: 'removed',
      reason: 'Collects phone numbers publicly in the comments.',
      at: ago(20),
    },
  ] as const;
  await tx.insert(notifications).values(
    moderated.map((m) => ({
      userId: campaignOf(m.key).brandId,
      ...campaignStatusNotice({
        campaignTitle: campaignOf(m.key).title,
        campaignId: campaignOf(m.key).id,
        status: m.status,
        previousStatus: 'active',
      }),
      read: true,
      createdAt: m.at,
    })),
  );

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
    ...moderated.map((m) => ({
      actorId: adminId,
      action: 'campaign.status',
      targetType: 'campaign',
      targetIds: [campaignOf(m.key).id],
      metadata: { before: { status: 'active' }, after: { status: m.status, reason: m.reason } },
      createdAt: m.at,
    })),
  ]);
}
