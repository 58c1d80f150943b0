import { BRAND_APPLICATIONS_URL, CREATOR_APPLICATIONS_URL } from '../notifications/links';
import type { Notice } from '../notifications/notify';
import type { Approver } from './approve';

type Work = { campaignTitle: string; campaignId: string; applicationId: string; submissionId: string };

const approvedMetadata = (w: Work, approver: Approver) => ({
  campaign_id: w.campaignId,
  application_id: w.applicationId,
  submission_id: w.submissionId,
  status: 'approved',
  auto_approved: approver.by === 'platform',
});

const byPlatform = (hours: number) => `by the platform after ${hours} hours without a review`;

/** What the work service tells brands and creators; the demo seed writes the same. */
export const workNotices = {
  /** To the brand: a creator sent work (again, after a rejection or a revision request). */
  submitted: (w: Work & { creatorName: string; creatorId: string; resubmitted: boolean }): Notice => ({
    type: 'work_submitted',
    title: w.resubmitted ? 'Work resubmitted' : 'Work submitted',
    message: `${w.creatorName} submitted work for "${w.campaignTitle}". It is waiting for your review.`,
    priority: 'medium',
    actionUrl: BRAND_APPLICATIONS_URL,
    metadata: {
      campaign_id: w.campaignId,
      application_id: w.applicationId,
      submission_id: w.submissionId,
      creator_id: w.creatorId,
    },
  }),

  /** To the creator: the brand, or the platform after the review time, approved the work. */
  approved: (w: Work, approver: Approver): Notice => {
    const said =
      approver.by === 'brand'
        ? `Your work for "${w.campaignTitle}" was approved.`
        : `Your work for "${w.campaignTitle}" was approved ${byPlatform(approver.hours)}.`;
    const feedback = approver.by === 'brand' ? approver.feedback : null;
    return {
      type: 'work_approved',
      title: 'Work approved',
      message: feedback ? `${said} Feedback: ${feedback}` : said,
      priority: 'high',
      actionUrl: CREATOR_APPLICATIONS_URL,
      metadata: approvedMetadata(w, approver),
    };
  },

  /** To the brand: the platform approved work the brand left unreviewed for `hours`. */
  approvedByPlatform: (w: Work & { creatorName: string; creatorId: string }, hours: number): Notice => ({
    type: 'work_reviewed',
    title: 'Work approved by the platform',
    message: `${w.creatorName}'s work for "${w.campaignTitle}" was approved ${byPlatform(hours)}.`,
    priority: 'medium',
    actionUrl: BRAND_APPLICATIONS_URL,
    metadata: { ...approvedMetadata(w, { by: 'platform', hours }), creator_id: w.creatorId },
  }),
};
