import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { transactions } from '@db/schema';
import { dayBound } from '@shared/india-time';
import type { TransactionFilters } from '@shared/schemas/transactions';
import { inlineValue, type Bind } from '../prepared';
import { matchesSearch } from '../text-search';

/** The WHERE of the commission list and its CSV export; the date range uses transactions_status_date_idx / transactions_date_idx. */
export function transactionWhere(filters: TransactionFilters, bind: Bind = inlineValue): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status && filters.status !== 'all')
    conditions.push(eq(transactions.paymentStatus, bind('status', filters.status)));
  if (filters.startDate)
    conditions.push(gte(transactions.transactionDate, bind('from', dayBound(filters.startDate, 'start'))));
  if (filters.endDate)
    conditions.push(lte(transactions.transactionDate, bind('to', dayBound(filters.endDate, 'end'))));
  const search = matchesSearch([transactions.paymentReference], filters.search, bind);
  if (search) conditions.push(search);
  return conditions.length ? and(...conditions) : undefined;
}
