import { UNFUNDED, type FundingStatus } from '@shared/enums';
import type { Campaign } from '@shared/schemas/campaign';
import { Badge, type BadgeTone } from '@client/components/ui';

/** How a paid campaign's funding reads to its brand (docs/product.md#funding). */
const FUNDING_LABELS: Record<FundingStatus, { label: string; tone: BadgeTone }> = {
  none: { label: 'Not funded', tone: 'gray' },
  awaiting_confirmation: { label: 'Awaiting confirmation', tone: 'yellow' },
  held: { label: 'Funded', tone: 'green' },
  released: { label: 'Paid out', tone: 'blue' },
  refunded: { label: 'Refunded', tone: 'gray' },
};

export const fundingLabel = (status: FundingStatus) => FUNDING_LABELS[status];

/**
 * The campaigns a brand may fund: those that can still take creators, and completed ones, whose
 * creators' payouts wait for the money (a payout is paid only after it came in).
 */
const FUNDABLE: Campaign['status'][] = ['draft', 'active', 'paused', 'completed'];

/**
 * Fund campaign is offered on a paid campaign with a budget, not funded yet (or refunded), that is
 * not moderated or deleted: barter has nothing to fund (docs/product.md#funding).
 */
export const canFund = (c: Campaign) =>
  c.collab_type === 'paid' &&
  UNFUNDED.includes(c.funding_status) &&
  (c.budget ?? 0) > 0 &&
  FUNDABLE.includes(c.status);

/** The funding chip of a paid campaign; barter campaigns have none. */
export function FundingBadge({ campaign }: { campaign: Campaign }) {
  if (campaign.collab_type !== 'paid') return null;
  const { label, tone } = fundingLabel(campaign.funding_status);
  return <Badge tone={tone}>{label}</Badge>;
}
