import { and, eq, inArray, not } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaignInvitations, profiles, users } from '@db/schema';
import { INVITATION_MESSAGES, type Invitation, type InviteCreatorsInput } from '@shared/schemas/invitation';
import { AppError, conflict } from '@server/errors';
import type { AppEvents } from '@server/events';
import { blockedUser } from '../auth/sessions';
import { brandNameOf } from '../campaigns/columns';
import { insertNotifications } from '../notifications/notify';
import type { Caller } from '../caller';
import { ownCampaign } from './access';
import { invitationsOf } from './columns';
import { invitationNotices } from './notices';

/**
 * The owning brand invites up to 100 creators to its active campaign
 * (docs/product.md#private-campaigns-and-invitations). A creator already invited, or who already
 * applied, gets nothing new. The rows and their notifications are one transaction; concurrent
 * invitations of the same creator are decided by the unique index, and only the request whose row
 * went in notifies. Answers the invitations of the creators asked for, and how many are new.
 */
export async function inviteCreators(
  deps: { db: Db; events: AppEvents },
  brand: Caller,
  input: InviteCreatorsInput,
): Promise<{ invitations: Invitation[]; invited_count: number }> {
  const creatorIds = [...new Set(input.creator_ids)];
  const message = input.message || null;
  const { result, announce } = await deps.db.transaction(async (tx) => {
    const campaign = await ownCampaign(tx, brand, input.id);
    if (campaign.status !== 'active') throw conflict(INVITATION_MESSAGES.campaignNotActive);

    const creators = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, creatorIds),
          eq(users.userType, 'influencer'),
          not(blockedUser(new Date().toISOString())),
        ),
      );
    if (creators.length !== creatorIds.length)
      throw new AppError('NOT_FOUND', INVITATION_MESSAGES.creatorNotFound);

    const applied = await tx
      .select({ creatorId: applications.creatorId })
      .from(applications)
      .where(and(eq(applications.campaignId, campaign.id), inArray(applications.creatorId, creatorIds)));
    const skip = new Set(applied.map((a) => a.creatorId));
    const fresh = creatorIds.filter((id) => !skip.has(id));
    const inserted = fresh.length
      ? await tx
          .insert(campaignInvitations)
          .values(fresh.map((creatorId) => ({ campaignId: campaign.id, creatorId, message })))
          .onConflictDoNothing()
          .returning({ id: campaignInvitations.id, creatorId: campaignInvitations.creatorId })
      : [];

    const [brandRow] = await tx
      .select({ name: brandNameOf(profiles, users) })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, brand.id));
    const announce = await insertNotifications(
      tx,
      inserted.map((row) => ({
        userId: row.creatorId,
        ...invitationNotices.invited({
          brandName: brandRow?.name ?? 'A brand',
          campaignTitle: campaign.title,
          campaignId: campaign.id,
          invitationId: row.id,
          message,
        }),
      })),
    );
    return {
      result: {
        invitations: await invitationsOf(tx, campaign.id, creatorIds),
        invited_count: inserted.length,
      },
      announce,
    };
  });
  announce(deps.events);
  return result;
}
