import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { insertionOrder } from '@db/dialect';
import { campaignInvitations, campaigns } from '@db/schema';
import type { Invitation, InviteLink, MyInvitation } from '@shared/schemas/invitation';
import { selectCampaigns, toCampaign } from '../campaigns/columns';
import type { Caller } from '../caller';
import { ownCampaign } from './access';
import { selectInvitations, toInvitation } from './columns';
import { inviteLinkOf } from './link';

const newestFirst = [desc(campaignInvitations.createdAt), desc(insertionOrder(campaignInvitations))];

/** The campaign's invitations with their status, newest first, and its invite link if it has one: its owning brand only. */
export async function campaignInvitationList(
  db: Db,
  brand: Caller,
  campaignId: string,
  appUrl: string,
): Promise<{ invitations: Invitation[]; invite_link: InviteLink | null }> {
  const campaign = await ownCampaign(db, brand, campaignId);
  const rows = await selectInvitations(db)
    .where(eq(campaignInvitations.campaignId, campaign.id))
    .orderBy(...newestFirst);
  const [link] = await db
    .select({ token: campaigns.inviteToken })
    .from(campaigns)
    .where(eq(campaigns.id, campaign.id));
  return {
    invitations: rows.map(toInvitation),
    invite_link: link?.token ? inviteLinkOf(link.token, appUrl) : null,
  };
}

/**
 * The creator's invitations, newest first, each with its campaign; those to a campaign its brand
 * has since deleted or taken back to draft are left out, as the campaign is.
 */
export async function myInvitations(db: Db, creator: Caller): Promise<MyInvitation[]> {
  const rows = await selectInvitations(db)
    .where(
      and(eq(campaignInvitations.creatorId, creator.id), notInArray(campaigns.status, ['draft', 'deleted'])),
    )
    .orderBy(...newestFirst);
  if (rows.length === 0) return [];
  const found = await selectCampaigns(db).where(
    inArray(
      campaigns.id,
      rows.map((r) => r.campaignId),
    ),
  );
  const byId = new Map(found.map((c) => [c.id, toCampaign(c)]));
  return rows.map((r) => ({ ...toInvitation(r), campaign: byId.get(r.campaignId)! }));
}
