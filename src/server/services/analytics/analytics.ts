import type { Db } from '../../../db/client';
import type { Analytics, AnalyticsPeriod } from '../../../shared/schemas/analytics';
import { memoByDataVersion } from '../data-version';
import { campaignStats, popularTags } from './campaigns';
import { reportStats, transactionStats } from './money-and-reports';
import { topInfluencers, userGrowth } from './people';
import { overview, userTypes } from './platform';
import { analyticsWindow } from './window';

/**
 * The admin's platform analytics for a period. Overview and userTypes are platform-wide (to date,
 * or the state now), except activeUsers; every other part counts what happened within the period's
 * window (see window.ts). Eight aggregate statements, all read in one transaction so the parts agree.
 *
 * The figures depend only on the data and the window's start, so they are kept until the data
 * changes (memoByDataVersion): an admin dashboard polled by several admins, or reopened, costs one
 * computation per change, not one per view. generatedAt is the time of the request.
 */
export function platformAnalytics(db: Db, period: AnalyticsPeriod, now = new Date()): Analytics {
  const window = analyticsWindow(period, now);
  const figures = memoByDataVersion(db, `analytics:${period}:${window.since}`, () =>
    db.transaction((tx) => ({
      overview: overview(tx, window.since),
      userTypes: userTypes(tx),
      topInfluencers: topInfluencers(tx, window.since, now),
      userGrowth: userGrowth(tx, window),
      campaignStats: campaignStats(tx, window.since),
      popularTags: popularTags(tx, window.since),
      reportStats: reportStats(tx, window.since),
      transactionStats: transactionStats(tx, window.since),
    })),
  );
  return { period, periodStart: window.since, generatedAt: now.toISOString(), ...figures };
}
