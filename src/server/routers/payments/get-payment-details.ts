import { z } from 'zod';
import { paymentDetailsOutput } from '@shared/schemas/payment';
import { getOwnPaymentDetails } from '@server/services/payments/details';
import { creatorProcedure } from '@server/trpc';

export const getPaymentDetailsProcedure = creatorProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/payments/user',
      tags: ['payments'],
      summary: "The creator's own payment details, or null",
    },
  })
  .input(z.void())
  .output(z.object({ paymentDetails: paymentDetailsOutput.nullable() }))
  .query(async ({ ctx }) => ({ paymentDetails: await getOwnPaymentDetails(ctx, ctx.user.id) }));
