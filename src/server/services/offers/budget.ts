import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications } from '@db/schema';
import { PARTICIPANT_STATUSES, type CollabType } from '@shared/enums';
import { conflict, fieldRefused } from '@server/errors';
import { OFFER_MESSAGES } from '@shared/schemas/offers';

/**
 * 409 when `amount` is more than a paid campaign's budget has left after the amounts its
 * participants already agreed (docs/product.md#direct-offers), so completion can always pay every
 * agreed amount out of the money the brand put in.
 */
export async function refuseOverBudget(
  tx: Db,
  campaign: { id: string; budget: number | null },
  amount: number,
) {
  const [row] = await tx
    .select({ agreed: sql<number>`coalesce(sum(${applications.agreedAmount}), 0)`.mapWith(Number) })
    .from(applications)
    .where(and(eq(applications.campaignId, campaign.id), inArray(applications.status, PARTICIPANT_STATUSES)));
  const left = (campaign.budget ?? 0) - (row?.agreed ?? 0);
  if (amount > left) throw conflict(OFFER_MESSAGES.overBudget(Math.max(left, 0)));
}

/** Paid: more than 0; barter: 0 (400 on the amount). */
export function refuseAmount(collabType: CollabType, amount: number) {
  if (collabType === 'barter' && amount !== 0) throw fieldRefused('amount', OFFER_MESSAGES.barterIsZero);
  if (collabType === 'paid' && amount <= 0) throw fieldRefused('amount', OFFER_MESSAGES.paidNeedsAmount);
}
