import { useLiveStream } from '@client/lib/live-stream';
import { useLiveConversations } from '../conversations/use-conversations';
import { useLiveNotifications } from '../notifications/use-notifications';

/** The signed-in tab's one live stream, for the conversations and the bell; draws nothing. */
export function LiveUpdates() {
  const conversations = useLiveConversations();
  const notifications = useLiveNotifications();
  useLiveStream([conversations, notifications]);
  return null;
}
