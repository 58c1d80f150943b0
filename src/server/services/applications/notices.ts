import { BRAND_APPLICATIONS_URL, CREATOR_APPLICATIONS_URL } from '../notifications/links';
import type { Notice } from '../notifications/notify';

type Application = { campaignTitle: string; campaignId: string; applicationId: string };

/** What the applications service tells brands and creators; the demo seed writes the same. */
export const applicationNotices = {
  /** To the brand: a creator applied. */
  applied: (a: Application & { creatorName: string; creatorId: string }): Notice => ({
    type: 'new_application',
    title: 'New application',
    message: `${a.creatorName} applied to "${a.campaignTitle}".`,
    priority: 'medium',
    actionUrl: BRAND_APPLICATIONS_URL,
    metadata: { campaign_id: a.campaignId, application_id: a.applicationId, creator_id: a.creatorId },
  }),

  /** To the creator: the brand accepted or rejected the application. */
  decided: (a: Application & { status: 'accepted' | 'rejected' }): Notice => {
    const accepted = a.status === 'accepted';
    return {
      type: 'application_status',
      title: accepted ? 'Application accepted' : 'Application not selected',
      message: accepted
        ? `Congratulations! Your application to "${a.campaignTitle}" was accepted. You can now submit your work.`
        : `Your application to "${a.campaignTitle}" was not selected this time.`,
      priority: accepted ? 'high' : 'medium',
      actionUrl: CREATOR_APPLICATIONS_URL,
      metadata: { campaign_id: a.campaignId, application_id: a.applicationId, status: a.status },
    };
  },
};
