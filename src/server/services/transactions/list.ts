import { eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { transactions } from '@db/schema';
import type { TransactionFilters } from '@shared/schemas/transactions';
import { notFound } from '@server/errors';
import { limitInText, page } from '../pagination';
import { placeholderBinder, prepared } from '../prepared';
import { transactionWhere } from './filters';
import { newestFirst, selectTransactionRows } from './rows';

/** The commission list, newest first: one prepared query per combination of filters and page size. */
export async function listTransactions(
  db: Db,
  filters: TransactionFilters & { limit?: number; offset?: number },
) {
  const { limit, offset } = page(filters);
  const { bind, values, shape } = placeholderBinder();
  const where = transactionWhere(filters, bind);
  return prepared(db, `transactions-page:${shape()}:${limit}`, () =>
    selectTransactionRows(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limitInText(limit))
      .offset(sql.placeholder('offset'))
      .prepare(),
  ).execute({ ...values, offset });
}

export async function getTransaction(db: Db, id: string) {
  const [row] = await selectTransactionRows(db).where(eq(transactions.id, id));
  if (!row) throw notFound('Transaction');
  return row;
}
