import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { USER_TYPES } from '../../../shared/enums';
import type { Analytics } from '../../../shared/schemas/analytics';

/**
 * The overview cards: platform totals to date and the state right now, except activeUsers, which is
 * the period's figure. One statement of scalar subqueries, each answered from an index:
 *
 * - totalUsers: every account ever created, of every type (creators, brands and admins).
 * - activeUsers: accounts that made a signed-in request within the period (users.last_active_at,
 *   updated at most once a minute by the session check; users_last_active_idx).
 * - totalCampaigns: every campaign except those their brand deleted (soft-deleted ones are gone
 *   from the product; the moderation screen counts them separately).
 * - activeCampaigns: campaigns whose status is active now.
 * - totalReports: every report ever filed. pendingReports: reports awaiting review now.
 * - totalApplications: every application ever sent. completedApplications: applications whose
 *   status is completed now (their campaign was completed for that creator).
 */
export function overview(db: Db, since: string): Analytics['overview'] {
  return db.get<Analytics['overview']>(sql`
    select
      (select count(*) from users) as totalUsers,
      (select count(*) from users where last_active_at >= ${since}) as activeUsers,
      (select count(*) from campaigns where status <> 'deleted') as totalCampaigns,
      (select count(*) from campaigns where status = 'active') as activeCampaigns,
      (select count(*) from reports) as totalReports,
      (select count(*) from reports where status = 'pending') as pendingReports,
      (select count(*) from applications) as totalApplications,
      (select count(*) from applications where status = 'completed') as completedApplications
  `);
}

/** userTypes: every account to date by user_type (influencer, brand, admin), each type present; sums to totalUsers. */
export function userTypes(db: Db): Record<string, number> {
  const rows = db.all<{ type: string; count: number }>(sql`select user_type as type, count(*) as count from users group by user_type`);
  const counts: Record<string, number> = Object.fromEntries(USER_TYPES.map((t) => [t, 0]));
  for (const r of rows) counts[r.type] = r.count;
  return counts;
}
