import { router } from '@server/trpc';
import { contactStatsProcedure } from './contact-stats';
import { listContactMessagesProcedure } from './list-contact-messages';
import { replyContactMessageProcedure } from './reply-contact-message';
import { setContactStatusProcedure } from './set-contact-status';

/** The admin's side of the contact form; the public side is the `contact` router. */
export const adminContactRouter = router({
  list: listContactMessagesProcedure,
  stats: contactStatsProcedure,
  setStatus: setContactStatusProcedure,
  reply: replyContactMessageProcedure,
});
