import { router } from '@server/trpc';
import { listConversationsProcedure } from './list-conversations';
import { listMessagesProcedure } from './list-messages';
import { markConversationReadProcedure } from './mark-read';
import { sendMessageProcedure } from './send-message';
import { unreadTotalProcedure } from './unread-total';

export const conversationsRouter = router({
  list: listConversationsProcedure,
  messages: listMessagesProcedure,
  send: sendMessageProcedure,
  markRead: markConversationReadProcedure,
  unreadTotal: unreadTotalProcedure,
});
