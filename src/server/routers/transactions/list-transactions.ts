import { z } from 'zod';
import { listTransactionsInput, transactionOutput } from '@shared/schemas/transactions';
import { listTransactions } from '@server/services/transactions/list';
import { adminProcedure } from '@server/trpc';

export const listTransactionsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/transactions',
      tags: ['transactions'],
      summary:
        'Commission transactions, newest first (status, startDate, endDate, search by payment reference)',
    },
  })
  .input(listTransactionsInput)
  .output(z.object({ transactions: z.array(transactionOutput) }))
  .query(async ({ ctx, input }) => ({ transactions: await listTransactions(ctx.db, input) }));
