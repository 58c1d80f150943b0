import { desc, eq, sql } from 'drizzle-orm';
import { alias } from '@db/engines/builder';
import type { Db } from '@db/client';
import { campaigns, payouts, profiles, transactions, users } from '@db/schema';

const brand = alias(users, 'brand');
const brandProfile = alias(profiles, 'brand_profile');
const creator = alias(users, 'creator');

/** The columns of a transaction row as the admin sees it; brand_name is the company name, else the brand's full name. */
export const transactionColumns = {
  id: transactions.id,
  campaign_id: transactions.campaignId,
  campaign_title: campaigns.title,
  brand_id: transactions.brandId,
  brand_name: sql<string>`coalesce(nullif(trim(${brandProfile.companyName}), ''), ${brand.fullName})`,
  creator_id: transactions.creatorId,
  creator_name: creator.fullName,
  deal_amount: transactions.dealAmount,
  commission_amount: transactions.commissionAmount,
  creator_earnings: transactions.creatorEarnings,
  payment_status: transactions.paymentStatus,
  transaction_date: transactions.transactionDate,
  payment_reference: transactions.paymentReference,
  updated_at: transactions.updatedAt,
  payout_net: payouts.net,
  payout_status: payouts.status,
};

/** Transactions joined to their campaign, brand, creator and payout in one query (no lookups per row). */
export function selectTransactionRows(db: Db) {
  return db
    .select(transactionColumns)
    .from(transactions)
    .innerJoin(campaigns, eq(campaigns.id, transactions.campaignId))
    .innerJoin(brand, eq(brand.id, transactions.brandId))
    .leftJoin(brandProfile, eq(brandProfile.userId, transactions.brandId))
    .innerJoin(creator, eq(creator.id, transactions.creatorId))
    .leftJoin(payouts, eq(payouts.transactionId, transactions.id))
    .$dynamic();
}

/** Newest first; the id breaks ties so paging (and the CSV's keyset) is stable. */
export const newestFirst = [desc(transactions.transactionDate), desc(transactions.id)] as const;
