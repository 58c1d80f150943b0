import { router } from '@server/trpc';
import { listDisclosureProcedure } from './list-disclosure';

/** docs/product.md#disclosure: what moderators look at when a post lacks its advertisement label. */
export const adminDisclosureRouter = router({
  list: listDisclosureProcedure,
});
