import { router } from '@server/trpc';
import { listContactMessagesProcedure } from './list-contact-messages';
import { sendContactMessageProcedure } from './send-contact-message';

export const contactRouter = router({
  send: sendContactMessageProcedure,
  list: listContactMessagesProcedure,
});
