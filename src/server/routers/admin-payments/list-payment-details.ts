import { z } from 'zod';
import { adminPaymentDetailsInput, adminPaymentDetailsOutput } from '@shared/schemas/admin-payments';
import { listMaskedPaymentDetails } from '@server/services/admin-payments/review';
import { adminProcedure } from '@server/trpc';

export const listPaymentDetailsProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/payments/all',
      tags: ['payments'],
      summary:
        "Every user's payment details, PAN, Aadhaar and account number masked to their last 4 characters",
    },
  })
  .input(adminPaymentDetailsInput)
  .output(z.object({ paymentDetails: z.array(adminPaymentDetailsOutput) }))
  .query(async ({ ctx, input }) => ({ paymentDetails: await listMaskedPaymentDetails(ctx, input) }));
