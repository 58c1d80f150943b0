import type { DisputeReason, DisputeResolution, PayoutStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import { DISPUTE_REASON_LABELS, DISPUTE_RESOLUTION_LABELS } from '@shared/schemas/disputes';
import { ADMIN_DISPUTES_URL, conversationUrl } from '../notifications/links';
import type { Notice } from '../notifications/notify';

type Opened = {
  openerName: string;
  campaignTitle: string;
  reason: DisputeReason;
  disputeId: string;
  applicationId: string;
  campaignId: string;
};

const about = (d: Opened) =>
  `${d.openerName} opened a dispute about "${d.campaignTitle}" (${DISPUTE_REASON_LABELS[d.reason]})`;
const openedMetadata = (d: Opened) => ({
  dispute_id: d.disputeId,
  application_id: d.applicationId,
  campaign_id: d.campaignId,
});

/** What the dispute services tell the parties and the admins; the demo seed writes the same. */
export const disputeNotices = {
  /** To the other party of the collaboration. */
  openedToParty: (d: Opened): Notice => ({
    type: 'dispute',
    title: 'A dispute was opened',
    message: `${about(d)}. An admin will look into it; you can answer in the conversation.`,
    priority: 'high',
    actionUrl: conversationUrl(d.applicationId),
    metadata: openedMetadata(d),
  }),

  /** To every admin; `payoutId` names the payout the dispute put on hold, if any. */
  openedToAdmins: (d: Opened & { payoutId: string | null }): Notice => ({
    type: 'dispute',
    title: 'Dispute to resolve',
    message: `${about(d)}.${d.payoutId ? ' Its payout is on hold.' : ''}`,
    priority: 'high',
    actionUrl: ADMIN_DISPUTES_URL,
    metadata: { ...openedMetadata(d), payout_id: d.payoutId },
  }),

  /**
   * To both parties: an admin's resolution, with what became of the payout it held (its net before,
   * and after unless refunded) and the admin's notes.
   */
  resolved: (d: {
    campaignTitle: string;
    resolution: DisputeResolution;
    creatorShare: number | null;
    payout: { netBefore: number; netAfter: number | null; status: PayoutStatus | null } | null;
    adminNotes: string | null | undefined;
    disputeId: string;
    applicationId: string;
  }): Notice => {
    const p = d.payout;
    const money = p
      ? d.resolution === 'refund'
        ? ` The payout of ${formatRupees(p.netBefore)} was cancelled and the brand's money goes back to it.`
        : ` The creator's payout is now ${formatRupees(p.netAfter!)}${p.status === 'due' ? ' and is due to be paid' : ", paid once its hold time has passed and the brand's money is held"}.`
      : '';
    return {
      type: 'dispute',
      title: 'Dispute resolved',
      message: `An admin resolved the dispute about "${d.campaignTitle}": ${DISPUTE_RESOLUTION_LABELS[d.resolution]}${d.creatorShare === null ? '' : ` (${d.creatorShare}% to the creator)`}.${money}${d.adminNotes ? ` Notes: ${d.adminNotes}` : ''}`,
      priority: 'high',
      actionUrl: conversationUrl(d.applicationId),
      metadata: { dispute_id: d.disputeId, application_id: d.applicationId, resolution: d.resolution },
    };
  },
};
