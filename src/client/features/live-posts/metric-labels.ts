import type { MetricField } from '@shared/schemas/live-posts';

/** Each number's name on screen. */
export const METRIC_LABELS: Record<MetricField, string> = {
  views: 'Views',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  saves: 'Saves',
};
