import type { FundingStatus } from '@shared/enums';
import type { Campaign } from '@shared/schemas/campaign';
import { Badge, type BadgeTone } from '@client/components/ui';

/** How a paid campaign's funding reads to its brand (docs/product.md#funding). */
const FUNDING_LABELS: Record<FundingStatus, { label: string; tone: BadgeTone }> = {
  none: { label: 'Not funded', tone: 'gray' },
  awaiting_confirmation: { label: 'Awaiting confirmation', tone: 'yellow' },
  held: { label: 'Funded', tone: 'green' },
  released: { label: 'Released', tone: 'blue' },
};

export const fundingLabel = (status: FundingStatus) => FUNDING_LABELS[status];

/**
 * Fund campaign is offered on a paid campaign with a budget, not funded yet, that can still take
 * creators (a draft or an active one): barter has nothing to fund (docs/product.md#funding).
 */
export const canFund = (c: Campaign) =>
  c.collab_type === 'paid' &&
  c.funding_status === 'none' &&
  (c.budget ?? 0) > 0 &&
  (c.status === 'draft' || c.status === 'active');

/** The funding chip of a paid campaign; barter campaigns have none. */
export function FundingBadge({ campaign }: { campaign: Campaign }) {
  if (campaign.collab_type !== 'paid') return null;
  const { label, tone } = fundingLabel(campaign.funding_status);
  return <Badge tone={tone}>{label}</Badge>;
}
