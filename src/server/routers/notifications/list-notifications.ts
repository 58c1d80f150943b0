import { z } from 'zod';
import { listNotificationsInput, notificationOutput } from '@shared/schemas/notification';
import { listNotifications } from '@server/services/notifications/inbox';
import { protectedProcedure } from '@server/trpc';

export const listNotificationsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/notifications',
      tags: ['notifications'],
      summary: 'Own notifications, newest first, with the unread count',
    },
  })
  .input(listNotificationsInput)
  .output(z.object({ notifications: z.array(notificationOutput), unread_count: z.number().int() }))
  .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input));
