import { z } from 'zod';
import { INVITATION_STATUSES } from '../enums';
import { campaignOutput } from './campaign';
import { idParam, safeText, text } from './common';

/** docs/product.md#private-campaigns-and-invitations */
export const INVITE_CREATORS_MAX = 100;
export const INVITATION_MESSAGE_MAX = 1000;

export const INVITATION_MESSAGES = {
  creatorIds: `Choose 1 to ${INVITE_CREATORS_MAX} creators to invite`,
  campaignNotActive: 'Only an active campaign can take invitations; publish it or resume it first',
  notPending: 'This invitation was already answered',
  creatorNotFound: 'Creator not found',
  linkCampaignClosed: 'This campaign is not taking creators any more',
};

export const INVITATION_STATUS_LABELS: Record<(typeof INVITATION_STATUSES)[number], string> = {
  pending: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
};

/** POST /campaigns/{id}/invitations */
export const inviteCreatorsInput = z.object({
  id: idParam,
  creator_ids: z
    .array(idParam, { message: INVITATION_MESSAGES.creatorIds })
    .min(1, INVITATION_MESSAGES.creatorIds)
    .max(INVITE_CREATORS_MAX, INVITATION_MESSAGES.creatorIds),
  message: safeText('Message', INVITATION_MESSAGE_MAX, { lines: true }).optional(),
});
export type InviteCreatorsInput = z.infer<typeof inviteCreatorsInput>;

export const invitationOutput = z.object({
  id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  creator_id: z.string(),
  creator_name: z.string(),
  creator_avatar_url: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invitation = z.infer<typeof invitationOutput>;

/** A creator's invitation with the campaign it opens (GET /invitations/my). */
export const myInvitationOutput = invitationOutput.extend({ campaign: campaignOutput });
export type MyInvitation = z.infer<typeof myInvitationOutput>;

export const inviteLinkOutput = z.object({ token: z.string(), url: z.string() });
export type InviteLink = z.infer<typeof inviteLinkOutput>;

/** The token of /i/{token}: what the server hands out is 32 characters of base64url. */
export const inviteTokenParam = text('Invite link', { trim: true }).min(1).max(100);
