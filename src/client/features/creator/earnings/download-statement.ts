import type { Payout, Statement } from '@shared/schemas/funds';
import { csvBlob } from '@client/features/admin/shared/csv';
import { downloadBlob } from '@client/features/admin/shared/download';
import { statementCsv, statementFileName } from './statement-csv';

/** Saves the year's statement as statement-{fy}.csv, built here from the answer already on screen. */
export const downloadStatement = (payouts: readonly Payout[], statement: Statement) =>
  downloadBlob(csvBlob(statementCsv(payouts, statement)), statementFileName(statement.fy));
