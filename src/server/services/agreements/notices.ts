import { BRAND_APPLICATIONS_URL, CREATOR_APPLICATIONS_URL } from '../notifications/links';
import type { Notice } from '../notifications/notify';

type Accepted = {
  agreementId: string;
  applicationId: string;
  campaignId: string;
  campaignTitle: string;
  by: string;
  /** Who is told: the other party. */
  to: 'creator' | 'brand';
  both: boolean;
};

/**
 * What the agreements tell the parties (docs/product.md#agreements-and-usage-rights); the demo seed
 * writes the same. An acceptance is news about the collaboration, so it is an application_status
 * notification, emailed under the Applications preference.
 */
export const agreementNotices = {
  accepted: (a: Accepted): Notice => ({
    type: 'application_status',
    title: 'Agreement accepted',
    message: `${a.by} accepted the agreement for "${a.campaignTitle}".${a.both ? ' Both of you have now accepted it.' : ' Open Agreement on the collaboration to read and accept it too.'}`,
    priority: 'medium',
    actionUrl: a.to === 'creator' ? CREATOR_APPLICATIONS_URL : BRAND_APPLICATIONS_URL,
    metadata: {
      agreement_id: a.agreementId,
      application_id: a.applicationId,
      campaign_id: a.campaignId,
    },
  }),
};
