import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  AVAILABILITIES,
  CAMPAIGN_STATUSES,
  LISTED_APPLICATION_STATUSES,
  COLLAB_TYPES,
  PAYMENT_STATUSES,
  WORK_STATUSES,
} from '../enums';
import { TEXT_MAX_LENGTH } from '../constants';
import { idParam, pageInput, safeText, searchText } from './common';

export const APPLICATION_MESSAGES = {
  alreadyApplied: 'You have already applied to this campaign.',
  campaignNotFound: 'Campaign not found.',
  closed: (date: string) => `Applications to this campaign closed on ${date}, its deadline.`,
  onlyPendingWithdrawn: (status: string) =>
    `Only a pending application can be withdrawn; this one is already ${status}.`,
} as const;

/** The note a creator may send with an application (docs/product.md#pitch): plain text, kept as typed. */
export const PITCH_MAX_LENGTH = TEXT_MAX_LENGTH;
const pitch = safeText('Pitch', PITCH_MAX_LENGTH, { lines: true });

/** The Apply dialog's one field: the pitch, empty when the creator writes none. */
export const applyForm = z.object({ message: pitch });

/**
 * POST /applications. The web client also sends creator_id, brand_id and status: they are
 * dropped here, because the creator is the session and the brand the campaign's owner. `message` is
 * the pitch; nothing but spaces is no pitch.
 */
export const applyInput = z.object({
  campaign_id: idParam,
  message: pitch
    .nullable()
    .optional()
    .transform((v) => v || null),
});

/** POST /applications/{id}/withdraw: the creator takes back a pending application (docs/product.md#withdraw). */
export const withdrawApplicationInput = z.object({ id: idParam });

export const listMyApplicationsInput = z.object({
  status: z
    .enum(LISTED_APPLICATION_STATUSES, {
      message: `Status must be one of ${LISTED_APPLICATION_STATUSES.join(', ')}`,
    })
    .optional(),
  campaign_id: idParam.optional(),
  /** Brands: campaign title or creator name; creators: campaign title or brand name. */
  search: searchText().optional(),
  ...pageInput,
});

export const listCampaignApplicationsInput = z.object({
  id: idParam,
  status: z
    .enum(LISTED_APPLICATION_STATUSES, {
      message: `Status must be one of ${LISTED_APPLICATION_STATUSES.join(', ')}`,
    })
    .optional(),
  ...pageInput,
});

/** The participants of one campaign (accepted, approved or completed applications), a page at a time. */
export const listParticipantsInput = z.object({ id: idParam, ...pageInput });

export const updateApplicationInput = z.object({
  id: idParam,
  status: z.enum(['accepted', 'rejected'], { message: 'Status must be accepted or rejected' }),
});

/** An application with its campaign and, for brands, the creator's profile fields. */
export const applicationOutput = z.object({
  id: z.string(),
  campaign_id: z.string(),
  creator_id: z.string(),
  brand_id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  message: z.string().nullable(),
  applied_at: z.string(),
  completed_at: z.string().nullable(),
  updated_at: z.string(),
  campaign_title: z.string(),
  campaign_status: z.enum(CAMPAIGN_STATUSES),
  campaign_budget: z.number().nullable(),
  campaign_tags: z.array(z.string()),
  campaign_collab_type: z.enum(COLLAB_TYPES),
  brand_name: z.string(),
  /** The latest submission is approved. */
  work_approved: z.boolean(),
  /** The latest submission's status, or null when none was submitted. */
  work_status: z.enum(WORK_STATUSES).nullable(),
  /** The brand's feedback on the latest submission, or null. */
  work_feedback: z.string().nullable(),
  /** The application's payment (paid campaigns, once completed), or null when there is none. */
  payment_status: z.enum(PAYMENT_STATUSES).nullable(),
  creator_name: z.string(),
  creator_avatar: z.string().nullable(),
  follower_count: z.number(),
  youtube_subscribers: z.number(),
  x_followers: z.number(),
  instagram_handle: z.string().nullable(),
  youtube_handle: z.string().nullable(),
  x_handle: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  niche: z.string().nullable(),
  reel_price: z.string().nullable(),
  post_price: z.string().nullable(),
  story_price: z.string().nullable(),
  engagement_rate: z.number().nullable(),
  rating: z.number().nullable(),
  /** How many visible reviews the rating averages (docs/product.md#reviews). */
  review_count: z.number(),
  languages_spoken: z.array(z.string()),
  /** The creator's availability for new collaborations (docs/product.md#public-creator-pages). */
  creator_availability: z.enum(AVAILABILITIES),
  /**
   * docs/product.md#tracking-links: the participant's short link (APP_URL/r/{code}) when the
   * campaign has a destination; null otherwise.
   */
  tracking_url: z.string().nullable(),
});
export type Application = z.infer<typeof applicationOutput>;

/** A page of a campaign's participants; `total` shares the budget, `approved` counts approved work. */
export const participantsOutput = z.object({
  applications: z.array(applicationOutput),
  total: z.number(),
  approved: z.number(),
  /**
   * Each listed participant's share of a paid campaign's budget by application id: the budget
   * divided among all participants in whole rupees that add up to it, the earliest accepted taking
   * the odd rupees (docs/product.md#completion); 0 for barter.
   */
  deals: z.record(z.string(), z.number()),
});

/** A brand's campaigns that have participants, by title, with how many each has. */
export const participantCampaignsOutput = z.object({
  campaigns: z.array(z.object({ id: z.string(), title: z.string(), participant_count: z.number() })),
});
export type ParticipantCampaign = z.infer<typeof participantCampaignsOutput>['campaigns'][number];
