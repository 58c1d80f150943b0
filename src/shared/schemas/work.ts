import { z } from 'zod';
import { WORK_STATUSES, type CampaignStatus } from '../enums';
import { WORK_LINK_MESSAGES, workLinkSchema } from '../work-link';
import { idParam, pageInput, safeText, text } from './common';
import { captionField, disclosureOutput, overrideReasonField } from './disclosure-review';

export const WORK_LINKS_MAX = 10;

export const WORK_MESSAGES = {
  feedbackForRejection: 'Feedback is required when rejecting work',
  feedbackForRevision: 'Feedback is required when requesting a revision',
  /** Work goes only to an active campaign (docs/product.md#work-submit): the reason, for the 409 and the form. */
  /** docs/product.md#revisions: the 409 past the campaign's revision rounds. */
  revisionRoundsUsed: (rounds: number) =>
    `This campaign allows ${rounds} revision round${rounds === 1 ? '' : 's'} and all are used; approve or reject the work`,
  campaignNotActive: (status: CampaignStatus) =>
    `This campaign is ${status}; work can be submitted only while it is active`,
} as const;

const submissionType = z.enum(['link'], { message: 'Submission type must be link' }).default('link');
const content = z
  .preprocess((v) => (v === '' ? null : v), safeText('Description', undefined, { lines: true }).nullable())
  .optional();

/**
 * POST /work-submissions with the link rule (docs/product.md#work-link). `ownHosts` are the app's own host
 * names (the rule's "{host}" platform): the client passes its location's hostname, the server its
 * APP_HOSTS setting. The first link is the work link.
 */
export const submitWorkInput = (ownHosts: readonly string[] = []) =>
  z.object({
    application_id: idParam,
    submission_type: submissionType,
    content,
    caption: captionField,
    links: z
      .array(workLinkSchema(ownHosts), { message: WORK_LINK_MESSAGES.required })
      .min(1, WORK_LINK_MESSAGES.required)
      .max(WORK_LINKS_MAX, `Links: at most ${WORK_LINKS_MAX}`),
  });
export type SubmitWorkInput = z.infer<ReturnType<typeof submitWorkInput>>;

/**
 * The request's shape as tRPC and the REST table see it. The server's APP_HOSTS are known only at
 * run time, so the service then applies submitWorkInput(APP_HOSTS), the same rule the client uses.
 */
export const submitWorkBody = z.object({
  application_id: idParam,
  submission_type: submissionType,
  content,
  /** docs/product.md#disclosure: the text the creator will post, checked for its ad label. */
  caption: captionField,
  // Optional here so that a missing list is reported by the link rule itself, in its own words.
  links: z
    .array(text('Link', { message: WORK_LINK_MESSAGES.required }), { message: WORK_LINK_MESSAGES.required })
    .optional(),
});

/** The client's Submit Work dialog: one link, a description and the caption. */
export const submitWorkForm = (ownHosts: readonly string[] = []) =>
  z.object({
    link: workLinkSchema(ownHosts),
    content: safeText('Description', undefined, { lines: true }),
    caption: captionField,
  });

export const reviewWorkInput = z
  .object({
    id: idParam,
    status: z.enum(['approved', 'rejected', 'revision_requested'], {
      message: 'Status must be approved, rejected or revision_requested',
    }),
    feedback: z
      .preprocess((v) => (v === '' ? null : v), safeText('Feedback', undefined, { lines: true }).nullable())
      .optional(),
    /**
     * docs/product.md#disclosure: why the brand approves work whose caption fails the check; required
     * then (the service knows the caption), ignored otherwise.
     */
    override_reason: overrideReasonField,
  })
  .superRefine((v, ctx) => {
    if (v.feedback) return;
    if (v.status === 'rejected')
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: WORK_MESSAGES.feedbackForRejection });
    if (v.status === 'revision_requested') {
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: WORK_MESSAGES.feedbackForRevision });
    }
  });

export const listMyWorkInput = z.object({
  status: z.enum(WORK_STATUSES, { message: `Status must be one of ${WORK_STATUSES.join(', ')}` }).optional(),
  application_id: idParam.optional(),
  ...pageInput,
});

export const listCampaignWorkInput = z.object({
  id: idParam,
  status: z.enum(WORK_STATUSES, { message: `Status must be one of ${WORK_STATUSES.join(', ')}` }).optional(),
  creator_id: idParam.optional(),
  ...pageInput,
});

export const submissionOutput = z.object({
  id: z.string(),
  application_id: z.string(),
  campaign_id: z.string(),
  creator_id: z.string(),
  submission_type: z.string(),
  content: z.string().nullable(),
  links: z.array(z.string()),
  file_urls: z.array(z.string()),
  status: z.enum(WORK_STATUSES),
  feedback: z.string().nullable(),
  /** docs/product.md#disclosure: the caption to be posted, its check (null without one) and the brand's override reason. */
  caption: z.string().nullable(),
  disclosure: disclosureOutput.nullable(),
  override_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** Approved by the platform after WORK_REVIEW_HOURS without a review (docs/product.md#auto-approval). */
  auto_approved: z.boolean(),
  created_at: z.string(),
  /** The brand's Submitted Work dialog reads submitted_at; the same instant as created_at. */
  submitted_at: z.string(),
  updated_at: z.string(),
  campaign_title: z.string(),
  creator_name: z.string(),
  creator_avatar: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionOutput>;

/** GET /work-submissions/application/{id}: every version of one application's work (docs/product.md#revisions). */
export const applicationWorkInput = z.object({ id: idParam });
export const applicationWorkOutput = z.object({
  /** Newest first, each with its feedback. */
  submissions: z.array(submissionOutput),
  revision_rounds: z.number(),
  revisions_used: z.number(),
});
