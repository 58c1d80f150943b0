import {
  notificationPreferencesOutput,
  updateNotificationPreferencesInput,
} from '@shared/schemas/notification-preferences';
import { updateNotificationPreferences } from '@server/services/notifications/preferences';
import { protectedProcedure } from '@server/trpc';

export const updatePreferencesProcedure = protectedProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/notifications/preferences',
      tags: ['notifications'],
      summary: 'Choose which kinds of notification are also emailed; kinds left out keep their setting',
    },
  })
  .input(updateNotificationPreferencesInput)
  .output(notificationPreferencesOutput)
  .mutation(async ({ ctx, input }) => ({
    preferences: await updateNotificationPreferences(ctx.db, ctx.user.id, input.email),
  }));
