import { formatRupees } from '@shared/format';
import { isBarterBudget } from '@shared/money';

/** A budget of 0 or none is a barter deal (docs/product.md#barter); anything else in rupees. */
export const budgetText = (budget: number | null | undefined) =>
  isBarterBudget(budget) ? 'Barter' : formatRupees(budget);
