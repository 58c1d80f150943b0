import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { FUNDING_CLAIM_STATUSES, LEDGER_KINDS, PAYOUT_STATUSES } from '@shared/enums';
import { applications } from './applications';
import { campaigns } from './campaigns';
import { createdAt, id, insertionSeq, rupees, updatedAt } from './columns';
import { transactions } from './payments';
import { users } from './users';

export const campaignFundings = pgTable(
  'campaign_fundings',
  {
    id: id(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    brandId: text('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: rupees('amount').notNull(),
    reference: text('reference').notNull(),
    utr: text('utr').notNull(),
    status: text('status', { enum: FUNDING_CLAIM_STATUSES }).notNull().default('awaiting_confirmation'),
    reason: text('reason'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: text('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campaign_fundings_utr_unique').on(t.utr),
    uniqueIndex('campaign_fundings_reference_unique').on(t.reference),
    index('campaign_fundings_campaign_idx').on(t.campaignId, t.createdAt),
    index('campaign_fundings_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const payouts = pgTable(
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
    gross: rupees('gross').notNull(),
    commission: rupees('commission').notNull(),
    gstOnCommission: rupees('gst_on_commission').notNull(),
    tds: rupees('tds').notNull(),
    net: rupees('net').notNull(),
    panOnFile: boolean('pan_on_file').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
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
    index('payouts_status_due_idx').on(t.status, t.dueAt),
    index('payouts_creator_created_idx').on(t.creatorId, t.createdAt),
    index('payouts_campaign_idx').on(t.campaignId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: rupees('amount').notNull(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fundingId: text('funding_id').references(() => campaignFundings.id, { onDelete: 'cascade' }),
    payoutId: text('payout_id').references(() => payouts.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id').references(() => users.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    utr: text('utr'),
    note: text('note'),
    seq: insertionSeq(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_seq_unique').on(t.seq),
    index('ledger_campaign_idx').on(t.campaignId, t.createdAt),
    index('ledger_creator_idx').on(t.creatorId, t.createdAt),
    index('ledger_payout_idx').on(t.payoutId),
    index('ledger_funding_idx').on(t.fundingId),
  ],
);
