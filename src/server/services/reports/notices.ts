import type { REPORT_TYPES } from '@shared/enums';
import type { Notice } from '../notifications/notify';

/** What is reported: a campaign, or a brand or creator by name. */
export type ReportTarget = { campaignTitle: string } | { side: 'brand' | 'creator'; name: string };

const inWords = (t: ReportTarget) =>
  'campaignTitle' in t ? `the campaign "${t.campaignTitle}"` : `the ${t.side} ${t.name}`;

/** To every admin: someone reported a user or a campaign. The demo seed writes the same. */
export const newReportNotice = (r: {
  reporterName: string;
  target: ReportTarget;
  reportType: (typeof REPORT_TYPES)[number];
  reportId: string;
  reportedUserId: string | null;
  reportedCampaignId: string | null;
}): Notice => ({
  type: 'report',
  title: 'New report',
  message: `${r.reporterName} reported ${inWords(r.target)} (${r.reportType}).`,
  priority: 'high',
  actionUrl: `/admin/reports/${r.reportId}`,
  metadata: {
    report_id: r.reportId,
    report_type: r.reportType,
    reported_user_id: r.reportedUserId,
    reported_campaign_id: r.reportedCampaignId,
  },
});
