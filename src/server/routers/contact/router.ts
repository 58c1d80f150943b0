import { router } from '@server/trpc';
import { sendContactMessageProcedure } from './send-contact-message';

export const contactRouter = router({
  send: sendContactMessageProcedure,
});
