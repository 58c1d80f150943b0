import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, profiles, users } from '@db/schema';
import type { Campaign } from '@shared/schemas/campaign';
import type { UsageRights } from '@shared/schemas/usage-rights';

/** A brand's display name: the company name, else the account's full name (docs/product.md#campaign-fields). */
export const brandNameOf = (profile: { companyName: AnyColumn }, user: { fullName: AnyColumn }) =>
  sql<string>`coalesce(nullif(trim(${profile.companyName}), ''), ${user.fullName})`;

/** The columns behind the campaign object (docs/product.md#campaign-fields), brand name included. */
export const campaignColumns = {
  id: campaigns.id,
  userId: campaigns.userId,
  title: campaigns.title,
  description: campaigns.description,
  status: campaigns.status,
  budget: campaigns.budget,
  budgetRange: campaigns.budgetRange,
  collabType: campaigns.collabType,
  tags: campaigns.tags,
  deliverables: campaigns.deliverables,
  startDate: campaigns.startDate,
  endDate: campaigns.endDate,
  deadline: campaigns.deadline,
  applicationCount: campaigns.applicationCount,
  fundingStatus: campaigns.fundingStatus,
  productValue: campaigns.productValue,
  revisionRounds: campaigns.revisionRounds,
  visibility: campaigns.visibility,
  destinationUrl: campaigns.destinationUrl,
  usageScope: campaigns.usageScope,
  usageDurationDays: campaigns.usageDurationDays,
  usageTerritory: campaigns.usageTerritory,
  usageExclusivityDays: campaigns.usageExclusivityDays,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
  brandName: brandNameOf(profiles, users),
  /** docs/product.md#reviews: kept on the brand's profile, so cards need no join beyond the brand's. */
  brandRating: profiles.rating,
  brandReviewCount: sql<number>`coalesce(${profiles.reviewCount}, 0)`.mapWith(Number),
};

/** Campaigns joined to their brand; callers add where, order and paging. */
export function selectCampaigns(db: Db) {
  return db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .leftJoin(profiles, eq(profiles.userId, campaigns.userId))
    .$dynamic();
}

type CampaignRow = Awaited<ReturnType<typeof selectCampaigns>>[number];

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    description: row.description,
    status: row.status,
    budget: row.budget,
    budget_range: row.budgetRange,
    collab_type: row.collabType,
    tags: row.tags,
    deliverables: row.deliverables,
    timeline: { start_date: row.startDate, end_date: row.endDate },
    deadline: row.deadline,
    application_count: row.applicationCount,
    funding_status: row.fundingStatus,
    product_value: row.productValue,
    revision_rounds: row.revisionRounds,
    visibility: row.visibility,
    destination_url: row.destinationUrl,
    usage_rights: {
      scope: row.usageScope,
      duration_days: row.usageDurationDays,
      territory: row.usageTerritory,
      exclusivity_days: row.usageExclusivityDays,
    },
    brand_name: row.brandName,
    brand_rating: row.brandRating,
    brand_review_count: row.brandReviewCount,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** One campaign in the API's shape, read straight after a change. */
export async function readCampaign(db: Db, id: string): Promise<Campaign> {
  const [row] = await selectCampaigns(db).where(eq(campaigns.id, id)).limit(1);
  if (!row) throw new Error(`campaign ${id} vanished`);
  return toCampaign(row);
}

/** The columns a campaign's `usage_rights` are stored in; left out, the columns' defaults (no usage). */
export const usageRightsColumns = (rights: UsageRights | undefined) =>
  rights === undefined
    ? {}
    : {
        usageScope: rights.scope,
        usageDurationDays: rights.duration_days,
        usageTerritory: rights.territory,
        usageExclusivityDays: rights.exclusivity_days,
      };
