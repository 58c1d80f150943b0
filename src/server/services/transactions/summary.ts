import { ne, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { payouts, transactionTotals } from '@db/schema';
import { VOID_PAYMENT_STATUSES, type PaymentStatus } from '@shared/enums';

/**
 * The commission screen's cards, all-time: summed from transaction_totals, the per-status totals
 * that triggers keep with every transaction write, so it reads a handful of rows at any size; and
 * beside Creator Payouts (earnings before GST and TDS) what the payouts pay, cancelled ones (the
 * void payments' and refunded disputes') left out.
 */
export async function commissionSummary(db: Db) {
  const summary = {
    totalRevenue: 0,
    totalCommission: 0,
    totalPayouts: 0,
    netPayouts: 0,
    completedTransactions: 0,
    totalTransactions: 0,
  };
  for (const row of await db.select().from(transactionTotals)) {
    summary.totalTransactions += row.count;
    if (row.paymentStatus === 'completed') summary.completedTransactions += row.count;
    if (VOID_PAYMENT_STATUSES.includes(row.paymentStatus as PaymentStatus)) continue;
    summary.totalRevenue += row.dealAmount;
    summary.totalCommission += row.commissionAmount;
    summary.totalPayouts += row.creatorEarnings;
  }
  const [net] = await db
    .select({ net: sql<number>`coalesce(sum(${payouts.net}), 0)` })
    .from(payouts)
    .where(ne(payouts.status, 'cancelled'));
  summary.netPayouts = Number(net?.net ?? 0);
  return summary;
}
