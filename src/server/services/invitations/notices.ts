import { CREATOR_INVITATIONS_URL } from '../notifications/links';
import type { Notice } from '../notifications/notify';

/** What the invitations service tells creators; the demo seed writes the same. */
export const invitationNotices = {
  /** To the creator: a brand invited them to a campaign (email per the `offers` preference). */
  invited: (a: {
    brandName: string;
    campaignTitle: string;
    campaignId: string;
    invitationId: string;
    message: string | null;
  }): Notice => ({
    type: 'invitation',
    title: 'Invitation to a campaign',
    message: `${a.brandName} invited you to "${a.campaignTitle}".${a.message ? ` "${a.message}"` : ''}`,
    priority: 'medium',
    actionUrl: CREATOR_INVITATIONS_URL,
    metadata: { campaign_id: a.campaignId, invitation_id: a.invitationId },
  }),
};
