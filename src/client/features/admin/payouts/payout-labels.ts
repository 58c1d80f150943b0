import type { FundingStatus } from '@shared/enums';
import type { BadgeTone } from '@client/components/ui';

/**
 * A campaign's money as the admin reads it (docs/product.md#funding): its words are the catalogue's
 * `payouts.funding.<status>`, what keeps a payout waiting `payouts.waitingFor.<block>`.
 */
export const FUNDING_TONES: Record<FundingStatus, BadgeTone> = {
  none: 'red',
  awaiting_confirmation: 'yellow',
  held: 'green',
  released: 'blue',
  refunded: 'gray',
};
