import type { Db } from '@db/client';
import { financialYearOf } from '@shared/financial-year';
import type { Env } from '@server/env';
import { makeDuePayoutsDue } from './due';
import { creatorPayouts } from './read';
import { creatorStatement } from './statement';

/**
 * GET /payouts/my: the creator's payouts made in financial year `fy` (default: this India financial
 * year), newest first, a page at a time with their total, and that year's statement.
 */
export async function myPayouts(
  deps: { db: Db; env: Pick<Env, 'TDS_RATE' | 'TDS_NO_PAN_RATE'>; now: () => number },
  creatorId: string,
  input: { fy?: string; limit?: number; offset?: number } = {},
) {
  const now = deps.now();
  await makeDuePayoutsDue(deps.db, now);
  const fy = input.fy ?? financialYearOf(new Date(now));
  const { payouts, total } = await creatorPayouts(deps.db, creatorId, { ...input, fy });
  return { payouts, total, statement: await creatorStatement(deps, creatorId, fy) };
}
