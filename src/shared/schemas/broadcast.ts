import { z } from 'zod';
import { BROADCAST_MESSAGE_MAX, BROADCAST_TITLE_MAX } from '../constants';
import { BROADCAST_AUDIENCES, PRIORITIES } from '../enums';
import { text } from './common';

export const BROADCAST_REQUIRED_MESSAGE = 'Please fill in both title and message fields.';
/** Recent broadcasts the admin screen fetches (it shows 5). */
export const BROADCAST_HISTORY_DEFAULT_LIMIT = 10;

/** Title and message are judged after trimming, as the form's counters and send button are. */
const requiredText = (field: string, max: number, opts: { lines?: boolean } = {}) =>
  text(field, { ...opts, message: BROADCAST_REQUIRED_MESSAGE })
    .min(1, BROADCAST_REQUIRED_MESSAGE)
    .max(max, `${field} must be at most ${max} characters`);

export const broadcastInput = z.object({
  title: requiredText('Title', BROADCAST_TITLE_MAX),
  message: requiredText('Message', BROADCAST_MESSAGE_MAX, { lines: true }),
  target_audience: z
    .enum(BROADCAST_AUDIENCES, { message: 'target_audience must be all, influencers or brands' })
    .default('all'),
  priority: z.enum(PRIORITIES, { message: 'priority must be low, medium or high' }).default('medium'),
  /** The client also sends sent_by; the sender is always the session's admin, so only the type is kept. */
  metadata: z
    .object({
      broadcast_type: text('metadata.broadcast_type')
        .min(1)
        .max(50, 'metadata.broadcast_type must be at most 50 characters')
        .optional(),
    })
    .optional(),
});
export type BroadcastInput = z.infer<typeof broadcastInput>;

export const broadcastResultOutput = z.object({
  message: z.string(),
  recipientCount: z.number().int(),
  targetAudience: z.enum(BROADCAST_AUDIENCES),
  notification: z.object({ title: z.string(), message: z.string(), priority: z.enum(PRIORITIES) }),
});

export const listBroadcastsInput = z.object({
  limit: z.number().int().min(1, 'limit must be at least 1').default(BROADCAST_HISTORY_DEFAULT_LIMIT),
  offset: z.number().int().min(0, 'offset must be 0 or more').default(0),
});

/** A broadcast history item, with how many received it and who sent it. */
export const broadcastHistoryItem = z.object({
  id: z.string(),
  type: z.literal('broadcast'),
  title: z.string(),
  message: z.string(),
  priority: z.enum(PRIORITIES),
  target_audience: z.enum(BROADCAST_AUDIENCES),
  recipient_count: z.number().int(),
  sent_by: z.string().nullable(),
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
  metadata: z.object({ broadcast_type: z.string() }),
});

/** Used when the client names no broadcast type. */
export const DEFAULT_BROADCAST_TYPE = 'announcement';
