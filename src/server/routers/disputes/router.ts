import { router } from '@server/trpc';
import { myDisputesProcedure } from './my-disputes';
import { openDisputeProcedure } from './open-dispute';

/** A party's disputes of its collaborations (docs/product.md#disputes). */
export const disputesRouter = router({
  open: openDisputeProcedure,
  my: myDisputesProcedure,
});
