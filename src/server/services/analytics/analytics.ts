import type { Db } from '@db/client';
import type { Analytics, AnalyticsPeriod } from '@shared/schemas/analytics';
import { memoByDataVersion, type Reads } from '@db/data-version';
import { campaignStats, popularTags } from './campaigns';
import { reportStats, transactionStats } from './money-and-reports';
import { topInfluencers, userGrowth } from './people';
import { activeUsers, overview, userTypes } from './platform';
import { analyticsWindow } from './window';
import { readSnapshot } from '@db/read-snapshot';

/**
 * Every table but the sessions and notifications, and users' last activity (activeUsers is kept
 * apart; updated_at, which moves with it, is read by no figure).
 */
const FIGURES_READ: Reads = {
  '*': true,
  sessions: false,
  notifications: false,
  users: { except: ['last_active_at', 'updated_at'] },
};
const ACTIVITY_READ: Reads = { users: { only: ['last_active_at'] } };

/**
 * The admin's platform analytics for a period. Every part counts what happened within the period's
 * window (see window.ts); the overview repeats the sub-tabs' figures rather than counting them again,
 * so the two always agree. Eight aggregate statements, all read in one transaction, and activeUsers.
 *
 * The figures depend only on the data and the window's start, so they are kept until the tables
 * they read change (memoByDataVersion): an admin dashboard polled by several admins, or reopened,
 * costs one computation per change, not one per view. activeUsers is kept apart, until a user's
 * last activity changes: every signed-in user writes it once a minute, and recomputing the other
 * figures for that would cost up to a hundred milliseconds each time. generatedAt is the time of
 * the request.
 */
export async function platformAnalytics(
  db: Db,
  period: AnalyticsPeriod,
  now = new Date(),
): Promise<Analytics> {
  const window = analyticsWindow(period, now);
  const figures = await memoByDataVersion(
    db,
    `analytics:${period}:${window.since}`,
    () =>
      readSnapshot(db, async (tx) => {
        const parts = {
          userTypes: await userTypes(tx, window.since),
          campaignStats: await campaignStats(tx, window.since),
          reportStats: await reportStats(tx, window.since),
        };
        return {
          ...parts,
          overview: await overview(tx, window.since, parts),
          userBase: await userTypes(tx),
          topInfluencers: await topInfluencers(tx, window.since, now),
          userGrowth: await userGrowth(tx, window),
          popularTags: await popularTags(tx, window.since),
          transactionStats: await transactionStats(tx, window.since),
        };
      }),
    FIGURES_READ,
  );
  const active = await memoByDataVersion(
    db,
    `analytics-active-users:${window.since}`,
    () => activeUsers(db, window.since),
    ACTIVITY_READ,
  );
  return {
    period,
    periodStart: window.since,
    generatedAt: now.toISOString(),
    ...figures,
    overview: { ...figures.overview, activeUsers: active },
  };
}
