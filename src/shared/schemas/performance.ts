import { z } from 'zod';
import { COLLAB_TYPES } from '../enums';
import { idParam } from './common';

/** GET /campaigns/{id}/performance and its CSV (docs/product.md#campaign-performance). */
export const campaignPerformanceInput = z.object({ id: idParam });

/** The counts summed per creator and over the campaign. */
const counts = {
  clicks: z.number(),
  /** Live posts recorded. */
  posts: z.number(),
  /** The latest metrics of each live post, summed. */
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
  saves: z.number(),
};

export const creatorPerformance = z.object({
  creator_id: z.string(),
  application_id: z.string(),
  creator_name: z.string(),
  username: z.string().nullable(),
  /** The creator's tracking link, when the campaign has a destination. */
  tracking_url: z.string().nullable(),
  ...counts,
  /** Counted visits per India day (YYYY-MM-DD), oldest first; days without a visit left out. */
  clicks_by_day: z.array(z.object({ day: z.string(), clicks: z.number() })),
  /** How many of the live posts fail the disclosure check (src/shared/disclosure.ts), as recorded. */
  posts_failing_disclosure: z.number(),
  /** (likes + comments + shares + saves) / views, a percentage to one decimal; null without views. */
  engagement_rate: z.number().nullable(),
  /** The creator's deal on a paid campaign (agreed amount or share of the budget); null on barter. */
  deal_amount: z.number().nullable(),
  /** deal_amount / views in rupees to two decimals; null on barter or without views. */
  cost_per_view: z.number().nullable(),
});
export type CreatorPerformance = z.infer<typeof creatorPerformance>;

export const campaignPerformanceOutput = z.object({
  performance: z.object({
    campaign_id: z.string(),
    campaign_title: z.string(),
    collab_type: z.enum(COLLAB_TYPES),
    destination_url: z.string().nullable(),
    creators: z.array(creatorPerformance),
    /** Each count summed over the creators. */
    totals: z.object(counts),
  }),
});
export type CampaignPerformance = z.infer<typeof campaignPerformanceOutput>['performance'];

/** Percent to one decimal, null without views. */
export function engagementRate(m: {
  views: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
}) {
  if (m.views <= 0) return null;
  return Math.round(((m.likes + m.comments + m.shares + m.saves) / m.views) * 1000) / 10;
}

/** Rupees per view to two decimals, null without views. */
export function costPerView(deal: number, views: number) {
  return views > 0 ? Math.round((deal / views) * 100) / 100 : null;
}
