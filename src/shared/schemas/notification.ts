import { z } from 'zod';
import { NOTIFICATION_TYPES, PRIORITIES } from '../enums';
import { booleanParam, idParam, pageInput } from './common';

/** GET /api/notifications: the bell's All / Unread filters, a type (the admins' broadcast history) and paging. */
export const listNotificationsInput = z.object({
  read: booleanParam.optional(),
  type: z
    .enum(NOTIFICATION_TYPES, { message: `type must be one of ${NOTIFICATION_TYPES.join(', ')}` })
    .optional(),
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

export const notificationIdInput = z.object({ id: idParam });

/**
 * The push stream: `lastEventId` is the id of the last notification the client received (the
 * EventSource sends it on reconnect), so nothing created while it was away is missed.
 */
export const notificationStreamInput = z.object({ lastEventId: z.string().max(64).nullish() }).optional();
