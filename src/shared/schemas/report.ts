import { z } from 'zod';
import { REPORT_STATUSES, REPORT_TYPES } from '../enums';
import { idParam, safeText } from './common';

export const REPORT_MESSAGES = {
  type: 'Please select a report type.',
  reason: 'Please provide a reason for the report.',
  target: 'Report exactly one target: reported_campaign_id or reported_user_id',
} as const;

/** An absent target may arrive as null or "" from a form; both mean "not this one". */
const target = z.preprocess((v) => (v === '' || v === null ? undefined : v), idParam.optional());

/**
 * POST /api/reports (docs/product.md#report-create): a type, a reason, and exactly one target. The reason
 * follows the free-text rules (at most 1000 characters, no HTML, no script schemes).
 */
export const createReportInput = z
  .object({
    report_type: z.enum(REPORT_TYPES, { message: REPORT_MESSAGES.type }),
    reason: z
      .string({ message: REPORT_MESSAGES.reason })
      .trim()
      .min(1, REPORT_MESSAGES.reason)
      .pipe(safeText('Reason', undefined, { lines: true })),
    reported_campaign_id: target,
    reported_user_id: target,
  })
  .refine((r) => (r.reported_campaign_id === undefined) !== (r.reported_user_id === undefined), {
    message: REPORT_MESSAGES.target,
    path: ['reported_user_id'],
  });
export type CreateReportInput = z.infer<typeof createReportInput>;

/** A report as its reporter sees it after filing. */
export const reportOutput = z.object({
  id: z.string(),
  reporter_id: z.string(),
  reported_user_id: z.string().nullable(),
  reported_campaign_id: z.string().nullable(),
  report_type: z.enum(REPORT_TYPES),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});
export type Report = z.infer<typeof reportOutput>;
