import { router } from '@server/trpc';
import { listPayoutsProcedure } from './list-payouts';
import { markPayoutPaidProcedure } from './mark-paid';
import { myPayoutsProcedure } from './my-payouts';
import { payoutTotalsProcedure } from './payout-totals';

/** Creators' payouts of paid collaborations and the admins' paying of them (docs/product.md#payouts). The bank file is http/payouts-csv.ts. */
export const payoutsRouter = router({
  my: myPayoutsProcedure,
  adminList: listPayoutsProcedure,
  totals: payoutTotalsProcedure,
  markPaid: markPayoutPaidProcedure,
});
