import { eq, or } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, payouts } from '@db/schema';

export const UTR_USED = 'This UTR has already been used';

/**
 * Whether a bank transfer's UTR was given before: by a funding claim (rejected ones included), a
 * refund of one, or a paid payout (docs/product.md#funding). Call it in the transaction that stores the UTR; the unique
 * indexes of both tables back it up against a concurrent request.
 */
export async function utrInUse(db: Db, utr: string): Promise<boolean> {
  const [claim] = await db
    .select({ id: campaignFundings.id })
    .from(campaignFundings)
    .where(or(eq(campaignFundings.utr, utr), eq(campaignFundings.refundUtr, utr)))
    .limit(1);
  if (claim) return true;
  const [payout] = await db.select({ id: payouts.id }).from(payouts).where(eq(payouts.utr, utr)).limit(1);
  return payout !== undefined;
}
