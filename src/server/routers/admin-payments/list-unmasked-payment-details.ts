import { z } from 'zod';
import { adminPaymentDetailsInput, adminPaymentDetailsOutput } from '@shared/schemas/admin-payments';
import { listUnmaskedPaymentDetails } from '@server/services/admin-payments/review';
import { adminProcedure } from '@server/trpc';

export const listUnmaskedPaymentDetailsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/payments/unmasked',
      tags: ['payments'],
      summary: "Every user's payment details in full; each call is written to the audit log",
    },
  })
  .input(adminPaymentDetailsInput)
  .output(z.object({ paymentDetails: z.array(adminPaymentDetailsOutput) }))
  .query(async ({ ctx, input }) => ({
    paymentDetails: await listUnmaskedPaymentDetails(ctx, ctx.user, ctx.ip, input),
  }));
