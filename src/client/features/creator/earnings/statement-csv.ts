import type { Payout, Statement } from '@shared/schemas/funds';
import { toCsv } from '@shared/csv';
import { indiaCalendarDay } from '@shared/dates';
import { financialYearOf } from '@shared/financial-year';
import { i18n } from '@client/i18n/i18n';
import { payoutStatusLabel } from './payout-status';

type Row = (string | number | null)[];

/** The 194R mark, the same words on the screen, the printable page and the CSV. */
export const over194R = () => i18n.t('creator.earnings.summary.over194R', { ns: 'app' });

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
 * Its words (headings, statuses) are in the page's language.
 */
export function statementCsv(payouts: readonly Payout[], s: Statement) {
  const w = i18n.getFixedT(null, 'app', 'creator.earnings.csv');
  const t = s.totals;
  const rows: Row[] = [
    [w('statement'), s.fy, s.from, s.to],
    [],
    [
      w('campaign'),
      w('status'),
      w('madeOn'),
      w('dueOn'),
      w('paidOn'),
      w('utr'),
      w('gross'),
      w('commission'),
      w('gstOnCommission'),
      w('tds'),
      w('adjustment'),
      w('net'),
    ],
    ...statementPayouts(payouts, s.fy).map((p) => [
      p.campaign_title,
      payoutStatusLabel(p.status),
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
      w('total'),
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
    [w('paid'), null, null, null, null, null, null, null, null, null, null, t.paid],
    [],
    [w('barterBrand'), w('collaborations'), w('value'), w('section194R')],
    ...s.barter.map((b) => [b.brand_name, b.collaborations, b.value, b.over_threshold ? over194R() : null]),
  ];
  return toCsv(rows);
}

export const statementFileName = (fy: string) => `statement-${fy}.csv`;
