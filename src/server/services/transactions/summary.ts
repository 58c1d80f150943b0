import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactions } from '../../../db/schema';
import { memoByDataVersion } from '../data-version';

/** Money that is still owed or paid: everything except failed and cancelled transactions (the contract). */
const counted = sql`${transactions.paymentStatus} not in ('failed', 'cancelled')`;

/**
 * The commission screen's cards, in one aggregate query over every transaction, kept until the data
 * changes (memoByDataVersion): it reads every transaction, and admins reload it far more often than
 * transactions change.
 */
export function commissionSummary(db: Db) {
  return memoByDataVersion(db, 'commission-summary', () => summarise(db));
}

function summarise(db: Db) {
  const row = db
    .select({
      totalRevenue: sql<number>`coalesce(sum(case when ${counted} then ${transactions.dealAmount} end), 0)`,
      totalCommission: sql<number>`coalesce(sum(case when ${counted} then ${transactions.commissionAmount} end), 0)`,
      totalPayouts: sql<number>`coalesce(sum(case when ${counted} then ${transactions.creatorEarnings} end), 0)`,
      completedTransactions: sql<number>`count(case when ${transactions.paymentStatus} = 'completed' then 1 end)`,
      totalTransactions: sql<number>`count(*)`,
    })
    .from(transactions)
    .get();
  return row ?? { totalRevenue: 0, totalCommission: 0, totalPayouts: 0, completedTransactions: 0, totalTransactions: 0 };
}
