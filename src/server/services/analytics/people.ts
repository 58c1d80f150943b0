import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { indexedBy, rows } from '@db/dialect';
import { users } from '@db/schema';
import type { Analytics } from '@shared/schemas/analytics';
import { bucketOf, type AnalyticsWindow } from './window';

const TOP_INFLUENCERS = 5;

/** Windows up to this long read their applications as a range of applied_at; longer ones read all, grouped in creator order. */
const RANGE_READ_MAX_DAYS = 90;

/**
 * topInfluencers: the 5 creators who sent the most applications within the period, then by
 * follower count, then by name; creators with no application in the period fill the list by
 * follower count. `applications` is that creator's applications sent in the period; `followers`
 * and `engagementRate` (a percentage, 0 when unknown) come from the profile.
 *
 * Only two groups of creators can make the top 5: those who sent at least as many applications in
 * the period as the fifth busiest (ties included; every applicant when fewer than five applied),
 * and the 5 most followed (read from the top of profiles_followers_idx); only those are joined to
 * their profiles and ranked (CROSS JOIN keeps them SQLite's outer loop, not every creator; its join
 * conditions are in WHERE, as PostgreSQL takes no ON after CROSS JOIN). Applications come only from creators (creatorProcedure), so every
 * applicant counted is a creator. The per-creator counts read a range of
 * applications_applied_creator_idx for short windows; for long ones (most of the table) a scan of
 * applications_creator_applied_idx is cheaper, as it arrives grouped by creator and needs no sort.
 * INDEXED BY pins these on SQLite (indexedBy): without table statistics it would rather scan another
 * index; PostgreSQL plans with its statistics.
 */
export async function topInfluencers(
  db: Db,
  since: string,
  now = new Date(),
): Promise<Analytics['topInfluencers']> {
  const days = (now.getTime() - Date.parse(since)) / 86_400_000;
  const byCreator =
    days <= RANGE_READ_MAX_DAYS ? 'applications_applied_creator_idx' : 'applications_creator_applied_idx';
  return rows<Analytics['topInfluencers'][number]>(
    db,
    sql`
    with period_applications as (
      select creator_id, count(*) as n from ${indexedBy(sql`applications`, byCreator)}
      where applied_at >= ${since} and status <> 'withdrawn' group by creator_id
    ),
    busiest as (
      select creator_id as id, n from period_applications
      where n >= coalesce((select n from period_applications order by n desc limit 1 offset ${TOP_INFLUENCERS - 1}), 0)
    ),
    most_followed as (
      select p.user_id as id, 0 as n from ${indexedBy(sql`profiles p`, 'profiles_followers_idx')} join users u on u.id = p.user_id
      where u.user_type = 'influencer'
      order by p.follower_count desc, u.full_name, u.id
      limit ${TOP_INFLUENCERS}
    ),
    candidates as (
      -- A most-followed creator who is not among the busiest sent fewer applications than all of
      -- them, so 0 ranks it the same whenever it can make the list (fewer than five applied).
      select id, max(n) as n from (select id, n from busiest union all select id, n from most_followed) as both_groups
      group by id
    )
    select u.id as id, u.full_name as name, p.follower_count as followers,
           c.n as applications, coalesce(p.engagement_rate, 0) as "engagementRate"
    from candidates c
    cross join users u
    cross join profiles p
    where u.id = c.id and u.user_type = 'influencer' and p.user_id = u.id
    order by applications desc, followers desc, name, u.id
    limit ${TOP_INFLUENCERS}
  `,
  );
}

/**
 * userGrowth: accounts created (sign-ups of any type) per India calendar day of the period, or per
 * calendar month for 1y, oldest first, with a zero for every bucket that had none. A range of
 * users_created_idx, grouped in SQL.
 */
export async function userGrowth(db: Db, window: AnalyticsWindow): Promise<Analytics['userGrowth']> {
  const bucket = bucketOf(users.createdAt, window.unit);
  const found = await rows<{ date: string; count: number }>(
    db,
    sql`select ${bucket} as date, count(*) as count from users where created_at >= ${window.since} group by date`,
  );
  const counts = new Map(found.map((r) => [r.date, r.count]));
  return window.labels.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
