import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from '@db/engines/builder';
import type { Db } from '@db/client';
import { applications, campaigns, profiles, suspensions, users } from '@db/schema';
import { formatRupees } from '@shared/format';
import type { DetailedBrand, DetailedInfluencer } from '@shared/schemas/admin-users';
import { blockingSuspension } from '../auth/sessions';
import { page } from '../pagination';
import { matchesSearch } from '../text-search';
import { standingApplication } from '../standing-applications';

type ListInput = { search?: string; limit?: number; offset?: number };

const countIf = (condition: SQL) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
const ACCEPTED = sql`${applications.status} in ('accepted', 'approved', 'completed')`;

/** Profile columns of both lists; left-joined so an account without a profile row still shows. */
const accountColumns = {
  id: users.id,
  full_name: users.fullName,
  email: users.email,
  avatar_url: users.avatarUrl,
  user_created_at: users.createdAt,
  username: profiles.username,
  phone: profiles.phone,
  location: profiles.location,
  bio: profiles.bio,
  website_url: profiles.websiteUrl,
  instagram_handle: profiles.instagramHandle,
  youtube_handle: profiles.youtubeHandle,
  x_handle: profiles.xHandle,
  follower_count: sql<number>`coalesce(${profiles.followerCount}, 0)`,
  youtube_subscribers: sql<number>`coalesce(${profiles.youtubeSubscribers}, 0)`,
  x_followers: sql<number>`coalesce(${profiles.xFollowers}, 0)`,
  created_at: sql<string>`coalesce(${profiles.createdAt}, ${users.createdAt})`,
};

/** Users of a type matching the search; lists run newest first. */
const usersWhere = (
  userType: 'influencer' | 'brand',
  columns: Parameters<typeof matchesSearch>[0],
  search?: string,
) => and(eq(users.userType, userType), matchesSearch(columns, search));
const newestFirst = [desc(users.createdAt), desc(users.id)];

/** The ids among `ids` blocked from signing in now: one grouped query for the page. */
async function suspendedAmong(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ userId: suspensions.userId })
    .from(suspensions)
    .where(and(inArray(suspensions.userId, ids), blockingSuspension(new Date().toISOString())));
  return new Set(rows.map((r) => r.userId));
}

/** When each of `ids` was last warned: a warning stays in the row once given, as the admin's trace of it. */
async function lastWarnedAmong(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: suspensions.userId, at: sql<string>`max(${suspensions.createdAt})` })
    .from(suspensions)
    .where(and(inArray(suspensions.userId, ids), eq(suspensions.suspensionType, 'warning')))
    .groupBy(suspensions.userId);
  return new Map(rows.map((r) => [r.userId, r.at]));
}

/** Every rupee figure in the price texts ("500-1000", "₹1,500", "$300 per reel"), as one range. */
function priceRange(prices: (string | null)[]) {
  const figures = prices
    .flatMap((p) => (p ?? '').replace(/(\d),(?=\d)/g, '$1').match(/\d+(\.\d+)?/g) ?? [])
    .map(Number);
  if (figures.length === 0) return null;
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  return low === high ? formatRupees(low) : `${formatRupees(low)} - ${formatRupees(high)}`;
}

/** One page of accounts of a type, newest first, with the shared columns and `extra` ones. */
function accountsPage<Extra extends Record<string, SQLiteColumn | SQL.Aliased | SQL>>(
  db: Db,
  userType: 'influencer' | 'brand',
  extra: Extra,
  searchColumns: Parameters<typeof matchesSearch>[0],
  input: ListInput,
) {
  const { limit, offset } = page(input);
  return db
    .select({ ...accountColumns, ...extra })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(usersWhere(userType, searchColumns, input.search))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** The rows of one grouped query over a page's ids, by id; no query for an empty page. */
async function byId<Row extends { id: string }>(ids: string[], query: () => Promise<Row[]>) {
  return new Map((ids.length === 0 ? [] : await query()).map((row) => [row.id, row]));
}

/**
 * Creators with their application counts. The counts come from one grouped query over the page's
 * creators (index applications_creator_applied_idx), not a query per row.
 */
export async function listDetailedInfluencers(db: Db, input: ListInput): Promise<DetailedInfluencer[]> {
  const rows = await accountsPage(
    db,
    'influencer',
    {
      niche: profiles.niche,
      editing_skills: profiles.editingSkills,
      languages_spoken: profiles.languagesSpoken,
      reel_price: profiles.reelPrice,
      post_price: profiles.postPrice,
      story_price: profiles.storyPrice,
      engagement_rate: profiles.engagementRate,
      rating: profiles.rating,
      review_count: sql<number>`coalesce(${profiles.reviewCount}, 0)`.mapWith(Number),
    },
    [
      users.fullName,
      users.email,
      profiles.username,
      profiles.niche,
      profiles.location,
      profiles.instagramHandle,
    ],
    input,
  );
  const ids = rows.map((r) => r.id);
  const [counts, suspended, warned] = await Promise.all([
    byId(ids, () =>
      db
        .select({
          id: applications.creatorId,
          total: sql<number>`count(*)`,
          accepted: countIf(ACCEPTED),
          rejected: countIf(sql`${applications.status} = 'rejected'`),
          completed: countIf(sql`${applications.status} = 'completed'`),
        })
        .from(applications)
        .where(and(inArray(applications.creatorId, ids), standingApplication))
        .groupBy(applications.creatorId),
    ),
    suspendedAmong(db, ids),
    lastWarnedAmong(db, ids),
  ]);
  return rows.map((r) => {
    const c = counts.get(r.id);
    return {
      ...r,
      last_warned_at: warned.get(r.id) ?? null,
      languages_spoken: r.languages_spoken ?? [],
      commercial_price_range: priceRange([r.reel_price, r.post_price, r.story_price]),
      suspended: suspended.has(r.id),
      total_applications: c?.total ?? 0,
      accepted_applications: c?.accepted ?? 0,
      rejected_applications: c?.rejected ?? 0,
      completed_campaigns: c?.completed ?? 0,
    };
  });
}

/**
 * Brands with their campaign and application counts: one grouped query over the page's campaigns
 * (campaigns_owner_status_created_idx) and one over the applications they received
 * (applications_brand_applied_idx).
 */
export async function listDetailedBrands(db: Db, input: ListInput): Promise<DetailedBrand[]> {
  const rows = await accountsPage(
    db,
    'brand',
    {
      company_name: profiles.companyName,
      industry: profiles.industry,
      company_website: profiles.companyWebsite,
    },
    [
      profiles.companyName,
      users.fullName,
      users.email,
      profiles.industry,
      profiles.location,
      profiles.username,
    ],
    input,
  );
  const ids = rows.map((r) => r.id);
  const [campaignCounts, applicationCounts, suspended, warned] = await Promise.all([
    byId(ids, () =>
      db
        .select({
          id: campaigns.userId,
          total: countIf(sql`${campaigns.status} <> 'deleted'`),
          active: countIf(sql`${campaigns.status} = 'active'`),
          draft: countIf(sql`${campaigns.status} = 'draft'`),
          completed: countIf(sql`${campaigns.status} = 'completed'`),
        })
        .from(campaigns)
        .where(inArray(campaigns.userId, ids))
        .groupBy(campaigns.userId),
    ),
    byId(ids, () =>
      db
        .select({
          id: applications.brandId,
          total: sql<number>`count(*)`,
          accepted: countIf(ACCEPTED),
          completed: countIf(sql`${applications.status} = 'completed'`),
        })
        .from(applications)
        .where(and(inArray(applications.brandId, ids), standingApplication))
        .groupBy(applications.brandId),
    ),
    suspendedAmong(db, ids),
    lastWarnedAmong(db, ids),
  ]);
  return rows.map((r) => {
    const c = campaignCounts.get(r.id);
    const a = applicationCounts.get(r.id);
    return {
      ...r,
      last_warned_at: warned.get(r.id) ?? null,
      suspended: suspended.has(r.id),
      total_campaigns: c?.total ?? 0,
      active_campaigns: c?.active ?? 0,
      draft_campaigns: c?.draft ?? 0,
      completed_campaigns: c?.completed ?? 0,
      total_applications_received: a?.total ?? 0,
      accepted_applications: a?.accepted ?? 0,
      completed_collaborations: a?.completed ?? 0,
    };
  });
}
