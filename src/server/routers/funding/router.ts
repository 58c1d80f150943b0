import { router } from '@server/trpc';
import { claimFundingProcedure } from './claim-funding';
import { confirmFundingProcedure } from './confirm-funding';
import { getFundingProcedure } from './get-funding';
import { listFundingsProcedure } from './list-fundings';
import { refundFundingProcedure } from './refund-funding';
import { rejectFundingProcedure } from './reject-funding';

/** A paid campaign's money sent to the platform, the admins' confirmation of it, and its return (docs/product.md#funding). */
export const fundingRouter = router({
  get: getFundingProcedure,
  claim: claimFundingProcedure,
  adminList: listFundingsProcedure,
  confirm: confirmFundingProcedure,
  reject: rejectFundingProcedure,
  refund: refundFundingProcedure,
});
