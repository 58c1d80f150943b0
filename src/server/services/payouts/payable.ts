import { and, eq, isNotNull, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@db/client';
import { paymentDetails } from '@db/schema';

/** A creator can be paid to a bank account with its IFSC, or to a UPI id (docs/product.md#payouts). */
const payable = or(
  and(isNotNull(paymentDetails.accountNumberEnc), isNotNull(paymentDetails.ifscCode)),
  isNotNull(paymentDetails.upiId),
);

/** 1 when the user in `userId` (a column of the outer query) has payable details, else 0: a list's column. */
export const payableDetailsOf = (userId: AnyColumn) =>
  sql<number>`case when exists (select 1 from ${paymentDetails} where ${paymentDetails.userId} = ${userId} and ${payable}) then 1 else 0 end`;

/** Whether the creator has a bank account with IFSC or a UPI id on file. */
export async function hasPayableDetails(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentDetails.id })
    .from(paymentDetails)
    .where(and(eq(paymentDetails.userId, userId), payable))
    .limit(1);
  return row !== undefined;
}
