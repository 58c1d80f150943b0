import { formatDate } from '@shared/dates';
import type { DealSide } from '@shared/enums';
import { BRAND_APPLICATIONS_URL, CREATOR_APPLICATIONS_URL } from '../notifications/links';
import type { Notice } from '../notifications/notify';

/**
 * To the reviewee: the other side of the collaboration reviewed them (the rating when it already
 * shows, else when it will). The demo seed writes the same.
 */
export const newReviewNotice = (r: {
  reviewerName: string;
  /** The reviewer's side. */
  side: DealSide;
  campaignTitle: string;
  rating: number;
  /** When the review shows, and the time it was written. */
  visibleAt: string;
  writtenAt: string;
  reviewId: string;
  applicationId: string;
  campaignId: string;
}): Notice => ({
  type: 'review',
  title: 'New review',
  message:
    r.visibleAt <= r.writtenAt
      ? `${r.reviewerName} rated your collaboration on "${r.campaignTitle}" ${r.rating} out of 5.`
      : `${r.reviewerName} reviewed your collaboration on "${r.campaignTitle}". You will see it once you review them too, or on ${formatDate(r.visibleAt)}.`,
  actionUrl: r.side === 'creator' ? BRAND_APPLICATIONS_URL : CREATOR_APPLICATIONS_URL,
  metadata: { review_id: r.reviewId, application_id: r.applicationId, campaign_id: r.campaignId },
});
