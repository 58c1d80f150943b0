import { router } from '@server/trpc';
import { listAuditActorsProcedure } from './list-audit-actors';
import { listAuditLogProcedure } from './list-audit-log';
import { listPaymentDetailsProcedure } from './list-payment-details';
import { listUnmaskedPaymentDetailsProcedure } from './list-unmasked-payment-details';

/** The admin's review of payment details and its audit trail. */
export const adminPaymentsRouter = router({
  masked: listPaymentDetailsProcedure,
  unmasked: listUnmaskedPaymentDetailsProcedure,
  auditLog: listAuditLogProcedure,
  auditActors: listAuditActorsProcedure,
});
