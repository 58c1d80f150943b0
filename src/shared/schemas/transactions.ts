import { z } from 'zod';
import { PAYMENT_STATUSES, PAYOUT_STATUSES } from '../enums';
import { idParam, pageInput, searchText, text } from './common';
import { utrField } from './funds';

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}(T.*)?$/;

/**
 * A date filter: a calendar day ('2026-03-01', read as that day in India time) or a full ISO
 * timestamp (used as given). An empty value means no filter, as the client's cleared date pickers send.
 */
const isoDate = (field: string) =>
  text(field)
    .refine(
      (v) => v === '' || (DATE_PREFIX.test(v) && !Number.isNaN(Date.parse(v))),
      `${field} must be an ISO date (YYYY-MM-DD or a full timestamp)`,
    )
    .transform((v) => v || undefined);

/** The commission screen's filters, shared by the list and the CSV export. 'all' means no status filter. */
export const transactionFilters = z.object({
  status: z
    .enum([...PAYMENT_STATUSES, 'all'], {
      message: 'status must be one of pending, completed, failed, cancelled or all',
    })
    .optional(),
  startDate: isoDate('startDate').optional(),
  endDate: isoDate('endDate').optional(),
  /** Matched against the payment reference, anywhere in it, ignoring case. */
  search: searchText(100, 'search').optional(),
});
export type TransactionFilters = z.infer<typeof transactionFilters>;

export const listTransactionsInput = transactionFilters.extend(pageInput);

export const updateTransactionInput = z.object({
  id: idParam,
  payment_status: z.enum(PAYMENT_STATUSES, {
    message: 'payment_status must be one of pending, completed, failed, cancelled',
  }),
  /** With completed: the UTR of the bank transfer that paid the creator, kept on the payout. */
  utr: utrField.optional(),
});

/** A transaction (docs/product.md#transaction-states), with the ids it links. Money is whole rupees. */
export const transactionOutput = z.object({
  id: z.string(),
  campaign_id: z.string(),
  campaign_title: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  creator_id: z.string(),
  creator_name: z.string(),
  deal_amount: z.number().int(),
  commission_amount: z.number().int(),
  creator_earnings: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  transaction_date: z.string(),
  payment_reference: z.string(),
  updated_at: z.string(),
  /** The creator's payout of it (docs/product.md#payouts): what it pays after GST, TDS and any adjustment. */
  payout_net: z.number().int().nullable(),
  payout_status: z.enum(PAYOUT_STATUSES).nullable(),
});
export type TransactionRow = z.infer<typeof transactionOutput>;

/** Revenue, commission and payouts count transactions that are not failed or cancelled (docs/product.md#void-payments). */
export const commissionSummaryOutput = z.object({
  totalRevenue: z.number().int(),
  totalCommission: z.number().int(),
  /** Creator earnings (deal - commission), before GST on the commission and TDS. */
  totalPayouts: z.number().int(),
  /** What the payouts of those transactions pay, after GST, TDS and dispute adjustments (cancelled left out). */
  netPayouts: z.number().int(),
  completedTransactions: z.number().int(),
  totalTransactions: z.number().int(),
});
