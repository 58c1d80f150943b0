/** The lines of a payout, in the order the money goes: net = gross - each line after it (docs/product.md#payouts). */
const PAYOUT_LINES = [
  ['gross', 'Gross'],
  ['commission', 'Commission'],
  ['gst_on_commission', 'GST on commission'],
  ['tds', 'TDS'],
  ['adjustment', 'Dispute adjustment'],
  ['net', 'Net'],
] as const;

export type PayoutLine = (typeof PAYOUT_LINES)[number];

/**
 * The lines to show for these payouts (or a year's totals): the dispute adjustment only where one
 * of them has one, so the lines shown always add up to the net.
 */
export const payoutLines = (rows: readonly { adjustment: number }[]): PayoutLine[] =>
  PAYOUT_LINES.filter(([key]) => key !== 'adjustment' || rows.some((r) => r.adjustment !== 0));
