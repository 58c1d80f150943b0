import { router } from '@server/trpc';
import { listEmailsProcedure } from './list-emails';
import { retryEmailProcedure } from './retry-email';

/** The email outbox as admins see it: what waits, what failed, and sending a failed one again. */
export const adminEmailsRouter = router({
  list: listEmailsProcedure,
  retry: retryEmailProcedure,
});
