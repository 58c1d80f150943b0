import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignInvitations, campaigns } from '@db/schema';
import { MODERATED_CAMPAIGN_STATUSES, type CampaignStatus, type CampaignVisibility } from '@shared/enums';
import { conflict, forbidden, notFound } from '@server/errors';
import { hasRole } from '@shared/roles';
import type { Caller } from '../caller';
import { prepared, type Bind } from '../prepared';

/** Drafts and deleted campaigns are seen only by their owner and admins (docs/product.md#campaign-visibility). */
const OWNER_ONLY: readonly CampaignStatus[] = ['draft', 'deleted'];

export const isAdmin = (caller: Caller) => hasRole(caller, 'admin');

/** Whether the creator has an invitation to the campaign, in any status. */
async function invited(db: Db, campaignId: string, creatorId: string) {
  const [row] = await prepared(db, 'campaign-invited', () =>
    db
      .select({ id: campaignInvitations.id })
      .from(campaignInvitations)
      .where(
        and(
          eq(campaignInvitations.campaignId, sql.placeholder('campaignId')),
          eq(campaignInvitations.creatorId, sql.placeholder('creatorId')),
        ),
      )
      .prepare(),
  ).execute({ campaignId, creatorId });
  return row !== undefined;
}

/**
 * Whether the caller may see the campaign at all: its owner and admins always; anyone else not a
 * draft or deleted one, and an invite-only one only with an invitation
 * (docs/product.md#private-campaigns-and-invitations). Everything else answers "not found".
 */
export async function canSeeCampaign(
  db: Db,
  caller: Caller,
  campaign: { id: string; userId: string; status: CampaignStatus; visibility: CampaignVisibility },
) {
  if (campaign.userId === caller.id || isAdmin(caller)) return true;
  if (OWNER_ONLY.includes(campaign.status)) return false;
  return campaign.visibility === 'public' || invited(db, campaign.id, caller.id);
}

/**
 * The same rule of visibility as SQL over `campaigns`, for lists and counts (not for admins, who see
 * every campaign): public, the viewer's own, or one the viewer was invited to.
 */
export const seenBy = (viewerId: string, bind: Bind): SQL =>
  or(
    eq(campaigns.visibility, 'public'),
    eq(campaigns.userId, bind('viewerId', viewerId)),
    sql`exists (select 1 from ${campaignInvitations} where ${campaignInvitations.campaignId} = ${campaigns.id} and ${campaignInvitations.creatorId} = ${bind('viewerId', viewerId)})`,
  )!;

/** The stored facts the rules look at: read by every call on one campaign, so prepared once. */
export async function campaignState(db: Db, id: string) {
  const [campaign] = await prepared(db, 'campaign-state', () =>
    db
      .select({
        id: campaigns.id,
        userId: campaigns.userId,
        title: campaigns.title,
        description: campaigns.description,
        status: campaigns.status,
        visibility: campaigns.visibility,
        budget: campaigns.budget,
        collabType: campaigns.collabType,
        startDate: campaigns.startDate,
        endDate: campaigns.endDate,
        deadline: campaigns.deadline,
      })
      .from(campaigns)
      .where(eq(campaigns.id, sql.placeholder('id')))
      .prepare(),
  ).execute({ id });
  return campaign;
}
export type CampaignState = NonNullable<Awaited<ReturnType<typeof campaignState>>>;

/** A campaign the caller may see, else 404 (a stranger's draft is "not found", never "forbidden"). */
export async function visibleCampaign(db: Db, caller: Caller, id: string): Promise<CampaignState> {
  const campaign = await campaignState(db, id);
  if (!campaign || !(await canSeeCampaign(db, caller, campaign))) throw notFound('Campaign');
  return campaign;
}

/** A campaign the caller is changing: 404 when they cannot see it, 403 when they see it but another brand owns it. */
export async function ownCampaignForChange(db: Db, caller: Caller, id: string): Promise<CampaignState> {
  const campaign = await visibleCampaign(db, caller, id);
  if (campaign.userId !== caller.id) throw forbidden('Only the brand that owns this campaign can change it');
  return campaign;
}

/** 409 when moderators have flagged or removed the campaign, so a brand's edit or delete cannot undo moderation. */
export function refuseIfModerated(campaign: CampaignState, action: 'edited' | 'deleted') {
  if (MODERATED_CAMPAIGN_STATUSES.includes(campaign.status)) {
    throw conflict(
      `This campaign was ${campaign.status} by moderators and cannot be ${action}. Please contact support.`,
    );
  }
}

/**
 * Held money never strands (docs/product.md#funding): a campaign whose funding waits for an admin or
 * is held cannot be deleted or removed (409 naming the funding): the claim is confirmed or rejected
 * first, and held money is given back by an admin's refund.
 */
export async function refuseIfMoneyWaits(db: Db, id: string, action: 'deleted' | 'removed') {
  const [row] = await db
    .select({ fundingStatus: campaigns.fundingStatus })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (row?.fundingStatus === 'awaiting_confirmation')
    throw conflict(
      `This campaign's funding is awaiting confirmation, so it cannot be ${action}: an admin confirms or rejects the claim first`,
    );
  if (row?.fundingStatus === 'held')
    throw conflict(
      `The platform holds this campaign's funding, so it cannot be ${action}: an admin refunds the money to the brand first`,
    );
}

/** A campaign whose private lists (applications, work) the caller reads: its owner or an admin, else 404. */
export async function campaignForOwnerOrAdmin(db: Db, caller: Caller, id: string): Promise<CampaignState> {
  const campaign = await campaignState(db, id);
  if (!campaign || (campaign.userId !== caller.id && !isAdmin(caller))) throw notFound('Campaign');
  return campaign;
}
