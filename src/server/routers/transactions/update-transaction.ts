import { z } from 'zod';
import { transactionOutput, updateTransactionInput } from '@shared/schemas/transactions';
import { setPaymentStatus } from '@server/services/transactions/update-status';
import { adminProcedure } from '@server/trpc';

export const updateTransactionProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/transactions/{id}',
      tags: ['transactions'],
      summary:
        "Set a transaction's payment status (completed may carry the transfer's utr); its payout follows, never one a dispute holds or on money not held; the creator is notified when it becomes completed",
    },
  })
  .input(updateTransactionInput)
  .output(z.object({ transaction: transactionOutput }))
  .mutation(async ({ ctx, input }) => ({
    transaction: await setPaymentStatus(
      ctx,
      { id: ctx.user.id, ip: ctx.ip },
      input.id,
      input.payment_status,
      input.utr,
    ),
  }));
