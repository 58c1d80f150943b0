import { router } from '@server/trpc';
import { listNotificationsProcedure } from './list-notifications';
import { markAllReadProcedure } from './mark-all-read';
import { markNotificationReadProcedure } from './mark-notification-read';
import { streamNotificationsProcedure } from './stream-notifications';

export const notificationsRouter = router({
  list: listNotificationsProcedure,
  markRead: markNotificationReadProcedure,
  markAllRead: markAllReadProcedure,
  stream: streamNotificationsProcedure,
});
