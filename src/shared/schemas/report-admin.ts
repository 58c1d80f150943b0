import { z } from 'zod';
import { REPORT_STATUSES, REPORT_TYPES } from '../enums';
import { idParam, pageInput, searchText, text } from './common';
import { reportOutput } from './report';
import { suspensionReason, suspensionType } from './suspension';

const reportStatus = z.enum(REPORT_STATUSES, { message: 'Status must be pending, resolved or dismissed' });
const reportType = z.enum(REPORT_TYPES, {
  message: 'Report type must be spam, inappropriate, fake or harassment',
});

/** A day (taken as UTC) or an ISO 8601 date-time, as the admin date pickers send. */
const dateBound = (field: string) =>
  text(field).pipe(
    z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
      message: `${field} must be an ISO 8601 date or date-time`,
    }),
  );

export const listReportsInput = z.object({
  status: reportStatus.optional(),
  reportType: reportType.optional(),
  /** The same filter under the snake_case name the rest of the API uses. */
  report_type: reportType.optional(),
  startDate: dateBound('startDate').optional(),
  endDate: dateBound('endDate').optional(),
  search: searchText().optional(),
  ...pageInput,
});
export type ListReportsInput = z.infer<typeof listReportsInput>;

/** PUT /api/reports/{id}; a resolved_at in the body is ignored: the server sets it. */
export const updateReportInput = z.object({
  id: idParam,
  status: reportStatus,
  admin_notes: text('Admin notes', { lines: true })
    .max(1000, 'Admin notes must be at most 1000 characters')
    .optional(),
});

export const SUSPENSION_UNITS = ['hours', 'days', 'weeks', 'months'] as const;
export const SUSPENSION_DURATION_MAX = 1000;

/** Suspend the reported user from a report (docs/product.md#suspend-from-report, with the durations of #suspension-durations). */
export const suspendFromReportInput = z.object({
  id: idParam,
  reason: suspensionReason,
  suspension_type: suspensionType.default('temporary'),
  duration: z
    .number({ message: 'Duration must be a number' })
    .int('Duration must be a whole number')
    .min(1, 'Duration must be at least 1')
    .max(SUSPENSION_DURATION_MAX, `Duration must be at most ${SUSPENSION_DURATION_MAX}`)
    .default(7),
  unit: z.enum(SUSPENSION_UNITS, { message: 'Unit must be hours, days, weeks or months' }).default('days'),
  admin_notes: text('Admin notes', { lines: true })
    .max(1000, 'Admin notes must be at most 1000 characters')
    .optional(),
});
export type SuspendFromReportInput = z.infer<typeof suspendFromReportInput>;

export const adminReportOutput = reportOutput.extend({
  admin_notes: z.string().nullable(),
  resolved_at: z.string().nullable(),
  updated_at: z.string(),
  reporter_email: z.string(),
  reporter_name: z.string(),
  reported_user_email: z.string().nullable(),
  reported_user_name: z.string().nullable(),
  reported_campaign_title: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportOutput>;

export const reportStatsOutput = z.object({
  total_reports: z.number(),
  pending_reports: z.number(),
  resolved_reports: z.number(),
  dismissed_reports: z.number(),
});
