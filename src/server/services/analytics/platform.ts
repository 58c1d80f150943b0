import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { rows } from '@db/dialect';
import { USER_TYPES } from '@shared/enums';
import type { Analytics } from '@shared/schemas/analytics';
import { applicationStats } from './applications';

/**
 * The overview cards, each the same figure its sub-tab shows for the period (one definition per
 * figure, computed once):
 *
 * - totalUsers: accounts created in the period, of every type (the sum of userTypes and of userGrowth).
 * - totalCampaigns, activeCampaigns: campaignStats' total and active.
 * - totalReports, pendingReports: reportStats' total and pending.
 * - totalApplications, completedApplications: applicationStats.
 *
 * activeUsers is added apart (see activeUsers).
 */
export async function overview(
  db: Db,
  since: string,
  parts: Pick<Analytics, 'userTypes' | 'campaignStats' | 'reportStats'>,
): Promise<Omit<Analytics['overview'], 'activeUsers'>> {
  const applications = await applicationStats(db, since);
  return {
    totalUsers: Object.values(parts.userTypes).reduce((sum, n) => sum + n, 0),
    totalCampaigns: parts.campaignStats.total,
    activeCampaigns: parts.campaignStats.active,
    totalReports: parts.reportStats.total,
    pendingReports: parts.reportStats.pending,
    totalApplications: applications.total,
    completedApplications: applications.completed,
  };
}

/**
 * activeUsers: accounts that made a signed-in request within the period (users.last_active_at,
 * updated at most once a minute by the session check), a range of users_last_active_idx. Read apart
 * from the other figures, as it alone changes with every signed-in user's activity.
 */
export async function activeUsers(db: Db, since: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*) as n from users where last_active_at >= ${since}`,
  );
  return row!.n;
}

/**
 * userTypes: accounts created within the period (a range of users_created_idx) by user_type
 * (influencer, brand, admin), each type present; with no period, the whole user base.
 */
export async function userTypes(db: Db, since?: string): Promise<Record<string, number>> {
  const inPeriod = since === undefined ? sql`` : sql`where created_at >= ${since}`;
  const found = await rows<{ type: string; count: number }>(
    db,
    sql`select user_type as type, count(*) as count from users ${inPeriod} group by user_type`,
  );
  const counts: Record<string, number> = Object.fromEntries(USER_TYPES.map((t) => [t, 0]));
  for (const r of found) counts[r.type] = r.count;
  return counts;
}
