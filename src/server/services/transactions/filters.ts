import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import { transactions } from '@db/schema';
import type { TransactionFilters } from '@shared/schemas/transactions';
import { inlineValue, type Bind } from '../prepared';
import { matchesSearch } from '../text-search';

const IST_OFFSET = '+05:30';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day is a day in India time; a full timestamp is taken as given. Both become UTC ISO text. */
function boundary(value: string, edge: 'start' | 'end') {
  if (!DATE_ONLY.test(value)) return new Date(value).toISOString();
  const time = edge === 'start' ? 'T00:00:00.000' : 'T23:59:59.999';
  return new Date(`${value}${time}${IST_OFFSET}`).toISOString();
}

/** The WHERE of the commission list and its CSV export; the date range uses transactions_status_date_idx / transactions_date_idx. */
export function transactionWhere(filters: TransactionFilters, bind: Bind = inlineValue): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status && filters.status !== 'all')
    conditions.push(eq(transactions.paymentStatus, bind('status', filters.status)));
  if (filters.startDate)
    conditions.push(gte(transactions.transactionDate, bind('from', boundary(filters.startDate, 'start'))));
  if (filters.endDate)
    conditions.push(lte(transactions.transactionDate, bind('to', boundary(filters.endDate, 'end'))));
  const search = matchesSearch([transactions.paymentReference], filters.search, bind);
  if (search) conditions.push(search);
  return conditions.length ? and(...conditions) : undefined;
}
