import { z } from 'zod';
import { DISCLOSURE_LABELS, DISCLOSURE_PROBLEMS } from '../disclosure';
import { pageInput, safeText } from './common';

/** docs/product.md#disclosure: the caption the creator will post, and the brand's reason to approve a failing one. */
export const CAPTION_MAX = 5000;
export const OVERRIDE_REASON_MAX = 1000;

export const DISCLOSURE_REVIEW_MESSAGES = {
  overrideReasonRequired:
    'Override reason is required: the caption fails the disclosure check, so say why you approve it anyway',
} as const;

/** An empty caption is no caption: stored as null, so the submission has no verdict. */
export const captionField = z
  .preprocess((v) => (v === '' ? null : v), safeText('Caption', CAPTION_MAX, { lines: true }).nullable())
  .optional();

/** Sent with an approval; needed only when the caption fails the check (the service decides). */
export const overrideReasonField = z
  .preprocess(
    (v) => (v === '' ? null : v),
    safeText('Override reason', OVERRIDE_REASON_MAX, { lines: true }).nullable(),
  )
  .optional();

/** The disclosure check's verdict in every answer that carries a caption (src/shared/disclosure.ts). */
export const disclosureOutput = z.object({
  ok: z.boolean(),
  label: z.enum(DISCLOSURE_LABELS).nullable(),
  problems: z.array(z.enum(DISCLOSURE_PROBLEMS)),
});

export const DISCLOSURE_REVIEW_KINDS = ['work', 'post'] as const;

/** The deepest page of the admins' list: each call reads at most offset + limit rows of each kind. */
export const DISCLOSURE_REVIEW_MAX_OFFSET = 1000;

/** GET /admin/disclosure: what failed the check, both kinds or one, newest first. */
export const disclosureReviewInput = z.object({
  kind: z
    .enum(DISCLOSURE_REVIEW_KINDS, { message: `Kind must be one of ${DISCLOSURE_REVIEW_KINDS.join(', ')}` })
    .optional(),
  ...pageInput,
  offset: pageInput.offset.pipe(
    z.number().max(DISCLOSURE_REVIEW_MAX_OFFSET, `offset must be at most ${DISCLOSURE_REVIEW_MAX_OFFSET}`),
  ),
});

/**
 * One caption that fails the check: approved work (`kind` work, with the brand's override reason, or
 * none when the platform approved it after WORK_REVIEW_HOURS) or a recorded live post (`kind` post).
 */
export const disclosureReviewItem = z.object({
  kind: z.enum(DISCLOSURE_REVIEW_KINDS),
  /** The submission's or the live post's id. */
  id: z.string(),
  application_id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  creator_id: z.string(),
  creator_name: z.string(),
  /** The work link, or the live post's address. */
  url: z.string().nullable(),
  caption: z.string(),
  disclosure: disclosureOutput,
  override_reason: z.string().nullable(),
  auto_approved: z.boolean(),
  /** When the work was approved, or when the post was recorded: the list's order, newest first. */
  at: z.string(),
});
export type DisclosureReviewItem = z.infer<typeof disclosureReviewItem>;

export const disclosureReviewOutput = z.object({ items: z.array(disclosureReviewItem) });
