import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaignInvitations, campaigns } from '@db/schema';
import { INVITATION_MESSAGES, type Invitation, type InviteLink } from '@shared/schemas/invitation';
import { conflict, notFound } from '@server/errors';
import type { Caller } from '../caller';
import { ownCampaign } from './access';
import { selectInvitations, toInvitation } from './columns';

/** The address a brand hands out: the web client's /i/{token} page. */
export const inviteLinkOf = (token: string, appUrl: string): InviteLink => ({
  token,
  url: `${appUrl.replace(/\/+$/, '')}/i/${token}`,
});

/**
 * A new invite link for the owning brand's campaign; the old one, if any, stops working at once
 * (docs/product.md#private-campaigns-and-invitations). 24 random bytes: not guessable, and the
 * unique index makes a collision fail rather than share a link.
 */
export async function replaceInviteLink(
  db: Db,
  brand: Caller,
  campaignId: string,
  appUrl: string,
): Promise<InviteLink> {
  const campaign = await ownCampaign(db, brand, campaignId);
  const token = randomBytes(24).toString('base64url');
  await db.update(campaigns).set({ inviteToken: token }).where(eq(campaigns.id, campaign.id));
  return inviteLinkOf(token, appUrl);
}

/**
 * A signed-in creator follows an invite link: their invitation to its campaign, made now or the
 * one they already have (concurrent accepts meet at the unique index and read the same row). One
 * who already applied gets it `accepted`. An unknown or replaced token, or a campaign taken back to
 * draft or deleted: 404; a campaign no longer active: 409.
 */
export async function acceptInviteLink(db: Db, creator: Caller, token: string): Promise<Invitation> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ id: campaigns.id, status: campaigns.status })
      .from(campaigns)
      .where(eq(campaigns.inviteToken, token));
    if (!campaign || campaign.status === 'draft' || campaign.status === 'deleted')
      throw notFound('Invite link');
    if (campaign.status !== 'active') throw conflict(INVITATION_MESSAGES.linkCampaignClosed);
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.campaignId, campaign.id), eq(applications.creatorId, creator.id)));
    await tx
      .insert(campaignInvitations)
      .values({ campaignId: campaign.id, creatorId: creator.id, status: applied ? 'accepted' : 'pending' })
      .onConflictDoNothing();
    const [row] = await selectInvitations(tx).where(
      and(eq(campaignInvitations.campaignId, campaign.id), eq(campaignInvitations.creatorId, creator.id)),
    );
    return toInvitation(row!);
  });
}
