import { makeDuePayoutsDue } from '@server/services/payouts/due';
import type { JobHandler } from './types';

/**
 * docs/product.md#payouts: a pending payout becomes due at its due_at. The one sweep moves it (and
 * any other whose time has come) with its payout_due ledger row; a payout held or paid meanwhile is
 * not pending, so nothing moves.
 */
export const makePayoutDue: JobHandler = async (tx, _job, { now }) => {
  await makeDuePayoutsDue(tx, now);
  return undefined;
};
