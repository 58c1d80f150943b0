import { router } from '@server/trpc';
import { listDisputesProcedure } from './list-disputes';
import { resolveDisputeProcedure } from './resolve-dispute';

/** The admins' Disputes tab: every dispute and its resolution (docs/product.md#disputes). */
export const adminDisputesRouter = router({
  list: listDisputesProcedure,
  resolve: resolveDisputeProcedure,
});
