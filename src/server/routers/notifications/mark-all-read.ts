import { z } from 'zod';
import { markAllNotificationsRead } from '@server/services/notifications/inbox';
import { protectedProcedure } from '@server/trpc';

export const markAllReadProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/notifications/read-all',
      tags: ['notifications'],
      summary: 'Mark every own notification read',
    },
  })
  .input(z.void())
  .output(z.object({ updated_count: z.number().int() }))
  .mutation(({ ctx }) => markAllNotificationsRead(ctx.db, ctx.user.id));
