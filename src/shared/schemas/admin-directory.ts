import { z } from 'zod';

const count = z.number().int();

/**
 * The summary cards above the admin's creator table (Creator Management), over every
 * creator rather than the page on screen. Follower figures are sums of the profiles' counts.
 */
export const creatorSummaryOutput = z.object({
  total_creators: count,
  /** Creators not blocked from signing in now (a warning does not block). */
  active_creators: count,
  suspended_creators: count,
  total_instagram_followers: count,
  total_youtube_subscribers: count,
  total_x_followers: count,
});
export type CreatorSummary = z.infer<typeof creatorSummaryOutput>;

/** The summary cards above the admin's brand table (Brand Management), over every brand. */
export const brandSummaryOutput = z.object({
  total_brands: count,
  /** Brands not blocked from signing in now. */
  active_brands: count,
  suspended_brands: count,
  /** Brands with an Instagram, YouTube or X handle. */
  brands_with_social_media: count,
  /** Campaigns not deleted, of every brand; active is a subset. */
  total_campaigns: count,
  active_campaigns: count,
  total_applications_received: count,
});
export type BrandSummary = z.infer<typeof brandSummaryOutput>;
