import { z } from 'zod';
import { CAMPAIGN_STATUSES, USER_TYPES } from '../enums';
import { campaignOutput, tagsFilterField } from './campaign';
import { idParam, pageInput, searchText } from './common';

export const ADMIN_CAMPAIGN_FILTER_STATUSES = ['all', ...CAMPAIGN_STATUSES] as const;

/** GET /api/campaigns/admin/all: every campaign, deleted ones too (the query names the admin panel sends). */
export const listAllCampaignsInput = z.object({
  search: searchText().optional(),
  status: z
    .enum(ADMIN_CAMPAIGN_FILTER_STATUSES, {
      message: `Status must be one of ${ADMIN_CAMPAIGN_FILTER_STATUSES.join(', ')}`,
    })
    .default('all'),
  tags: tagsFilterField.optional(),
  minBudget: z
    .number({ message: 'minBudget must be a number' })
    .int()
    .min(0, 'minBudget must be 0 or more')
    .optional(),
  maxBudget: z
    .number({ message: 'maxBudget must be a number' })
    .int()
    .min(0, 'maxBudget must be 0 or more')
    .optional(),
  ...pageInput,
});
export type ListAllCampaignsInput = z.infer<typeof listAllCampaignsInput>;

/** The brand behind a campaign, as the moderation table and its details dialog show it. */
export const campaignBrandProfile = z.object({
  full_name: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  company_name: z.string().nullable(),
  industry: z.string().nullable(),
  phone: z.string().nullable(),
  company_website: z.string().nullable(),
  website_url: z.string().nullable(),
  location: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

export const adminCampaignOutput = campaignOutput.extend({ profile: campaignBrandProfile });
export type AdminCampaign = z.infer<typeof adminCampaignOutput>;

export const MODERATION_STATUSES = ['active', 'completed', 'paused', 'flagged', 'removed'] as const;

export const setCampaignStatusInput = z.object({
  id: idParam,
  status: z.enum(MODERATION_STATUSES, { message: `Status must be one of ${MODERATION_STATUSES.join(', ')}` }),
});

const rupees = z.number();
const formatted = z.string();

/** The moderation page's campaign stats: counts, and budget totals each with an en-IN rupee text. */
export const campaignStatsOutput = z.object({
  total_campaigns: z.number(),
  active_campaigns: z.number(),
  deleted_campaigns: z.number(),
  completed_campaigns: z.number(),
  draft_campaigns: z.number(),
  paused_campaigns: z.number(),
  flagged_campaigns: z.number(),
  removed_campaigns: z.number(),
  total_applications: z.number(),
  total_budget: rupees,
  total_budget_formatted: formatted,
  deleted_budget: rupees,
  deleted_budget_formatted: formatted,
  completed_budget: rupees,
  completed_budget_formatted: formatted,
  draft_budget: rupees,
  draft_budget_formatted: formatted,
});
