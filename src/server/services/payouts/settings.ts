import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@db/client';
import { paymentDetails } from '@db/schema';
import { basisPoints, type PayoutRates } from '@shared/money';
import type { Env } from '@server/env';

/** What payout arithmetic needs of the server: the rate and hold settings, and the (injectable) clock. */
export type PayoutSettings = {
  env: Pick<Env, 'GST_RATE' | 'TDS_RATE' | 'TDS_NO_PAN_RATE' | 'PAYOUT_HOLD_HOURS' | 'invoicing'>;
  now: () => number;
};

/** The tax rate settings (percent) in basis points, for payoutLines (docs/product.md#payouts). */
export const payoutRates = (env: PayoutSettings['env']): PayoutRates => ({
  gst: basisPoints(env.GST_RATE),
  tds: basisPoints(env.TDS_RATE),
  tdsNoPan: basisPoints(env.TDS_NO_PAN_RATE),
});

/** Whether the creator has saved a PAN: TDS_RATE applies, else TDS_NO_PAN_RATE (section 206AA). */
export async function panOnFile(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentDetails.id })
    .from(paymentDetails)
    .where(and(eq(paymentDetails.userId, userId), isNotNull(paymentDetails.panNumberEnc)))
    .limit(1);
  return row !== undefined;
}

/** The clock as the ISO text the tables store. */
export const isoNow = (settings: Pick<PayoutSettings, 'now'>) => new Date(settings.now()).toISOString();
