import { formatRupees } from '@shared/format';
import { isBarterBudget } from '@shared/money';

/** A budget of 0 or none is a barter deal (spec 1 section 9); anything else in rupees. */
export const budgetText = (budget: number | null | undefined) =>
  isBarterBudget(budget) ? 'Barter' : formatRupees(budget);
