import { integer, money, text } from './kit/columns';
import { primaryKey, table } from './kit/tables';

/*
 * Rollups: figures the analytics and the commission screen would otherwise compute by reading whole
 * tables. Triggers (drizzle/sqlite/0002_rollups.sql; PostgreSQL's in drizzle/postgres) keep them in
 * step with every insert, update and delete of their source rows, in the same transaction, whatever
 * code path writes; nothing in the app writes them. tests/integration/rollups.test.ts and
 * postgres-schema.test.ts check them against the source tables.
 */

/**
 * How many campaigns (their brand has not deleted them) carry each tag, per India calendar day of
 * their creation: the popular tags of a period sum the days since its start.
 */
export const campaignTagDays = table(
  'campaign_tag_days',
  {
    /** 'YYYY-MM-DD', India time. */
    day: text('day').notNull(),
    tag: text('tag').notNull(),
    campaigns: integer('campaigns').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.tag] })],
);

/** Transactions per payment status, with their amounts summed (whole rupees). */
export const transactionTotals = table('transaction_totals', {
  paymentStatus: text('payment_status').primaryKey(),
  count: integer('count').notNull(),
  dealAmount: money('deal_amount').notNull(),
  commissionAmount: money('commission_amount').notNull(),
  creatorEarnings: money('creator_earnings').notNull(),
});
