import { z } from 'zod';
import { NOTIFICATION_TYPES, PRIORITIES } from '../enums';
import { booleanParam, idParam, pageInput, text } from './common';

/**
 * GET /api/notifications: the bell's All / Unread filters, a type (the admins' broadcast history) and
 * paging. `cursor` is the id of the last notification of the previous page: the next page holds the
 * ones older than it, so notifications arriving in between shift nothing (docs/product.md#notifications).
 */
export const listNotificationsInput = z.object({
  read: booleanParam.optional(),
  type: z
    .enum(NOTIFICATION_TYPES, { message: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` })
    .optional(),
  cursor: idParam.nullish(),
  ...pageInput,
});
export type ListNotificationsInput = z.infer<typeof listNotificationsInput>;

export const notificationOutput = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  priority: z.enum(PRIORITIES),
  action_url: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationOutput>;

/** One page of the caller's notifications; `next_cursor` asks for the older ones, null after the oldest. */
export const notificationPageOutput = z.object({
  notifications: z.array(notificationOutput),
  unread_count: z.number().int(),
  next_cursor: z.string().nullable(),
});

export const notificationIdInput = z.object({ id: idParam });

/**
 * The push stream: `lastEventId` is the id of the last notification the client received (the
 * EventSource sends it on reconnect), so nothing created while it was away is missed.
 */
export const notificationStreamInput = z
  .object({ lastEventId: text('lastEventId').max(64).nullish() })
  .optional();
