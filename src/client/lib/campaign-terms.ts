import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isPaidDeal } from '@shared/campaign-terms';
import { formatDate } from '@shared/dates';
import { formatRupees } from '@shared/format';
import type { UsageRights } from '@shared/schemas/usage-rights';

type T = TFunction<'public', 'common.terms'>;
type Deal = Parameters<typeof isPaidDeal>[0];
type Timeline = { start_date: string | null; end_date: string | null };

/*
 * A campaign's terms as @shared/campaign-terms and usageRightsSummary write them in English
 * (docs/product.md#campaign-display), in the page's language: the same for the brand, its creators
 * and admins.
 */

/** 'Paid' or 'Barter'. */
export const collabText = (deal: Deal, t: T) => (isPaidDeal(deal) ? t('paid') : t('barter'));

/** The budget, or 'Barter'. */
export const budgetText = (deal: Deal, t: T) => (isPaidDeal(deal) ? formatRupees(deal.budget) : t('barter'));

/** '1 Oct 2026 – 31 Oct 2026', 'From …', 'Until …' or 'Not specified'. */
export function timelineText({ start_date: start, end_date: end }: Timeline, t: T) {
  if (start && end) return t('between', { start: formatDate(start), end: formatDate(end) });
  if (start) return t('from', { date: formatDate(start) });
  if (end) return t('until', { date: formatDate(end) });
  return t('notSpecified');
}

/** The usage rights in one line. */
export function usageRightsText(r: UsageRights, t: T) {
  const use =
    r.scope === 'none'
      ? t('scopes.none')
      : t('usage', {
          scope: t(`scopes.${r.scope}`),
          days: r.duration_days,
          territory: t(`territories.${r.territory}`),
        });
  return r.exclusivity_days > 0 ? t('exclusive', { use, days: r.exclusivity_days }) : use;
}

/** The four, in the page's language. */
export function useCampaignTerms() {
  const { t } = useTranslation('public', { keyPrefix: 'common.terms' });
  return {
    collab: (deal: Deal) => collabText(deal, t),
    budget: (deal: Deal) => budgetText(deal, t),
    timeline: (timeline: Timeline) => timelineText(timeline, t),
    usageRights: (r: UsageRights) => usageRightsText(r, t),
  };
}
