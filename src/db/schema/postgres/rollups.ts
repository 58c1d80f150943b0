import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { rupees } from './columns';

/* Kept by the PL/pgSQL triggers of drizzle/postgres (the SQLite twins explain what they hold). */

export const campaignTagDays = pgTable(
  'campaign_tag_days',
  {
    day: text('day').notNull(),
    tag: text('tag').notNull(),
    campaigns: integer('campaigns').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.tag] })],
);

export const transactionTotals = pgTable('transaction_totals', {
  paymentStatus: text('payment_status').primaryKey(),
  count: integer('count').notNull(),
  dealAmount: rupees('deal_amount').notNull(),
  commissionAmount: rupees('commission_amount').notNull(),
  creatorEarnings: rupees('creator_earnings').notNull(),
});
