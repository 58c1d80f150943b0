import { CREATOR_APPLICATIONS_URL } from '../notifications/links';
import type { Notice } from '../notifications/notify';

type Due = { postId: string; applicationId: string; campaignId: string; campaignTitle: string; days: number };

/** What the live posts tell the creator (docs/product.md#live-posts); the demo seed writes the same. */
export const livePostNotices = {
  /** To the creator, 7 and 30 days after the post went live: record its numbers. */
  metricsDue: (d: Due): Notice => ({
    type: 'metrics_due',
    title: 'Time to update your numbers',
    message: `Your post for "${d.campaignTitle}" went live ${d.days} days ago. Record its views, likes, comments, shares and saves with Update numbers.`,
    priority: 'medium',
    actionUrl: CREATOR_APPLICATIONS_URL,
    metadata: {
      post_id: d.postId,
      application_id: d.applicationId,
      campaign_id: d.campaignId,
      days: d.days,
    },
  }),
};
