import type { MetricField } from '@shared/schemas/live-posts';
import { i18n } from '@client/i18n/i18n';

/** Each number's name on screen, in the page's language: 'Views', 'Likes'… */
export const metricLabel = (name: MetricField) => i18n.getFixedT(null, 'app', 'livePosts')(`metrics.${name}`);
