import { listNotificationsInput, notificationPageOutput } from '@shared/schemas/notification';
import { listNotifications } from '@server/services/notifications/inbox';
import { protectedProcedure } from '@server/trpc';

export const listNotificationsProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/notifications',
      tags: ['notifications'],
      summary: 'Own notifications, newest first, with the unread count and the cursor of the older ones',
    },
  })
  .input(listNotificationsInput)
  .output(notificationPageOutput)
  .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input));
