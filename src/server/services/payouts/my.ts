import type { Db } from '@db/client';
import { financialYearOf } from '@shared/financial-year';
import type { Env } from '@server/env';
import { makeDuePayoutsDue } from './due';
import { creatorPayouts } from './read';
import { creatorStatement } from './statement';

/** GET /payouts/my: the creator's payouts, newest first, and the statement of `fy` (default: this India financial year). */
export async function myPayouts(
  deps: { db: Db; env: Pick<Env, 'TDS_RATE' | 'TDS_NO_PAN_RATE'>; now: () => number },
  creatorId: string,
  fy?: string,
) {
  const now = deps.now();
  await makeDuePayoutsDue(deps.db, now);
  return {
    payouts: await creatorPayouts(deps.db, creatorId),
    statement: await creatorStatement(deps, creatorId, fy ?? financialYearOf(new Date(now))),
  };
}
