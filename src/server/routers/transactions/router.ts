import { router } from '@server/trpc';
import { getAdminSummaryProcedure } from './get-admin-summary';
import { listTransactionsProcedure } from './list-transactions';
import { updateTransactionProcedure } from './update-transaction';

export const transactionsRouter = router({
  list: listTransactionsProcedure,
  update: updateTransactionProcedure,
  adminSummary: getAdminSummaryProcedure,
});
