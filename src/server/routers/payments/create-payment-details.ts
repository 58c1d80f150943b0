import { z } from 'zod';
import { paymentDetailsInput, paymentDetailsOutput } from '@shared/schemas/payment';
import { createPaymentDetails } from '@server/services/payments/details';
import { creatorProcedure } from '@server/trpc';

export const createPaymentDetailsProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/payments/user',
      tags: ['payments'],
      summary: "Create the creator's payment details (once)",
    },
  })
  .input(paymentDetailsInput)
  .output(z.object({ paymentDetails: paymentDetailsOutput }))
  .mutation(async ({ ctx, input }) => ({
    paymentDetails: await createPaymentDetails(ctx, ctx.user.id, input),
  }));
