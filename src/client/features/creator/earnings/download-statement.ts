import { csvBlob } from '@client/lib/csv';
import { downloadBlob } from '@client/lib/download';
import { statementCsv, statementFileName } from './statement-csv';
import type { YearPayouts } from './year-payouts';

/** Saves the year's statement as statement-{fy}.csv, built here from every payout of the year. */
export const downloadStatement = ({ payouts, statement }: YearPayouts) =>
  downloadBlob(csvBlob(statementCsv(payouts, statement)), statementFileName(statement.fy));
