import type { TFunction } from 'i18next';
import { isPaidDeal } from '@shared/campaign-terms';
import { formatDate } from '@shared/dates';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import type { UsageRights } from '@shared/schemas/usage-rights';
import type { BadgeTone } from '@client/components/ui';
import { statusLabel } from '@client/components/ui';

type T = TFunction<'app', 'brand'>;

const known = (s: string): s is CampaignStatus => (CAMPAIGN_STATUSES as readonly string[]).includes(s);

/** A missing status reads as draft on the brand's view; statuses other than the usual three read red. */
export function campaignStatus(status: string | null | undefined, t: T): { label: string; tone: BadgeTone } {
  const s = status || 'draft';
  const tone: BadgeTone =
    s === 'active' ? 'green' : s === 'completed' ? 'blue' : s === 'draft' ? 'yellow' : 'red';
  return { label: known(s) ? t(`campaignStatus.${s}`) : statusLabel(s), tone };
}

type Deal = Parameters<typeof isPaidDeal>[0];

/**
 * The shared campaign terms (@shared/campaign-terms, docs/product.md#campaign-display) in the page's
 * language: 'Paid' or 'Barter'; the budget, or 'Barter'; the dates.
 */
export const collabText = (deal: Deal, t: T) => (isPaidDeal(deal) ? t('terms.paid') : t('terms.barter'));

export const budgetText = (deal: Deal, t: T) =>
  isPaidDeal(deal) ? formatRupees(deal.budget) : t('terms.barter');

export function timelineText(
  { start_date: start, end_date: end }: { start_date: string | null; end_date: string | null },
  t: T,
) {
  if (start && end) return t('terms.between', { start: formatDate(start), end: formatDate(end) });
  if (start) return t('terms.from', { date: formatDate(start) });
  if (end) return t('terms.until', { date: formatDate(end) });
  return t('detail.notSpecified');
}

/** A campaign's usage rights in one line, as usageRightsSummary (@shared/schemas/usage-rights) writes it. */
export function usageRightsText(r: UsageRights, t: T) {
  const use =
    r.scope === 'none'
      ? t('usageRights.scopes.none.label')
      : t('terms.usage', {
          scope: t(`usageRights.scopes.${r.scope}.label`),
          days: r.duration_days,
          territory: t(`usageRights.territories.${r.territory}.label`),
        });
  return r.exclusivity_days > 0 ? t('terms.exclusive', { use, days: r.exclusivity_days }) : use;
}
