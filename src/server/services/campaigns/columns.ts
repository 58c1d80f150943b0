import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, profiles, users } from '@db/schema';
import type { Campaign } from '@shared/schemas/campaign';

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
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
  brandName: brandNameOf(profiles, users),
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

type CampaignRow = ReturnType<ReturnType<typeof selectCampaigns>['all']>[number];

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
    brand_name: row.brandName,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

const campaignKeys = Object.keys(campaignColumns) as (keyof typeof campaignColumns)[];
const at = Object.fromEntries(campaignKeys.map((k, i) => [k, i])) as Record<
  keyof typeof campaignColumns,
  number
>;

/**
 * toCampaign over a row of driver values in campaignColumns order (a prepared query's values()),
 * for the lists: drizzle's row mapping costs as much as SQLite's reading of the page.
 */
export function campaignFromValues(v: unknown[]): Campaign {
  return {
    id: v[at.id] as string,
    user_id: v[at.userId] as string,
    title: v[at.title] as string,
    description: v[at.description] as string | null,
    status: v[at.status] as Campaign['status'],
    budget: v[at.budget] as number | null,
    budget_range: v[at.budgetRange] as string | null,
    collab_type: v[at.collabType] as Campaign['collab_type'],
    tags: JSON.parse(v[at.tags] as string) as string[],
    deliverables: JSON.parse(v[at.deliverables] as string) as string[],
    timeline: { start_date: v[at.startDate] as string | null, end_date: v[at.endDate] as string | null },
    deadline: v[at.deadline] as string | null,
    application_count: v[at.applicationCount] as number,
    brand_name: v[at.brandName] as string,
    created_at: v[at.createdAt] as string,
    updated_at: v[at.updatedAt] as string,
  };
}

/** One campaign in the API's shape, read straight after a change. */
export function readCampaign(db: Db, id: string): Campaign {
  const row = selectCampaigns(db).where(eq(campaigns.id, id)).get();
  if (!row) throw new Error(`campaign ${id} vanished`);
  return toCampaign(row);
}
