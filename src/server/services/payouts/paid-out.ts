import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { payouts } from '@db/schema';
import { UNSETTLED_PAYOUTS } from '@shared/enums';

/**
 * What a campaign's held money has paid out: the gross of its paid payouts (the creator's net, the
 * platform's commission with its GST, and the TDS) less what dispute splits took back for the brand
 * (docs/product.md#funding). The rest of the funding goes back to the brand.
 */
export async function paidOutOf(tx: Db, campaignId: string): Promise<number> {
  const [row] = await tx
    .select({ spent: sql<number>`coalesce(sum(${payouts.gross} - ${payouts.adjustment}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.campaignId, campaignId), eq(payouts.status, 'paid')));
  return Number(row?.spent ?? 0);
}

/** How many of a campaign's payouts are still to be paid or cancelled. */
export async function unsettledPayoutsOf(tx: Db, campaignId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(payouts)
    .where(and(eq(payouts.campaignId, campaignId), inArray(payouts.status, UNSETTLED_PAYOUTS)));
  return Number(row?.n ?? 0);
}
