import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Analytics } from '../../../shared/schemas/analytics';
import { bucketOf, type AnalyticsWindow } from './window';

const TOP_INFLUENCERS = 5;

/**
 * topInfluencers: the 5 creators who sent the most applications within the period, then by
 * follower count, then by name; creators with no application in the period fill the list by
 * follower count. `applications` is that creator's applications sent in the period; `followers`
 * and `engagementRate` (a percentage, 0 when unknown) come from the profile.
 *
 * Only two groups of creators can make the top 5: those who applied in the period (a range of
 * applications_applied_creator_idx) and the 5 most followed (read from the top of
 * profiles_followers_idx); ranking just those avoids sorting every creator. INDEXED BY pins those
 * indexes: without table statistics SQLite would rather scan another index to save a sort.
 */
export function topInfluencers(db: Db, since: string): Analytics['topInfluencers'] {
  return db.all<Analytics['topInfluencers'][number]>(sql`
    with period_applications as (
      select creator_id, count(*) as n from applications indexed by applications_applied_creator_idx
      where applied_at >= ${since} group by creator_id
    ),
    candidates as (
      select creator_id as id from period_applications
      union
      select id from (
        select p.user_id as id from profiles p indexed by profiles_followers_idx join users u on u.id = p.user_id
        where u.user_type = 'influencer'
        order by p.follower_count desc, u.full_name, u.id
        limit ${TOP_INFLUENCERS}
      )
    )
    select u.id as id, u.full_name as name, p.follower_count as followers,
           coalesce(a.n, 0) as applications, coalesce(p.engagement_rate, 0) as engagementRate
    from candidates c
    join users u on u.id = c.id and u.user_type = 'influencer'
    join profiles p on p.user_id = u.id
    left join period_applications a on a.creator_id = u.id
    order by applications desc, followers desc, name, u.id
    limit ${TOP_INFLUENCERS}
  `);
}

/**
 * userGrowth: accounts created (sign-ups of any type) per India calendar day of the period, or per
 * calendar month for 1y, oldest first, with a zero for every bucket that had none. A range of
 * users_created_idx, grouped in SQL.
 */
export function userGrowth(db: Db, window: AnalyticsWindow): Analytics['userGrowth'] {
  const bucket = bucketOf(users.createdAt, window.unit);
  const rows = db.all<{ date: string; count: number }>(sql`
    select ${bucket} as date, count(*) as count from users where created_at >= ${window.since} group by date
  `);
  const counts = new Map(rows.map((r) => [r.date, r.count]));
  return window.labels.map((date) => ({ date, count: counts.get(date) ?? 0 }));
}
