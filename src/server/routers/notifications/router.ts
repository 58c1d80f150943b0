import { router } from '@server/trpc';
import { getPreferencesProcedure } from './get-preferences';
import { listNotificationsProcedure } from './list-notifications';
import { markAllReadProcedure } from './mark-all-read';
import { markNotificationReadProcedure } from './mark-notification-read';
import { streamNotificationsProcedure } from './stream-notifications';
import { updatePreferencesProcedure } from './update-preferences';

export const notificationsRouter = router({
  list: listNotificationsProcedure,
  markRead: markNotificationReadProcedure,
  markAllRead: markAllReadProcedure,
  stream: streamNotificationsProcedure,
  preferences: getPreferencesProcedure,
  updatePreferences: updatePreferencesProcedure,
});
