import { z } from 'zod';
import {
  DEAL_SIDES,
  DISPUTE_REASONS,
  DISPUTE_RESOLUTIONS,
  DISPUTE_STATUSES,
  PAYOUT_STATUSES,
} from '../enums';
import { idParam, pageInput, safeText } from './common';

export const DISPUTE_DETAILS_MIN = 10;
export const DISPUTE_DETAILS_MAX = 2000;
/** Days after the work's approval (or the collaboration's completion) a dispute may still be opened. */
export const DISPUTE_WINDOW_DAYS = 30;

export const DISPUTE_REASON_LABELS: Record<(typeof DISPUTE_REASONS)[number], string> = {
  payment: 'Payment',
  quality: 'Quality of work',
  deadline: 'Missed deadline',
  conduct: 'Conduct',
  other: 'Other',
};

export const DISPUTE_RESOLUTION_LABELS: Record<(typeof DISPUTE_RESOLUTIONS)[number], string> = {
  release: 'Release to creator',
  refund: 'Refund the brand',
  split: 'Split',
};

export const DISPUTE_MESSAGES = {
  reason: 'Please choose a reason: payment, quality, deadline, conduct or other',
  details: `Details must be ${DISPUTE_DETAILS_MIN} to ${DISPUTE_DETAILS_MAX} characters`,
  windowClosed: `Disputes can be opened within ${DISPUTE_WINDOW_DAYS} days of the work's approval or the collaboration's completion`,
  alreadyOpen: 'A dispute about this collaboration is already open',
  alreadyDisputed:
    'This collaboration already had a dispute, which an admin resolved; a collaboration can be disputed once',
  payoutSettled:
    "This dispute's payout was paid or cancelled meanwhile, so the dispute cannot move it; look at the payout first",
  notParty: 'Only an accepted or completed collaboration can be disputed',
  alreadyResolved: 'This dispute was already resolved',
  shareRequired: 'Creator share is required for a split',
  share: 'Creator share must be a whole number from 0 to 100',
  shareOnlyForSplit: 'Creator share is only for a split',
} as const;

/** POST /disputes (docs/product.md#disputes). */
export const openDisputeInput = z.object({
  application_id: idParam,
  reason: z.enum(DISPUTE_REASONS, { message: DISPUTE_MESSAGES.reason }),
  details: safeText('Details', DISPUTE_DETAILS_MAX, { lines: true }).pipe(
    z.string().min(DISPUTE_DETAILS_MIN, DISPUTE_MESSAGES.details),
  ),
});
export type OpenDisputeInput = z.infer<typeof openDisputeInput>;

/** PUT /admin/disputes/{id}: a split needs the creator's share of the payout's net. */
export const resolveDisputeInput = z
  .object({
    id: idParam,
    resolution: z.enum(DISPUTE_RESOLUTIONS, {
      message: `Resolution must be one of ${DISPUTE_RESOLUTIONS.join(', ')}`,
    }),
    // A JSON number only: "", " ", true or false are no share at all (never 0% or 1%). In a pipe,
    // because the REST adapter turns a plain z.number() of a body into coercion (decision 039).
    creator_share: z
      .number({ message: DISPUTE_MESSAGES.share })
      .pipe(
        z
          .number()
          .int(DISPUTE_MESSAGES.share)
          .min(0, DISPUTE_MESSAGES.share)
          .max(100, DISPUTE_MESSAGES.share),
      )
      .nullable()
      .optional(),
    admin_notes: z
      .preprocess((v) => (v === '' ? null : v), safeText('Admin notes', 2000, { lines: true }).nullable())
      .optional(),
  })
  .superRefine((v, ctx) => {
    const share = v.creator_share !== null && v.creator_share !== undefined;
    if (v.resolution === 'split' && !share)
      ctx.addIssue({ code: 'custom', path: ['creator_share'], message: DISPUTE_MESSAGES.shareRequired });
    if (v.resolution !== 'split' && share)
      ctx.addIssue({ code: 'custom', path: ['creator_share'], message: DISPUTE_MESSAGES.shareOnlyForSplit });
  });
export type ResolveDisputeInput = z.infer<typeof resolveDisputeInput>;

export const listDisputesInput = z.object({
  status: z
    .enum(DISPUTE_STATUSES, { message: `Status must be one of ${DISPUTE_STATUSES.join(', ')}` })
    .optional(),
  ...pageInput,
});

export const disputeOutput = z.object({
  id: z.string(),
  application_id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  creator_id: z.string(),
  creator_name: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  opened_by: z.string(),
  /** Which side opened it. */
  side: z.enum(DEAL_SIDES),
  reason: z.enum(DISPUTE_REASONS),
  details: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  payout_id: z.string().nullable(),
  payout_status: z.enum(PAYOUT_STATUSES).nullable(),
  /** The payout's net now: what a release would pay, and what a split's share is of. */
  payout_net: z.number().nullable(),
  resolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
  creator_share: z.number().nullable(),
  /** The payout's net before and after the resolution, whole rupees. */
  net_before: z.number().nullable(),
  net_after: z.number().nullable(),
  admin_notes: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /** The application's conversation, where both parties and admins read what was said. */
  conversation_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Dispute = z.infer<typeof disputeOutput>;
