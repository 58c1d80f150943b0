import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { transactions } from '@db/schema';
import { COMMISSION_RATE } from '@shared/constants';
import { csvLine } from '@shared/csv';
import { formatCsvTimestamp, indiaDate } from '@shared/dates';
import type { TransactionFilters, TransactionRow } from '@shared/schemas/transactions';
import { transactionWhere } from './filters';
import { newestFirst, selectTransactionRows } from './rows';

/** The columns of docs/product.md#commission-csv, in that order. */
export const CSV_HEADER = [
  'Campaign',
  'Brand',
  'Creator',
  'Deal Amount',
  `Commission (${Math.round(COMMISSION_RATE * 100)}%)`,
  'Creator Earnings',
  'Status',
  'Transaction Date',
  'Payment Reference',
  // Beside the documents' columns: Creator Earnings is before GST on the commission and TDS.
  'Net Payout (after GST and TDS)',
  'Payout Status',
];

const rowLine = (t: TransactionRow) =>
  csvLine([
    t.campaign_title,
    t.brand_name,
    t.creator_name,
    t.deal_amount,
    t.commission_amount,
    t.creator_earnings,
    t.payment_status,
    formatCsvTimestamp(t.transaction_date),
    t.payment_reference,
    t.payout_net,
    t.payout_status,
  ]);

/** 'commission-report-2026-03-01.csv', dated in India time like everything the admin sees. */
export function csvFileName(now = new Date()) {
  return `commission-report-${indiaDate(now)}.csv`;
}

/** Larger than any ISO timestamp, so the first page's keyset condition lets every row through. */
const BEFORE_EVERYTHING = { date: '\uffff', id: '' };

/**
 * The commission report as a byte stream, newest first, with the list's filters. A header row is
 * always sent, so no rows gives a header-only file.
 *
 * Rows are read in keyset pages of `chunkSize` by one prepared statement, each page run to the end
 * before it is sent: a better-sqlite3 connection is busy while a statement iterator is open, so
 * holding one across the client's reads would stall every other request on the shared connection.
 * Only one page is in memory at a time, and the next is read when the client wants more (pull).
 */
export function commissionCsv(
  db: Db,
  filters: TransactionFilters,
  chunkSize = 500,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const after = { date: sql.placeholder('date'), id: sql.placeholder('id') };
  const pageQuery = selectTransactionRows(db)
    .where(
      and(
        transactionWhere(filters),
        or(
          lt(transactions.transactionDate, after.date),
          and(eq(transactions.transactionDate, after.date), lt(transactions.id, after.id)),
        ),
      ),
    )
    .orderBy(...newestFirst)
    .limit(chunkSize)
    .prepare();
  let cursor = BEFORE_EVERYTHING;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in any script).
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADER)}`));
    },
    async pull(controller) {
      const rows = await pageQuery.execute({ date: cursor.date, id: cursor.id });
      const last = rows.at(-1);
      if (last) {
        controller.enqueue(encoder.encode(rows.map(rowLine).join('')));
        cursor = { date: last.transaction_date, id: last.id };
      }
      if (rows.length < chunkSize) controller.close();
    },
  });
}
