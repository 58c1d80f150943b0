import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { USER_TYPES } from '@shared/enums';
import type { Analytics } from '@shared/schemas/analytics';

/**
 * The overview cards: platform totals to date and the state right now, except activeUsers, which is
 * the period's figure. The totals come from status_counts (rows per status now, kept by triggers),
 * so they cost the same at any size; activeUsers is a range of users_last_active_idx.
 *
 * - totalUsers: every account ever created, of every type (creators, brands and admins).
 * - activeUsers: accounts that made a signed-in request within the period (users.last_active_at,
 *   updated at most once a minute by the session check).
 * - totalCampaigns: every campaign except those their brand deleted (soft-deleted ones are gone
 *   from the product; the moderation screen counts them separately).
 * - activeCampaigns: campaigns whose status is active now.
 * - totalReports: every report ever filed. pendingReports: reports awaiting review now.
 * - totalApplications: every application ever sent. completedApplications: applications whose
 *   status is completed now (their campaign was completed for that creator).
 */
export function overview(db: Db): Omit<Analytics['overview'], 'activeUsers'> {
  return db.get<Omit<Analytics['overview'], 'activeUsers'>>(sql`
    select
      (select coalesce(sum(n), 0) from status_counts where entity = 'users') as totalUsers,
      (select coalesce(sum(n), 0) from status_counts where entity = 'campaigns' and status <> 'deleted') as totalCampaigns,
      (select coalesce(sum(n), 0) from status_counts where entity = 'campaigns' and status = 'active') as activeCampaigns,
      (select coalesce(sum(n), 0) from status_counts where entity = 'reports') as totalReports,
      (select coalesce(sum(n), 0) from status_counts where entity = 'reports' and status = 'pending') as pendingReports,
      (select coalesce(sum(n), 0) from status_counts where entity = 'applications') as totalApplications,
      (select coalesce(sum(n), 0) from status_counts where entity = 'applications' and status = 'completed') as completedApplications
  `);
}

/** activeUsers: read apart from the other figures, as it alone changes with every signed-in user's activity. */
export function activeUsers(db: Db, since: string): number {
  return db.get<{ n: number }>(sql`select count(*) as n from users where last_active_at >= ${since}`).n;
}

/** userTypes: every account to date by user_type (influencer, brand, admin), each type present; sums to totalUsers. */
export function userTypes(db: Db): Record<string, number> {
  const rows = db.all<{ type: string; count: number }>(
    sql`select status as type, n as count from status_counts where entity = 'users'`,
  );
  const counts: Record<string, number> = Object.fromEntries(USER_TYPES.map((t) => [t, 0]));
  for (const r of rows) counts[r.type] = r.count;
  return counts;
}
