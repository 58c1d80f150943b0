import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { UNFUNDED, type FundingStatus } from '@shared/enums';
import type { Campaign } from '@shared/schemas/campaign';
import { Badge, type BadgeTone } from '@client/components/ui';

/** How a paid campaign's funding reads to its brand (docs/product.md#funding). */
const FUNDING_TONES: Record<FundingStatus, BadgeTone> = {
  none: 'gray',
  awaiting_confirmation: 'yellow',
  held: 'green',
  released: 'blue',
  refunded: 'gray',
};

export const fundingLabel = (status: FundingStatus, t: TFunction<'app', 'brand'>) => ({
  label: t(`funding.status.${status}`),
  tone: FUNDING_TONES[status],
});

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
  const { t } = useTranslation('app', { keyPrefix: 'brand' });
  if (campaign.collab_type !== 'paid') return null;
  const { label, tone } = fundingLabel(campaign.funding_status, t);
  return <Badge tone={tone}>{label}</Badge>;
}
