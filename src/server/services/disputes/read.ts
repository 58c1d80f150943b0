import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, disputes, payouts } from '@db/schema';
import type { Dispute } from '@shared/schemas/disputes';
import { brandProfile, brandUser, creatorUser } from '../applications/columns';
import { brandNameOf } from '../campaigns/columns';
import { conversationUrl } from '../notifications/links';

const disputeColumns = {
  id: disputes.id,
  application_id: disputes.applicationId,
  campaign_id: disputes.campaignId,
  campaign_title: campaigns.title,
  creator_id: applications.creatorId,
  creator_name: creatorUser.fullName,
  brand_id: campaigns.userId,
  brand_name: brandNameOf(brandProfile, brandUser),
  opened_by: disputes.openedBy,
  side: disputes.side,
  reason: disputes.reason,
  details: disputes.details,
  status: disputes.status,
  payout_id: disputes.payoutId,
  payout_status: payouts.status,
  payout_net: payouts.net,
  resolution: disputes.resolution,
  creator_share: disputes.creatorShare,
  net_before: disputes.netBefore,
  net_after: disputes.netAfter,
  admin_notes: disputes.adminNotes,
  resolved_by: disputes.resolvedBy,
  resolved_at: disputes.resolvedAt,
  created_at: disputes.createdAt,
  updated_at: disputes.updatedAt,
};

/** Disputes with their collaboration's names and payout, newest first, matching `where`. */
export async function selectDisputes(
  db: Db,
  where: SQL | undefined,
  paging?: { limit: number; offset: number },
): Promise<Dispute[]> {
  const query = db
    .select(disputeColumns)
    .from(disputes)
    .innerJoin(applications, eq(applications.id, disputes.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, disputes.campaignId))
    .innerJoin(creatorUser, eq(creatorUser.id, applications.creatorId))
    .innerJoin(brandUser, eq(brandUser.id, campaigns.userId))
    .leftJoin(brandProfile, eq(brandProfile.userId, campaigns.userId))
    .leftJoin(payouts, eq(payouts.id, disputes.payoutId))
    .where(where)
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .$dynamic();
  const rows = await (paging ? query.limit(paging.limit).offset(paging.offset) : query);
  return rows.map((row) => ({ ...row, conversation_url: conversationUrl(row.application_id) }));
}

export async function readDispute(db: Db, id: string): Promise<Dispute> {
  const [dispute] = await selectDisputes(db, eq(disputes.id, id));
  if (!dispute) throw new Error(`dispute ${id} vanished`);
  return dispute;
}
