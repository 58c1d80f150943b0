import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { indexedBy, rows } from '@db/dialect';
import {
  PAYMENT_STATUSES,
  REPORT_STATUSES,
  REPORT_TYPES,
  VOID_PAYMENT_STATUSES,
  type PaymentStatus,
} from '@shared/enums';
import type { Analytics } from '@shared/schemas/analytics';

const zeroes = (keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<string, number>;

/**
 * reportStats: reports filed within the period (a range of reports_created_idx, pinned with INDEXED
 * BY on SQLite because it would otherwise scan all of reports_status_created_idx to save a sort), by their status now: total,
 * pending, resolved, dismissed; byType counts them per report type (every type present). Grouped in
 * SQL; at most 3 x 4 groups reach this code.
 */
export async function reportStats(db: Db, since: string): Promise<Analytics['reportStats']> {
  const found = await rows<{ status: string; type: string; count: number }>(
    db,
    sql`
    select status, report_type as type, count(*) as count from ${indexedBy(sql`reports`, 'reports_created_idx')}
    where created_at >= ${since} group by status, report_type
  `,
  );
  const byStatus = zeroes(REPORT_STATUSES);
  const byType = zeroes(REPORT_TYPES);
  for (const r of found) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + r.count;
    byType[r.type] = (byType[r.type] ?? 0) + r.count;
  }
  const total = found.reduce((sum, r) => sum + r.count, 0);
  return {
    total,
    pending: byStatus.pending ?? 0,
    resolved: byStatus.resolved ?? 0,
    dismissed: byStatus.dismissed ?? 0,
    byType,
  };
}

/**
 * transactionStats: transactions dated within the period (a range of transactions_date_idx, which covers it; pinned
 * for the same reason). total counts all
 * of them; byStatus counts them per payment status (every status present). totalAmount sums the
 * deal amounts (whole rupees) of those not failed or cancelled, as the commission summary does,
 * and averageAmount is totalAmount over that many transactions, rounded, 0 when none.
 */
export async function transactionStats(db: Db, since: string): Promise<Analytics['transactionStats']> {
  const found = await rows<{ status: string; count: number; amount: number }>(
    db,
    sql`
    select payment_status as status, count(*) as count, coalesce(sum(deal_amount), 0) as amount
    from ${indexedBy(sql`transactions`, 'transactions_date_idx')} where transaction_date >= ${since}
    group by payment_status
  `,
  );
  const byStatus = zeroes(PAYMENT_STATUSES);
  let total = 0;
  let counted = 0;
  let totalAmount = 0;
  for (const r of found) {
    byStatus[r.status] = r.count;
    total += r.count;
    if (!VOID_PAYMENT_STATUSES.includes(r.status as PaymentStatus)) {
      counted += r.count;
      totalAmount += r.amount;
    }
  }
  return { total, totalAmount, averageAmount: counted ? Math.round(totalAmount / counted) : 0, byStatus };
}
