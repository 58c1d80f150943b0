import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, campaigns, payouts, profiles, users } from '@db/schema';
import type { FundingStatus } from '@shared/enums';
import type { FundingClaim } from '@shared/schemas/funds';
import { brandNameOf } from '../campaigns/columns';
import { page } from '../pagination';

/** One claim as the admin's queue shows it, with its campaign's title and its brand's name. */
function selectClaims(db: Db) {
  return db
    .select({
      id: campaignFundings.id,
      campaign_id: campaignFundings.campaignId,
      campaign_title: campaigns.title,
      brand_id: campaignFundings.brandId,
      brand_name: brandNameOf(profiles, users),
      amount: campaignFundings.amount,
      reference: campaignFundings.reference,
      utr: campaignFundings.utr,
      status: campaignFundings.status,
      rejection_reason: campaignFundings.reason,
      rejected_at: sql<
        string | null
      >`case when ${campaignFundings.status} = 'none' then ${campaignFundings.decidedAt} end`,
      created_at: campaignFundings.createdAt,
      decided_at: campaignFundings.decidedAt,
      refunded_amount: campaignFundings.refundedAmount,
      refund_utr: campaignFundings.refundUtr,
      refund_reason: campaignFundings.refundReason,
      refunded_at: campaignFundings.refundedAt,
      // Only held, released or refunded money can have paid anything out (docs/product.md#funding).
      paid_out:
        sql<number>`case when ${campaignFundings.status} in ('held', 'released', 'refunded') then coalesce((select sum(${payouts.gross} - ${payouts.adjustment}) from ${payouts} where ${payouts.campaignId} = ${campaignFundings.campaignId} and ${payouts.status} = 'paid'), 0) else 0 end`.mapWith(
          Number,
        ),
    })
    .from(campaignFundings)
    .innerJoin(campaigns, eq(campaigns.id, campaignFundings.campaignId))
    .innerJoin(users, eq(users.id, campaignFundings.brandId))
    .leftJoin(profiles, eq(profiles.userId, campaignFundings.brandId))
    .$dynamic();
}

const waiting = sql`${campaignFundings.status} = 'awaiting_confirmation'`;

/**
 * GET /admin/fundings: the claims waiting for an admin first, oldest first (the longest-waiting
 * brand is answered first), then the decided ones newest first; `status` picks one kind.
 */
export async function listFundingClaims(
  db: Db,
  input: { status?: FundingStatus; limit?: number; offset?: number },
): Promise<FundingClaim[]> {
  const { limit, offset } = page(input);
  const query = selectClaims(db);
  if (input.status) query.where(eq(campaignFundings.status, input.status));
  return query
    .orderBy(
      desc(waiting),
      // Only waiting claims have a value here, so the decided ones fall through to newest first.
      asc(sql`case when ${waiting} then ${campaignFundings.createdAt} end`),
      desc(campaignFundings.createdAt),
      asc(campaignFundings.id),
    )
    .limit(limit)
    .offset(offset);
}

/** One claim in the queue's shape, read after a decision. */
export async function readClaim(db: Db, id: string): Promise<FundingClaim> {
  const [claim] = await selectClaims(db).where(eq(campaignFundings.id, id)).limit(1);
  if (!claim) throw new Error(`funding claim ${id} vanished`);
  return claim;
}
