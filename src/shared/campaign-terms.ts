import { formatRupees } from './format';
import { formatDate } from './dates';
import { isBarterBudget } from './money';

type Deal = { collab_type?: string | null; budget: number | null | undefined };
type Timeline = { start_date: string | null; end_date: string | null };

/**
 * Paid only with a budget above 0 (docs/product.md#barter): a row stored as paid without one, from
 * before the rule, reads as barter, as the money rules already count it.
 */
export const isPaidDeal = (deal: Deal) => deal.collab_type !== 'barter' && !isBarterBudget(deal.budget);

/**
 * Whether one creator's deal pays money (docs/product.md#disclosure): the campaign is paid, or their
 * application carries an agreed amount above 0 (a direct offer); else it is barter. The disclosure
 * check reads it, since "Free gift" alone is a label only for barter.
 */
export const dealPaysMoney = (deal: Deal & { agreed_amount?: number | null }) =>
  isPaidDeal(deal) || (deal.agreed_amount ?? 0) > 0;

/** 'Paid' or 'Barter', the same for brand, creator and admin (docs/product.md#campaign-display). */
export const collabLabel = (deal: Deal) => (isPaidDeal(deal) ? 'Paid' : 'Barter');

/** '₹40,000' for a paid campaign, else 'Barter' (docs/product.md#campaign-display). */
export const budgetLabel = (deal: Deal) => (isPaidDeal(deal) ? formatRupees(deal.budget) : 'Barter');

/** '1 Oct 2026 – 31 Oct 2026', 'From …', 'Until …', or 'Not specified' (docs/product.md#campaign-display). */
export function timelineLabel({ start_date: start, end_date: end }: Timeline) {
  if (start && end) return `${formatDate(start)} – ${formatDate(end)}`;
  if (start) return `From ${formatDate(start)}`;
  if (end) return `Until ${formatDate(end)}`;
  return 'Not specified';
}
