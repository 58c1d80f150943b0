import { i18n } from '@client/i18n/i18n';

/** The lines of a payout, in the order the money goes: net = gross - each line after it (docs/product.md#payouts). */
const PAYOUT_LINE_KEYS = ['gross', 'commission', 'gst_on_commission', 'tds', 'adjustment', 'net'] as const;

type PayoutLineKey = (typeof PAYOUT_LINE_KEYS)[number];

/** A line and its name in the page's language: ['gst_on_commission', 'GST on commission']. */
export type PayoutLine = readonly [PayoutLineKey, string];

/** A line's name, or 'Paid to you' for what was paid, in the page's language. */
export const payoutLineLabel = (key: PayoutLineKey | 'paid') =>
  i18n.getFixedT(null, 'app', 'creator.earnings.lines')(key);

/**
 * The lines to show for these payouts (or a year's totals): the dispute adjustment only where one
 * of them has one, so the lines shown always add up to the net.
 */
export const payoutLines = (rows: readonly { adjustment: number }[]): PayoutLine[] =>
  PAYOUT_LINE_KEYS.filter((key) => key !== 'adjustment' || rows.some((r) => r.adjustment !== 0)).map(
    (key) => [key, payoutLineLabel(key)] as const,
  );
