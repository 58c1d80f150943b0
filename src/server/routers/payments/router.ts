import { router } from '@server/trpc';
import { createPaymentDetailsProcedure } from './create-payment-details';
import { getPaymentDetailsProcedure } from './get-payment-details';
import { updatePaymentDetailsProcedure } from './update-payment-details';

/** Multipart uploads and document downloads are plain Hono routes (src/server/http/uploads.ts). */
export const paymentsRouter = router({
  getMine: getPaymentDetailsProcedure,
  create: createPaymentDetailsProcedure,
  update: updatePaymentDetailsProcedure,
});
