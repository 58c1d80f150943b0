import type { OfferStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import type { Notice } from '../notifications/notify';

/** Where an offer's notification leads: the Offers tab of the reader's dashboard. */
export const CREATOR_OFFERS_URL = '/creator-dashboard?tab=offers';
export const BRAND_OFFERS_URL = '/brand-dashboard?tab=offers';

type About = { offerId: string; campaignId: string; campaignTitle: string };

const notice = (
  o: About,
  to: 'creator' | 'brand',
  title: string,
  message: string,
  status: OfferStatus,
): Notice => ({
  type: 'offer',
  title,
  message,
  priority: status === 'accepted' || status === 'pending' ? 'high' : 'medium',
  actionUrl: to === 'creator' ? CREATOR_OFFERS_URL : BRAND_OFFERS_URL,
  metadata: { offer_id: o.offerId, campaign_id: o.campaignId, status },
});

/** What the offers service tells the other side at each step (docs/product.md#direct-offers); the demo seed writes the same. */
export const offerNotices = {
  /** To the creator: a brand's new offer. */
  received: (o: About & { brandName: string; amount: number }) =>
    notice(
      o,
      'creator',
      'New offer',
      `${o.brandName} offered you ${formatRupees(o.amount)} for "${o.campaignTitle}".`,
      'pending',
    ),
  /** To the brand: the creator's counter. */
  countered: (o: About & { creatorName: string; amount: number }) =>
    notice(
      o,
      'brand',
      'Offer countered',
      `${o.creatorName} countered your offer for "${o.campaignTitle}" with ${formatRupees(o.amount)}.`,
      'countered',
    ),
  /** To the other side: accepted, declined or withdrawn. */
  answered: (
    o: About & { by: string; amount: number; status: 'accepted' | 'declined' | 'withdrawn' },
    to: 'creator' | 'brand',
  ) =>
    notice(
      o,
      to,
      `Offer ${o.status}`,
      o.status === 'accepted'
        ? `${o.by} accepted the offer for "${o.campaignTitle}" at ${formatRupees(o.amount)}. The collaboration has started.`
        : `${o.by} ${o.status} the offer for "${o.campaignTitle}".`,
      o.status,
    ),
};
