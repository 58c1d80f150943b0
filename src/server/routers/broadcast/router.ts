import { router } from '@server/trpc';
import { listBroadcastsProcedure } from './list-broadcasts';
import { sendBroadcastProcedure } from './send-broadcast';

/** Kept apart from the notifications router (the user's own list) though it shares its REST prefix. */
export const broadcastRouter = router({
  send: sendBroadcastProcedure,
  history: listBroadcastsProcedure,
});
