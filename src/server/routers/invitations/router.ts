import { router } from '@server/trpc';
import { acceptInviteLinkProcedure } from './accept-invite-link';
import { declineInvitationProcedure } from './decline-invitation';
import { inviteCreatorsProcedure } from './invite-creators';
import { listCampaignInvitationsProcedure } from './list-campaign-invitations';
import { myInvitationsProcedure } from './my-invitations';
import { replaceInviteLinkProcedure } from './replace-invite-link';

/** Invitations to campaigns and invite links (docs/product.md#private-campaigns-and-invitations). */
export const invitationsRouter = router({
  invite: inviteCreatorsProcedure,
  forCampaign: listCampaignInvitationsProcedure,
  replaceLink: replaceInviteLinkProcedure,
  my: myInvitationsProcedure,
  decline: declineInvitationProcedure,
  acceptLink: acceptInviteLinkProcedure,
});
