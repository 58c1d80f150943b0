import { toCsv } from '@shared/csv';
import { indiaDate } from '@shared/dates';
import type { CampaignPerformance } from '@shared/schemas/performance';

/** The columns of the performance download (docs/product.md#campaign-performance), in that order. */
export const PERFORMANCE_CSV_HEADER = [
  'Creator',
  'Username',
  'Tracking link',
  'Clicks',
  'Posts',
  'Posts failing disclosure',
  'Views',
  'Likes',
  'Comments',
  'Shares',
  'Saves',
  'Engagement rate (%)',
  'Deal amount (INR)',
  'Cost per view (INR)',
];

/** One row per creator and a Total row; barter campaigns leave the money columns empty. */
export function performanceCsv(p: CampaignPerformance) {
  const t = p.totals;
  return toCsv([
    PERFORMANCE_CSV_HEADER,
    ...p.creators.map((c) => [
      c.creator_name,
      c.username,
      c.tracking_url,
      c.clicks,
      c.posts,
      c.posts_failing_disclosure,
      c.views,
      c.likes,
      c.comments,
      c.shares,
      c.saves,
      c.engagement_rate,
      c.deal_amount,
      c.cost_per_view,
    ]),
    ['Total', null, null, t.clicks, t.posts, null, t.views, t.likes, t.comments, t.shares, t.saves],
  ]);
}

/** performance-{campaign id}-{India date}.csv */
export const performanceCsvName = (campaignId: string, now = new Date()) =>
  `performance-${campaignId}-${indiaDate(now)}.csv`;
