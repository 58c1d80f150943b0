import { sql } from 'drizzle-orm';
import { applications, transactions } from '@db/schema';
import type { PaymentStatus } from '@shared/enums';

/**
 * The payment status of the outer query's application (one transaction per application, made when
 * a paid campaign completes: docs/product.md#complete-campaign), or null before it or for barter.
 * A correlated subquery, so a list stays one query; the outer table is named for the same reason as
 * in latest-work-status.ts.
 */
export const applicationPaymentStatus = () =>
  sql<PaymentStatus | null>`(select t.payment_status from ${transactions} t where t.application_id = ${applications}.id)`;
