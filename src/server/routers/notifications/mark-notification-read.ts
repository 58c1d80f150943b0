import { z } from 'zod';
import { notificationIdInput, notificationOutput } from '@shared/schemas/notification';
import { markNotificationRead } from '@server/services/notifications/inbox';
import { protectedProcedure } from '@server/trpc';

export const markNotificationReadProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/notifications/{id}/read',
      tags: ['notifications'],
      summary: 'Mark one own notification read',
    },
  })
  .input(notificationIdInput)
  .output(z.object({ notification: notificationOutput }))
  .mutation(async ({ ctx, input }) => ({
    notification: await markNotificationRead(ctx.db, ctx.user.id, input.id),
  }));
