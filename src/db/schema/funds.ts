import { boolean, createdAt, id, money, text, updatedAt } from './kit/columns';
import { index, table, uniqueIndex } from './kit/tables';
import { FUNDING_STATUSES, LEDGER_KINDS, PAYOUT_STATUSES } from '@shared/enums';
import { applications } from './applications';
import { campaigns } from './campaigns';
import { transactions } from './payments';
import { users } from './users';

/**
 * A brand's claim that it sent a paid campaign's budget to the platform, with the bank's UTR, and
 * an admin's decision on it (docs/product.md#funding). Rows are kept after a rejection, so a UTR,
 * unique here and against payouts.utr, is never claimed twice.
 */
export const campaignFundings = table(
  'campaign_fundings',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whole rupees: the campaign's budget when the claim was made. */
    amount: money('amount').notNull(),
    /** What the brand writes on its transfer, so an admin can match it on the bank statement. */
    reference: text('reference').notNull(),
    utr: text('utr').notNull(),
    status: text('status', { enum: FUNDING_STATUSES }).notNull().default('awaiting_confirmation'),
    /** Why an admin rejected the claim; shown to the brand. */
    reason: text('reason'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: text('decided_at'),
    /**
     * What went back to the brand when the money was given back (by an admin, or the unspent rest
     * once a completed campaign settled every payout); null before (docs/product.md#funding).
     */
    refundedAmount: money('refunded_amount'),
    /** The UTR of the admin's return transfer; unique like every UTR. */
    refundUtr: text('refund_utr'),
    refundReason: text('refund_reason'),
    refundedBy: text('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: text('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaign_fundings_utr_unique').on(t.utr),
    uniqueIndex('campaign_fundings_reference_unique').on(t.reference),
    uniqueIndex('campaign_fundings_refund_utr_unique').on(t.refundUtr),
    index('campaign_fundings_campaign_idx').on(t.campaignId, t.createdAt),
    /** The admin's queue by status, oldest claim first. */
    index('campaign_fundings_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * What a creator is paid for one paid collaboration: the transaction's deal less commission, GST
 * on the commission and TDS, each line in whole rupees (docs/product.md#payouts).
 */
export const payouts = table(
  'payouts',
  {
    id: id(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gross: money('gross').notNull(),
    commission: money('commission').notNull(),
    gstOnCommission: money('gst_on_commission').notNull(),
    tds: money('tds').notNull(),
    /** What a dispute's split took back for the brand: net = gross - commission - GST - TDS - adjustment. */
    adjustment: money('adjustment').notNull().default(0),
    net: money('net').notNull(),
    /** Whether the creator had saved a PAN when the payout was made: TDS_RATE, else TDS_NO_PAN_RATE. */
    panOnFile: boolean('pan_on_file').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /** PAYOUT_HOLD_HOURS after the work was approved. */
    dueAt: text('due_at').notNull(),
    paidAt: text('paid_at'),
    utr: text('utr'),
    paidBy: text('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_transaction_unique').on(t.transactionId),
    uniqueIndex('payouts_utr_unique').on(t.utr),
    /** The admin's list by status, and the sweep that makes pending payouts due. */
    index('payouts_status_due_idx').on(t.status, t.dueAt),
    index('payouts_creator_created_idx').on(t.creatorId, t.createdAt),
    index('payouts_campaign_idx').on(t.campaignId),
  ],
);

/**
 * The ledger: one row per movement of money, written in the same transaction as the state change it
 * records, never updated or deleted (docs/product.md#ledger). Its sums per campaign and per creator
 * are checked against the fundings and payouts.
 */
export const ledgerEntries = table(
  'ledger_entries',
  {
    id: id(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Whole rupees, never negative; the kind says which way it moved. */
    amount: money('amount').notNull(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fundingId: text('funding_id').references(() => campaignFundings.id, { onDelete: 'cascade' }),
    payoutId: text('payout_id').references(() => payouts.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who made the movement; null when the platform did (a payout falling due). */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    utr: text('utr'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_campaign_idx').on(t.campaignId, t.createdAt),
    index('ledger_creator_idx').on(t.creatorId, t.createdAt),
    index('ledger_payout_idx').on(t.payoutId),
    index('ledger_funding_idx').on(t.fundingId),
  ],
  { insertionOrdered: true },
);
