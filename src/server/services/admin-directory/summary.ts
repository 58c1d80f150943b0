import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, profiles, users } from '@db/schema';
import type { BrandSummary, CreatorSummary } from '@shared/schemas/admin-directory';
import { blockedUser } from '../auth/sessions';
import { standingApplication } from '../standing-applications';

/** 1 for a user blocked from signing in now, by the rule sign-in and every request use. */
const blockedNow = (now: string) =>
  sql<number>`coalesce(sum(case when ${blockedUser(now)} then 1 else 0 end), 0)`;

const total = (column: SQLWrapper) => sql<number>`coalesce(sum(coalesce(${column}, 0)), 0)`;
const hasText = (column: SQLWrapper) => sql`coalesce(trim(${column}), '') <> ''`;

/** One aggregate over every creator and their profile (profiles are one per user). */
export async function creatorSummary(db: Db): Promise<CreatorSummary> {
  const now = new Date().toISOString();
  // An aggregate without GROUP BY gives exactly one row.
  const row = (
    await db
      .select({
        total: sql<number>`count(*)`,
        suspended: blockedNow(now),
        instagram: total(profiles.followerCount),
        youtube: total(profiles.youtubeSubscribers),
        x: total(profiles.xFollowers),
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.userType, 'influencer'))
  )[0]!;
  return {
    total_creators: row.total,
    active_creators: row.total - row.suspended,
    suspended_creators: row.suspended,
    total_instagram_followers: row.instagram,
    total_youtube_subscribers: row.youtube,
    total_x_followers: row.x,
  };
}

/** One aggregate over every brand, plus campaign and application totals (only brands own campaigns). */
export async function brandSummary(db: Db): Promise<BrandSummary> {
  const now = new Date().toISOString();
  // An aggregate without GROUP BY gives exactly one row.
  const row = (
    await db
      .select({
        total: sql<number>`count(*)`,
        suspended: blockedNow(now),
        social: sql<number>`coalesce(sum(case when ${hasText(profiles.instagramHandle)} or ${hasText(profiles.youtubeHandle)} or ${hasText(profiles.xHandle)} then 1 else 0 end), 0)`,
        campaigns: sql<number>`(select count(*) from ${campaigns} where ${campaigns.status} <> 'deleted')`,
        active: sql<number>`(select count(*) from ${campaigns} where ${campaigns.status} = 'active')`,
        applications: sql<number>`(select count(*) from ${applications} where ${standingApplication})`,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.userType, 'brand'))
  )[0]!;
  return {
    total_brands: row.total,
    active_brands: row.total - row.suspended,
    suspended_brands: row.suspended,
    brands_with_social_media: row.social,
    total_campaigns: row.campaigns,
    active_campaigns: row.active,
    total_applications_received: row.applications,
  };
}
