import { z } from 'zod';
import { paymentDetailsOutput, paymentDetailsUpdateInput } from '@shared/schemas/payment';
import { updatePaymentDetails } from '@server/services/payments/details';
import { creatorProcedure } from '@server/trpc';

export const updatePaymentDetailsProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'PUT',
      path: '/payments/user/{id}',
      tags: ['payments'],
      summary: "Update the creator's own payment details",
    },
  })
  .input(paymentDetailsUpdateInput)
  .output(z.object({ paymentDetails: paymentDetailsOutput }))
  .mutation(async ({ ctx, input }) => ({
    paymentDetails: await updatePaymentDetails(ctx, ctx.user.id, input),
  }));
