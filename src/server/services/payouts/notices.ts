import { formatRupees } from '@shared/format';
import { CREATOR_EARNINGS_URL } from '../notifications/links';
import type { Notice } from '../notifications/notify';

/**
 * To the creator: their payout was paid (`net` rupees, with the UTR when one was given), or, for a
 * transaction settled without a payout, released. Marking a payout paid and settling its
 * transaction say it alike; the demo seed writes the same.
 */
export const paymentReleasedNotice = (
  paid: { campaignTitle: string; net: number | undefined; utr: string | null },
  metadata: Record<string, unknown>,
): Notice => ({
  type: 'payment_released',
  title: 'Payment released',
  message:
    paid.net === undefined
      ? `Your payment for "${paid.campaignTitle}" has been released.`
      : `We paid you ${formatRupees(paid.net)} for "${paid.campaignTitle}"${paid.utr ? ` (UTR ${paid.utr})` : ''}.`,
  priority: 'high',
  actionUrl: CREATOR_EARNINGS_URL,
  metadata,
});
