import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactions } from '../../../db/schema';
import type { TransactionFilters } from '../../../shared/schemas/transactions';
import { notFound } from '../../errors';
import { page } from '../pagination';
import { transactionWhere } from './filters';
import { newestFirst, selectTransactionRows } from './rows';

export function listTransactions(db: Db, filters: TransactionFilters & { limit?: number; offset?: number }) {
  const { limit, offset } = page(filters);
  return selectTransactionRows(db)
    .where(transactionWhere(filters))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset)
    .all();
}

export function getTransaction(db: Db, id: string) {
  const row = selectTransactionRows(db).where(eq(transactions.id, id)).get();
  if (!row) throw notFound('Transaction');
  return row;
}
