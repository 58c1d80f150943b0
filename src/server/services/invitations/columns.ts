import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignInvitations, campaigns, users } from '@db/schema';
import type { Invitation } from '@shared/schemas/invitation';

/** The columns behind an invitation (docs/product.md#private-campaigns-and-invitations). */
const invitationColumns = {
  id: campaignInvitations.id,
  campaignId: campaignInvitations.campaignId,
  campaignTitle: campaigns.title,
  creatorId: campaignInvitations.creatorId,
  creatorName: users.fullName,
  creatorAvatarUrl: users.avatarUrl,
  status: campaignInvitations.status,
  message: campaignInvitations.message,
  createdAt: campaignInvitations.createdAt,
  updatedAt: campaignInvitations.updatedAt,
};

/** Invitations joined to their campaign and creator; callers add where and order. */
export function selectInvitations(db: Db) {
  return db
    .select(invitationColumns)
    .from(campaignInvitations)
    .innerJoin(campaigns, eq(campaigns.id, campaignInvitations.campaignId))
    .innerJoin(users, eq(users.id, campaignInvitations.creatorId))
    .$dynamic();
}

type InvitationRow = Awaited<ReturnType<typeof selectInvitations>>[number];

export const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  campaign_id: row.campaignId,
  campaign_title: row.campaignTitle,
  creator_id: row.creatorId,
  creator_name: row.creatorName,
  creator_avatar_url: row.creatorAvatarUrl,
  status: row.status,
  message: row.message,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** The campaign's invitations of these creators, in the order asked. */
export async function invitationsOf(db: Db, campaignId: string, creatorIds: string[]) {
  const found = await selectInvitations(db).where(
    and(eq(campaignInvitations.campaignId, campaignId), inArray(campaignInvitations.creatorId, creatorIds)),
  );
  const byCreator = new Map(found.map((r) => [r.creatorId, toInvitation(r)]));
  return creatorIds.flatMap((id) => byCreator.get(id) ?? []);
}
