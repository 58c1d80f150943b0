import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, profiles, users } from '@db/schema';
import type { AdminCampaign, ListAllCampaignsInput } from '@shared/schemas/admin-campaign';
import { notFound } from '@server/errors';
import { campaignColumns, toCampaign } from '../campaigns/columns';
import { filterConditions } from '../campaigns/filters';
import { page } from '../pagination';

const adminColumns = {
  ...campaignColumns,
  brandFullName: users.fullName,
  brandEmail: users.email,
  brandUserType: users.userType,
  brandAvatarUrl: users.avatarUrl,
  companyName: profiles.companyName,
  industry: profiles.industry,
  phone: profiles.phone,
  companyWebsite: profiles.companyWebsite,
  websiteUrl: profiles.websiteUrl,
  location: profiles.location,
};

const selectWithBrand = (db: Db) =>
  db
    .select(adminColumns)
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .leftJoin(profiles, eq(profiles.userId, campaigns.userId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectWithBrand>>[number];

const toAdminCampaign = (row: Row): AdminCampaign => ({
  ...toCampaign(row),
  profile: {
    full_name: row.brandFullName,
    email: row.brandEmail,
    user_type: row.brandUserType,
    company_name: row.companyName,
    industry: row.industry,
    phone: row.phone,
    company_website: row.companyWebsite,
    website_url: row.websiteUrl,
    location: row.location,
    avatar_url: row.brandAvatarUrl,
  },
});

/**
 * Every campaign, deleted ones included, newest first, with its brand. Search, tags and budget
 * filters are the brand list's (services/campaigns/filters.ts), so both screens agree on what
 * matches; a barter campaign (no budget) is kept by the budget filters, as docs/product.md#campaign-filters says.
 */
export async function listAllCampaigns(db: Db, input: ListAllCampaignsInput): Promise<AdminCampaign[]> {
  const { limit, offset } = page(input);
  const filters = {
    search: input.search,
    tags: input.tags,
    budget_min: input.minBudget,
    budget_max: input.maxBudget,
    date_field: 'created' as const,
  };
  const conditions = filterConditions(filters);
  if (input.status !== 'all') conditions.push(eq(campaigns.status, input.status));
  const rows = await selectWithBrand(db)
    .where(and(...conditions))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toAdminCampaign);
}

export async function readAdminCampaign(db: Db, id: string): Promise<AdminCampaign> {
  const [row] = await selectWithBrand(db).where(eq(campaigns.id, id)).limit(1);
  if (!row) throw notFound('Campaign');
  return toAdminCampaign(row);
}
