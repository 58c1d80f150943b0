import { applications, campaigns, transactions } from '@db/schema';
import { applicationRow, campaignRow, transactionRow } from '@db/rows/deals';
import type { TestApp } from './app';

/**
 * Rows for the admin money tests (commission, CSV, analytics), written straight into the database
 * with chosen dates, so those tests depend only on the schema, not on the marketplace services.
 */

export const daysAgo = (days: number, from = Date.now()) =>
  new Date(from - days * 24 * 60 * 60 * 1000).toISOString();

export async function insertCampaign(
  t: Pick<TestApp, 'db'>,
  brandId: string,
  values: Partial<typeof campaigns.$inferInsert> = {},
) {
  const [campaign] = await t.db.insert(campaigns).values(campaignRow(brandId, values)).returning();
  return campaign!;
}

export async function insertApplication(
  t: Pick<TestApp, 'db'>,
  campaign: { id: string; userId: string },
  creatorId: string,
  values: Partial<typeof applications.$inferInsert> = {},
) {
  const [application] = await t.db
    .insert(applications)
    .values(applicationRow(campaign, creatorId, values))
    .returning();
  return application!;
}

/** 15% of the deal, rounded half up, as docs/product.md#commission splits a deal. */
export const commissionOf = (deal: number) => Math.floor((deal * 15 + 50) / 100);

let references = 0;

/** A transaction (and the accepted application it pays) for `deal` rupees. */
export async function insertTransaction(
  t: Pick<TestApp, 'db'>,
  opts: {
    campaign: { id: string; userId: string };
    creatorId: string;
    deal: number;
    status?: (typeof transactions.$inferInsert)['paymentStatus'];
    date?: string;
    reference?: string;
  },
) {
  const application = await insertApplication(t, opts.campaign, opts.creatorId, { status: 'completed' });
  const commission = commissionOf(opts.deal);
  references += 1;
  const [transaction] = await t.db
    .insert(transactions)
    .values(
      transactionRow(
        application,
        { deal_amount: opts.deal, commission_amount: commission, creator_earnings: opts.deal - commission },
        {
          paymentStatus: opts.status ?? 'pending',
          paymentReference: opts.reference ?? `TXN-TEST-${String(references).padStart(6, '0')}`,
          ...(opts.date ? { transactionDate: opts.date, createdAt: opts.date } : {}),
        },
      ),
    )
    .returning();
  return transaction!;
}
