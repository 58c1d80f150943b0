import type { Payout, Statement } from '@shared/schemas/funds';
import { toCsv } from '@shared/csv';
import { indiaCalendarDay } from '@shared/dates';
import { financialYearOf } from '@shared/financial-year';
import { PAYOUT_STATUS_LABELS } from './payout-status';

type Row = (string | number | null)[];

/** The 194R mark, the same words on the screen, the printable page and the CSV. */
export const OVER_194R = 'Over ₹20,000 (section 194R)';

/**
 * The payouts a statement counts: made in its financial year by India's calendar, cancelled ones
 * left out (docs/product.md#statement), so the rows add up to the totals.
 */
export const statementPayouts = (payouts: readonly Payout[], fy: string) =>
  payouts.filter((p) => p.status !== 'cancelled' && financialYearOf(new Date(p.created_at)) === fy);

/**
 * The statement as CSV: each payout of the year, then the totals and what was paid, then the barter
 * received per brand. Every line of a payout has its column, the dispute adjustment too (0 when
 * none), so each row adds up: gross - commission - GST - TDS - adjustment = net. Money in whole rupees, dates India's YYYY-MM-DD (docs/product.md#dates).
 */
export function statementCsv(payouts: readonly Payout[], s: Statement) {
  const t = s.totals;
  const rows: Row[] = [
    ['Statement', s.fy, s.from, s.to],
    [],
    [
      'Campaign',
      'Status',
      'Made on',
      'Due on',
      'Paid on',
      'UTR',
      'Gross (INR)',
      'Commission (INR)',
      'GST on commission (INR)',
      'TDS (INR)',
      'Dispute adjustment (INR)',
      'Net (INR)',
    ],
    ...statementPayouts(payouts, s.fy).map((p) => [
      p.campaign_title,
      PAYOUT_STATUS_LABELS[p.status],
      indiaCalendarDay(p.created_at),
      indiaCalendarDay(p.due_at),
      indiaCalendarDay(p.paid_at),
      p.utr,
      p.gross,
      p.commission,
      p.gst_on_commission,
      p.tds,
      p.adjustment,
      p.net,
    ]),
    [
      'Total',
      null,
      null,
      null,
      null,
      null,
      t.gross,
      t.commission,
      t.gst_on_commission,
      t.tds,
      t.adjustment,
      t.net,
    ],
    ['Paid', null, null, null, null, null, null, null, null, null, null, t.paid],
    [],
    ['Barter brand', 'Collaborations', 'Value (INR)', 'Section 194R'],
    ...s.barter.map((b) => [b.brand_name, b.collaborations, b.value, b.over_threshold ? OVER_194R : null]),
  ];
  return toCsv(rows);
}

export const statementFileName = (fy: string) => `statement-${fy}.csv`;
