import { formatRupees } from '@shared/format';
import { ADMIN_PAYOUTS_URL, BRAND_CAMPAIGNS_URL } from '../notifications/links';
import type { Notice } from '../notifications/notify';

type Funding = { fundingId: string; campaignId: string; campaignTitle: string };

/** What the funding services tell the admins and the brand about its money; the demo seed writes the same. */
export const fundingNotices = {
  /** To every admin: a brand says it sent a campaign's budget; an admin confirms it once it is in. */
  claimed: (f: Funding & { amount: number; utr: string; reference: string }): Notice => ({
    type: 'campaign_status',
    title: 'Funding to confirm',
    message: `The brand of "${f.campaignTitle}" says it sent ${formatRupees(f.amount)} (UTR ${f.utr}, reference ${f.reference}). Confirm it once the money is in the platform's account.`,
    priority: 'high',
    actionUrl: ADMIN_PAYOUTS_URL,
    metadata: { funding_id: f.fundingId, campaign_id: f.campaignId, amount: f.amount, utr: f.utr },
  }),

  /** An admin confirmed the brand's transfer (the money is held) or could not (`reason`: not funded). */
  decided: (
    f: Funding & { amount: number; utr: string },
    decision: { status: 'held' } | { status: 'none'; reason: string },
  ): Notice => ({
    type: 'campaign_status',
    title: decision.status === 'held' ? 'Campaign funded' : 'Funding not confirmed',
    message:
      decision.status === 'held'
        ? `We received ${formatRupees(f.amount)} for "${f.campaignTitle}" (UTR ${f.utr}). The campaign is funded.`
        : `We could not confirm your transfer of ${formatRupees(f.amount)} for "${f.campaignTitle}" (UTR ${f.utr}), so it is not funded; you can fund it again. Reason: ${decision.reason}`,
    priority: 'high',
    actionUrl: BRAND_CAMPAIGNS_URL,
    metadata: {
      funding_id: f.fundingId,
      campaign_id: f.campaignId,
      amount: f.amount,
      status: decision.status,
    },
  }),

  /** An admin sent `back` rupees of the held money back to the brand. */
  refunded: (f: Funding & { back: number; utr: string; reason: string }): Notice => ({
    type: 'campaign_status',
    title: 'Money refunded',
    message: `We sent ${formatRupees(f.back)} of your funding for "${f.campaignTitle}" back to your account (UTR ${f.utr}). Reason: ${f.reason}`,
    priority: 'high',
    actionUrl: BRAND_CAMPAIGNS_URL,
    metadata: { funding_id: f.fundingId, campaign_id: f.campaignId, refunded_amount: f.back },
  }),
};
