import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from '@db/engines/builder';
import type { Db } from '@db/client';
import { campaigns, reports, users } from '@db/schema';
import type { REPORT_STATUSES } from '@shared/enums';
import { dayBound } from '@shared/india-time';
import type { AdminReport, ListReportsInput } from '@shared/schemas/report-admin';
import { notFound } from '@server/errors';
import { type AuditActor, writeAuditEntry } from '../audit/audit-log';
import { page } from '../pagination';
import { matchesSearch } from '../text-search';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported_user');

const columns = {
  id: reports.id,
  reporter_id: reports.reporterId,
  reported_user_id: reports.reportedUserId,
  reported_campaign_id: reports.reportedCampaignId,
  report_type: reports.reportType,
  reason: reports.reason,
  status: reports.status,
  admin_notes: reports.adminNotes,
  resolved_at: reports.resolvedAt,
  created_at: reports.createdAt,
  updated_at: reports.updatedAt,
  reporter_email: reporter.email,
  reporter_name: reporter.fullName,
  reported_user_email: reported.email,
  reported_user_name: reported.fullName,
  reported_campaign_title: campaigns.title,
};

const withNames = (db: Db) =>
  db
    .select(columns)
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.reportedUserId))
    .leftJoin(campaigns, eq(campaigns.id, reports.reportedCampaignId));

/** A bare date is the whole India day, as the admin's table shows it (docs/product.md#dates). */
const createdBetween = (start: string | undefined, end: string | undefined) =>
  and(
    start ? gte(reports.createdAt, dayBound(start, 'start')) : undefined,
    end ? lte(reports.createdAt, dayBound(end, 'end')) : undefined,
  );

export async function listReports(db: Db, input: ListReportsInput): Promise<AdminReport[]> {
  const { limit, offset } = page(input);
  const type = input.reportType ?? input.report_type;
  return await withNames(db)
    .where(
      and(
        input.status ? eq(reports.status, input.status) : undefined,
        type ? eq(reports.reportType, type) : undefined,
        createdBetween(input.startDate, input.endDate),
        matchesSearch(
          [
            reports.reason,
            reporter.email,
            reporter.fullName,
            reported.email,
            reported.fullName,
            campaigns.title,
          ],
          input.search,
        ),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit)
    .offset(offset);
}

export async function getReport(db: Db, id: string): Promise<AdminReport> {
  const [row] = await withNames(db).where(eq(reports.id, id)).limit(1);
  if (!row) throw notFound('Report');
  return row;
}

/**
 * Resolved and dismissed stamp resolved_at with the server's time (a time in the body is ignored);
 * pending clears it. Notes are replaced only when given (docs/product.md#report-states). Runs in the
 * caller's transaction and returns the ids of what the report is about with the changed fields
 * before and after, or `changed: null` when the report already is so (then nothing is written).
 */
export async function changeReportStatus(
  tx: Db,
  id: string,
  status: (typeof REPORT_STATUSES)[number],
  adminNotes: string | undefined,
) {
  const [current] = await tx
    .select({
      status: reports.status,
      adminNotes: reports.adminNotes,
      reportedUserId: reports.reportedUserId,
      reportedCampaignId: reports.reportedCampaignId,
      campaignOwnerId: campaigns.userId,
    })
    .from(reports)
    .leftJoin(campaigns, eq(campaigns.id, reports.reportedCampaignId))
    .where(eq(reports.id, id));
  if (!current) throw notFound('Report');
  // The records the report is about: a user, or a campaign and the brand behind it.
  const about = [current.reportedUserId, current.reportedCampaignId, current.campaignOwnerId].filter(
    (target) => target !== null,
  );
  const newNotes = adminNotes !== undefined && adminNotes !== current.adminNotes;
  if (current.status === status && !newNotes) return { about, changed: null };
  await tx
    .update(reports)
    .set({
      status,
      resolvedAt: status === 'pending' ? null : new Date().toISOString(),
      ...(newNotes ? { adminNotes } : {}),
    })
    .where(eq(reports.id, id));
  const statusChanged = current.status !== status;
  return {
    about,
    changed: {
      before: {
        ...(statusChanged ? { status: current.status } : {}),
        ...(newNotes ? { admin_notes: current.adminNotes } : {}),
      },
      after: { ...(statusChanged ? { status } : {}), ...(newNotes ? { admin_notes: adminNotes } : {}) },
    },
  };
}

/** PUT /api/reports/{id}: the change and its audit entry (`report.status`) in one transaction. */
export async function setReportStatus(
  db: Db,
  admin: AuditActor,
  id: string,
  status: (typeof REPORT_STATUSES)[number],
  adminNotes: string | undefined,
) {
  await db.transaction(async (tx) => {
    const { changed, about } = await changeReportStatus(tx, id, status, adminNotes);
    if (!changed) return;
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'report.status',
      targetType: 'report',
      targetIds: [id, ...about],
      metadata: changed,
      ip: admin.ip,
    });
  });
}

export async function reportStats(db: Db) {
  const count = (status: string) =>
    sql<number>`coalesce(sum(case when ${reports.status} = ${status} then 1 else 0 end), 0)`;
  const [stats] = await db
    .select({
      total_reports: sql<number>`count(*)`,
      pending_reports: count('pending'),
      resolved_reports: count('resolved'),
      dismissed_reports: count('dismissed'),
    })
    .from(reports);
  return stats!;
}
