import { z } from 'zod';
import { notificationPreferencesOutput } from '@shared/schemas/notification-preferences';
import { getNotificationPreferences } from '@server/services/notifications/preferences';
import { protectedProcedure } from '@server/trpc';

export const getPreferencesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/notifications/preferences',
      tags: ['notifications'],
      summary: 'Which kinds of notification also reach the caller by email (all of them by default)',
    },
  })
  .input(z.void())
  .output(notificationPreferencesOutput)
  .query(async ({ ctx }) => ({ preferences: await getNotificationPreferences(ctx.db, ctx.user.id) }));
