import { applications, campaigns, transactions } from '@db/schema';
import type { DealSplit } from '@shared/money';

type NewCampaign = typeof campaigns.$inferInsert;
type NewApplication = typeof applications.$inferInsert;

/**
 * A campaign row of `brandId`: active, with a budget of 10,000 rupees unless given, and paid or
 * barter by its budget.
 */
export function campaignRow(brandId: string, values: Partial<NewCampaign> = {}): NewCampaign {
  const budget = values.budget === undefined ? 10_000 : values.budget;
  return {
    userId: brandId,
    title: 'A campaign',
    status: 'active',
    collabType: budget && budget > 0 ? 'paid' : 'barter',
    ...values,
    budget,
  };
}

/** An application of `creatorId` to `campaign` (its brand denormalised onto the row): accepted unless given. */
export const applicationRow = (
  campaign: { id: string; userId: string },
  creatorId: string,
  values: Partial<NewApplication> = {},
): NewApplication => ({
  campaignId: campaign.id,
  brandId: campaign.userId,
  creatorId,
  status: 'accepted',
  ...values,
});

/** The transaction paying `application` its deal (docs/product.md#commission): pending unless given. */
export const transactionRow = (
  application: { id: string; campaignId: string; brandId: string; creatorId: string },
  deal: DealSplit,
  values: Pick<typeof transactions.$inferInsert, 'paymentReference'> &
    Partial<typeof transactions.$inferInsert>,
): typeof transactions.$inferInsert => ({
  campaignId: application.campaignId,
  applicationId: application.id,
  brandId: application.brandId,
  creatorId: application.creatorId,
  dealAmount: deal.deal_amount,
  commissionAmount: deal.commission_amount,
  creatorEarnings: deal.creator_earnings,
  paymentStatus: 'pending',
  ...values,
});
