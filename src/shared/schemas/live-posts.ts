import { z } from 'zod';
import { WORK_LINK_MESSAGES, workLinkSchema } from '../work-link';
import { idParam, text } from './common';
import { CAPTION_MAX, disclosureOutput } from './disclosure-review';

export { CAPTION_MAX };

/** docs/product.md#live-posts: the limits of a live post and of its numbers. */
/** Live posts one application may record; enough for a campaign's reels, stories and reposts. */
export const LIVE_POSTS_MAX = 20;
/** The largest count a post's number may be: above any real post's, inside a 32-bit integer. */
export const METRIC_MAX = 2_000_000_000;
export const METRIC_FIELDS = ['views', 'likes', 'comments', 'shares', 'saves'] as const;
export type MetricField = (typeof METRIC_FIELDS)[number];
/** A snapshot sent this soon after the post's latest one corrects it instead of adding another. */
export const METRICS_CORRECTION_MS = 60 * 60 * 1000;
/** Days after posted_at the creator is reminded to record the numbers. */
export const METRICS_REMINDER_DAYS = [7, 30] as const;

export const LIVE_POST_MESSAGES = {
  postedAt: 'Posted at must be a date (YYYY-MM-DD) or a date and time (ISO 8601)',
  postedAtFuture: 'Posted at cannot be in the future',
  notApproved: 'Live posts can be added once the work is approved',
  tooMany: `An application can have at most ${LIVE_POSTS_MAX} live posts`,
  duplicate: 'This post is already recorded',
  metric: (field: string) =>
    `${field} must be a whole number from 0 to ${METRIC_MAX.toLocaleString('en-IN')}`,
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** India is UTC+05:30: a bare date is the start of that day in India (docs/decisions/025). */
const INDIA_OFFSET = '+05:30';

/** A posted_at as the instant it names (ISO, UTC), or null when it names none. */
export function postedInstant(value: string): string | null {
  const v = value.trim();
  const iso = DATE_ONLY.test(v) ? `${v}T00:00:00${INDIA_OFFSET}` : DATE_TIME.test(v) ? v : null;
  if (!iso) return null;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls 2026-02-30 over to March: the date written must be the date read back.
  const day = v.slice(0, 10);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return new Date(ms).toISOString();
}

const postedAtField = text('Posted at', { message: LIVE_POST_MESSAGES.postedAt }).transform((v, ctx) => {
  const at = postedInstant(v);
  if (!at) {
    ctx.addIssue({ code: 'custom', message: LIVE_POST_MESSAGES.postedAt });
    return z.NEVER;
  }
  return at;
});

/** The caption as posted: any text up to the limit (it is shown as text, never as HTML). */
const captionField = text('Caption', { lines: true })
  .max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`)
  .optional()
  .transform((v) => v ?? '');

/**
 * POST /applications/{id}/posts as tRPC and the REST table see it. The server's own hosts (APP_HOSTS)
 * are known only at run time, so the service applies the work-link rule with them (livePostInput).
 */
export const addLivePostBody = z.object({
  id: idParam,
  url: text('URL', { message: WORK_LINK_MESSAGES.required }).optional(),
  caption: captionField,
  posted_at: postedAtField,
});

/** The same body with the work-link rule of this server's hosts (docs/product.md#work-link). */
export const livePostInput = (ownHosts: readonly string[] = []) =>
  addLivePostBody.extend({ url: workLinkSchema(ownHosts) });
export type AddLivePostInput = z.output<ReturnType<typeof livePostInput>>;

/** The Add live post dialog's fields, checked as the server checks them. */
export const livePostForm = (ownHosts: readonly string[] = []) =>
  z.object({ url: workLinkSchema(ownHosts), caption: captionField, posted_at: postedAtField });

/** Whole numbers as JSON numbers or digits from a form. */
const metricField = (field: MetricField) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ message: LIVE_POST_MESSAGES.metric(field) })
      .int(LIVE_POST_MESSAGES.metric(field))
      .min(0, LIVE_POST_MESSAGES.metric(field))
      .max(METRIC_MAX, LIVE_POST_MESSAGES.metric(field)),
  );

const metricsShape = {
  views: metricField('views'),
  likes: metricField('likes'),
  comments: metricField('comments'),
  shares: metricField('shares'),
  saves: metricField('saves'),
};

/** POST /posts/{id}/metrics. */
export const recordMetricsInput = z.object({ id: idParam, ...metricsShape });
export type RecordMetricsInput = z.output<typeof recordMetricsInput>;
/** The Update numbers dialog. */
export const metricsForm = z.object(metricsShape);

export const metricsOutput = z.object({
  views: z.number(),
  likes: z.number(),
  comments: z.number(),
  shares: z.number(),
  saves: z.number(),
  recorded_at: z.string(),
});
export type PostMetrics = z.infer<typeof metricsOutput>;

export const livePostOutput = z.object({
  id: z.string(),
  application_id: z.string(),
  campaign_id: z.string(),
  creator_id: z.string(),
  url: z.string(),
  caption: z.string(),
  posted_at: z.string(),
  disclosure: disclosureOutput,
  /** The latest snapshot of its numbers; null before the first. */
  metrics: metricsOutput.nullable(),
  created_at: z.string(),
});
export type LivePost = z.infer<typeof livePostOutput>;

export const applicationPostsInput = z.object({ id: idParam });
export const applicationPostsOutput = z.object({
  posts: z.array(livePostOutput),
  /** Whether the deal pays money, as the disclosure check reads it: the Add live post dialog checks the same way. */
  paid: z.boolean(),
});
