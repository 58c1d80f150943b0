import type { FundingStatus, PayoutBlock } from '@shared/enums';
import type { BadgeTone } from '@client/components/ui';

/** A campaign's money as the admin reads it (docs/product.md#funding). */
export const FUNDING_LABELS: Record<FundingStatus, { label: string; tone: BadgeTone }> = {
  none: { label: 'Not funded', tone: 'red' },
  awaiting_confirmation: { label: 'Awaiting confirmation', tone: 'yellow' },
  held: { label: 'Held', tone: 'green' },
  released: { label: 'Released', tone: 'blue' },
  refunded: { label: 'Refunded', tone: 'gray' },
};

/** What keeps an unpaid payout from being paid (the server's `waiting_for`), as the admin reads it. */
export const WAITING_FOR_LABELS: Record<PayoutBlock, string> = {
  dispute: 'Waiting for the dispute to be resolved',
  funding: "Waiting for the brand's money",
  hold_period: 'Waiting for the hold time to pass',
  payment_details: "Waiting for the creator's bank account or UPI id",
};
