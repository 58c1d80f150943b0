import { z } from 'zod';
import { pageInput, searchText } from './common';

/** GET /api/profiles/detailed-influencers and /detailed-brands. */
export const listDetailedUsersInput = z.object({
  search: searchText().optional(),
  ...pageInput,
});

const text = z.string().nullable();

/** Social presence shared by creators and brands. */
const socialFields = {
  website_url: text,
  instagram_handle: text,
  follower_count: z.number(),
  youtube_handle: text,
  youtube_subscribers: z.number(),
  x_handle: text,
  x_followers: z.number(),
};

const accountFields = {
  id: z.string(),
  full_name: z.string(),
  username: text,
  email: z.string(),
  phone: text,
  location: text,
  avatar_url: text,
  bio: text,
  /** Blocked from signing in right now (a warning does not count), as GET /admin/users/{id}/suspended says. */
  suspended: z.boolean(),
  /** When the account was last warned (a suspension of type warning, whatever its status now), or null. */
  last_warned_at: text,
  /** When the account was made, and when its profile row was. */
  user_created_at: z.string(),
  created_at: z.string(),
};

/** A creator as the admin's Creator Management table shows one. */
export const detailedInfluencerOutput = z.object({
  ...accountFields,
  ...socialFields,
  niche: text,
  editing_skills: text,
  languages_spoken: z.array(z.string()),
  reel_price: text,
  post_price: text,
  story_price: text,
  /** '₹100 - ₹1,000': the lowest and highest rupee figure in the three price texts, or null. */
  commercial_price_range: text,
  engagement_rate: z.number().nullable(),
  rating: z.number().nullable(),
  /** How many visible reviews the rating averages (docs/product.md#reviews). */
  review_count: z.number(),
  total_applications: z.number(),
  /** Accepted at some point: accepted, approved (work approved) or completed. */
  accepted_applications: z.number(),
  rejected_applications: z.number(),
  /** Applications completed (the campaign was completed with this creator). */
  completed_campaigns: z.number(),
});
export type DetailedInfluencer = z.infer<typeof detailedInfluencerOutput>;

/** A brand as the admin's Brand Management table shows one. */
export const detailedBrandOutput = z.object({
  ...accountFields,
  ...socialFields,
  company_name: text,
  industry: text,
  company_website: text,
  /** Campaigns the brand has not deleted; active, draft and completed are subsets of it. */
  total_campaigns: z.number(),
  active_campaigns: z.number(),
  draft_campaigns: z.number(),
  completed_campaigns: z.number(),
  total_applications_received: z.number(),
  /** Accepted at some point: accepted, approved or completed. */
  accepted_applications: z.number(),
  /** Applications completed: a creator's collaboration that reached completion. */
  completed_collaborations: z.number(),
});
export type DetailedBrand = z.infer<typeof detailedBrandOutput>;
