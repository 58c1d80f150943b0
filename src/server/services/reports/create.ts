import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { reports, users } from '@db/schema';
import type { CreateReportInput, Report } from '@shared/schemas/report';
import type { Env } from '@server/env';
import { badRequest, forbidden, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { HOUR, type RateLimiter } from '@server/rate-limit';
import { hasRole } from '@shared/roles';
import type { SessionUser } from '../auth/sessions';
import { visibleCampaign } from '../campaigns/access';
import { notifyAdmins } from '../notifications/notify';
import { newReportNotice, type ReportTarget } from './notices';

type Deps = { db: Db; env: Env; events: AppEvents; limiter: RateLimiter };

const reportColumns = {
  id: reports.id,
  reporter_id: reports.reporterId,
  reported_user_id: reports.reportedUserId,
  reported_campaign_id: reports.reportedCampaignId,
  report_type: reports.reportType,
  reason: reports.reason,
  status: reports.status,
  created_at: reports.createdAt,
};

/** What is being reported, for the admins' notification; refuses targets the reporter may not report. */
async function describeTarget(
  db: Db,
  reporter: SessionUser,
  input: CreateReportInput,
): Promise<ReportTarget> {
  const isCreator = hasRole(reporter, 'creator');
  if (input.reported_campaign_id !== undefined) {
    if (!isCreator) throw badRequest('reported_campaign_id: brands can report only creators');
    const campaign = await visibleCampaign(db, reporter, input.reported_campaign_id);
    return { campaignTitle: campaign.title };
  }
  const [target] = await db
    .select({ userType: users.userType, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, input.reported_user_id!))
    .limit(1);
  if (!target) throw notFound('User');
  if (isCreator && target.userType !== 'brand')
    throw badRequest('reported_user_id: creators can report a campaign or a brand');
  if (!isCreator && target.userType !== 'influencer')
    throw badRequest('reported_user_id: brands can report only creators');
  return { side: isCreator ? 'brand' : 'creator', name: target.fullName };
}

/**
 * Files a report (creators on a campaign or a brand, brands on a creator) and tells every admin,
 * with a link that opens it; the report and the notifications are written together.
 */
export async function createReport(
  deps: Deps,
  reporter: SessionUser,
  input: CreateReportInput,
): Promise<Report> {
  if (hasRole(reporter, 'admin')) throw forbidden('Admins cannot file reports');
  const target = await describeTarget(deps.db, reporter, input);
  // Each report notifies every admin: a reporter may not flood them. Refused input is not counted.
  await deps.limiter.consume(
    `report:${reporter.id}`,
    deps.env.RATE_LIMIT_REPORTS,
    HOUR,
    'Too many reports. Please try again later.',
  );
  const { report, announce } = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(reports)
      .values({
        reporterId: reporter.id,
        reportedUserId: input.reported_user_id ?? null,
        reportedCampaignId: input.reported_campaign_id ?? null,
        reportType: input.report_type,
        reason: input.reason,
      })
      .returning(reportColumns);
    const report = inserted!;
    const announce = await notifyAdmins(
      tx,
      newReportNotice({
        reporterName: reporter.fullName,
        target,
        reportType: input.report_type,
        reportId: report.id,
        reportedUserId: report.reported_user_id,
        reportedCampaignId: report.reported_campaign_id,
      }),
    );
    return { report: report, announce };
  });
  announce(deps.events);
  return report;
}
