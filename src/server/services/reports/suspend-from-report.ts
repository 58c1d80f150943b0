import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, reports } from '@db/schema';
import type { SUSPENSION_UNITS, SuspendFromReportInput } from '@shared/schemas/report-admin';
import { conflict, notFound } from '@server/errors';
import { type AuditActor, writeAuditEntry } from '../audit/audit-log';
import { type NewSuspension, recordSuspension, suspensionAfter } from '../suspensions/suspend';
import { changeReportStatus } from './admin-reports';

const HOUR_MS = 60 * 60 * 1000;
/** A week is 7 days, a month 30 days (docs/product.md#suspension-durations). */
const UNIT_MS: Record<(typeof SUSPENSION_UNITS)[number], number> = {
  hours: HOUR_MS,
  days: 24 * HOUR_MS,
  weeks: 7 * 24 * HOUR_MS,
  months: 30 * 24 * HOUR_MS,
};

const describeDuration = (n: number, unit: (typeof SUSPENSION_UNITS)[number]) =>
  `${n} ${n === 1 ? unit.slice(0, -1) : unit}`;

/**
 * Suspends whoever the report is about (the reported user, or the brand behind a reported
 * campaign) and marks the report resolved, in one transaction with one audit entry
 * (`report.suspend`, docs/product.md#audit-log). The expiry is computed here from the duration, on
 * the server's clock: temporary suspensions and warnings end after it, a permanent one never.
 * Returns the new suspension's id and `announce`.
 */
export async function suspendFromReport(db: Db, admin: AuditActor, input: SuspendFromReportInput) {
  const permanent = input.suspension_type === 'permanent';
  const duration = describeDuration(input.duration, input.unit);
  return db.transaction(async (tx) => {
    // Read inside the transaction: the user suspended is the one the report names as it is resolved.
    const [report] = await tx
      .select({ reportedUserId: reports.reportedUserId, campaignOwnerId: campaigns.userId })
      .from(reports)
      .leftJoin(campaigns, eq(campaigns.id, reports.reportedCampaignId))
      .where(eq(reports.id, input.id))
      .limit(1);
    if (!report) throw notFound('Report');
    const userId = report.reportedUserId ?? report.campaignOwnerId;
    if (!userId) throw conflict('This report names no user to suspend');
    const suspension: NewSuspension = {
      userId,
      suspensionType: input.suspension_type,
      reason: input.reason,
      expiresAt: permanent ? null : new Date(Date.now() + input.duration * UNIT_MS[input.unit]).toISOString(),
      reportId: input.id,
      metadata: {
        report_id: input.id,
        ...(permanent ? {} : { suspension_duration: duration }),
        ...(input.admin_notes ? { admin_notes: input.admin_notes } : {}),
      },
    };
    const { id, expiresAt, announce } = await recordSuspension(tx, admin.id, suspension);
    const { changed } = await changeReportStatus(tx, input.id, 'resolved', input.admin_notes);
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'report.suspend',
      targetType: 'report',
      targetIds: [input.id, userId, id],
      metadata: {
        suspension_id: id,
        before: changed?.before ?? {},
        after: { ...changed?.after, suspension: suspensionAfter(suspension, expiresAt) },
      },
      ip: admin.ip,
    });
    return { id, announce };
  });
}
