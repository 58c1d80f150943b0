import type { SQLWrapper } from 'drizzle-orm';
import { INDIA_OFFSET_MINUTES } from '@shared/india-time';
import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import { indiaDaySql, indiaMonthSql } from '../india-day';

const IST_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

export type AnalyticsWindow = {
  /** UTC ISO start of the window; "in period" figures count rows at or after it (up to now). */
  since: string;
  /** userGrowth buckets: India calendar days, or months for 1y. */
  unit: 'day' | 'month';
  /** Every bucket label, oldest first: 'YYYY-MM-DD' (a month is labelled by its first day). */
  labels: string[];
};

/** The bucket label of a UTC ISO timestamp column, in India time, as SQL. */
export const bucketOf = (column: SQLWrapper, unit: AnalyticsWindow['unit']) =>
  unit === 'day' ? indiaDaySql(column) : indiaMonthSql(column);

const label = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/**
 * The window of a period, in India calendar terms so that the admin's "today" is a whole bucket:
 * 7d, 30d and 90d are that many days ending today (today included, from midnight India time);
 * 1y is the 12 calendar months ending with the current one (from the 1st, midnight India time).
 */
export function analyticsWindow(period: AnalyticsPeriod, now = new Date()): AnalyticsWindow {
  // Shifted so that its UTC fields read as the wall clock in India.
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const [y, m, d] = [india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate()];
  if (period === '1y') {
    const labels = Array.from({ length: 12 }, (_, i) => label(Date.UTC(y, m - 11 + i, 1)));
    return { since: new Date(Date.UTC(y, m - 11, 1) - IST_OFFSET_MS).toISOString(), unit: 'month', labels };
  }
  const days = PERIOD_DAYS[period];
  const labels = Array.from({ length: days }, (_, i) => label(Date.UTC(y, m, d - days + 1 + i)));
  return { since: new Date(Date.UTC(y, m, d - days + 1) - IST_OFFSET_MS).toISOString(), unit: 'day', labels };
}
