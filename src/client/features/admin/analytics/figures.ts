import type { Analytics, AnalyticsPeriod } from '@shared/schemas/analytics';
import { toNumber } from '@shared/format';
import { formatDayMonth, formatMonthYear } from '@shared/dates';

export const PERIODS: AnalyticsPeriod[] = ['7d', '30d', '90d', '1y'];
export const DEFAULT_PERIOD: AnalyticsPeriod = '30d';

/**
 * The CSV file's words, in English whatever the screen's language (a data file: its headers stay
 * fixed for the spreadsheets that read it). The screen says these in the catalogue's
 * `analytics.periods`, `analytics.definitions`, `analytics.userTypes`, etc.
 */
const PERIOD_NAMES: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 Days',
  '30d': 'Last 30 Days',
  '90d': 'Last 90 Days',
  '1y': 'Last Year',
};

/** What each headline figure counts (the CSV's rows; the screen's are the catalogue's). */
export const DEFINITIONS = {
  users: 'Accounts created in the period',
  userBase: 'Every account, whenever it was made',
  campaigns: 'Campaigns created in the period',
  reports: 'Reports filed in the period',
  applications: 'Applications sent in the period',
} as const;

export const periodLabel = (period: AnalyticsPeriod) => PERIOD_NAMES[period] ?? period;

/** A share of a total as a percentage with one decimal ('0.0' when there is no total). */
export function percent(count: unknown, total: unknown) {
  const t = toNumber(total);
  return (t > 0 ? (toNumber(count) / t) * 100 : 0).toFixed(1);
}

const USER_TYPE_LABELS: Record<string, string> = { influencer: 'Creators', brand: 'Brands', admin: 'Admins' };
const REPORT_TYPE_LABELS: Record<string, string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate',
  fake: 'Fake',
  harassment: 'Harassment',
};

export const capitalised = (key: string) =>
  key ? `${key[0]!.toUpperCase()}${key.slice(1).replace(/_/g, ' ')}` : key;
export const userTypeLabel = (key: string) => USER_TYPE_LABELS[key] ?? capitalised(key);
export const reportTypeLabel = (key: string) => REPORT_TYPE_LABELS[key] ?? capitalised(key);
export const statusName = capitalised;

export type Share = { key: string; label: string; count: number; percent: string };

/** The sum of a count map. */
export const total = (map: Record<string, unknown>) =>
  Object.values(map).reduce<number>((sum, n) => sum + toNumber(n), 0);

/** A count map as rows with their share of `of` (default: the sum), largest first. */
export function shares(map: Record<string, unknown>, label: (key: string) => string, of?: number): Share[] {
  const entries = Object.entries(map).map(([key, v]) => [key, toNumber(v)] as const);
  const sum = of ?? entries.reduce((s, [, n]) => s + n, 0);
  return entries
    .map(([key, count]) => ({ key, label: label(key), count, percent: percent(count, sum) }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Completed campaigns as a share of all of the period's campaigns (0.0 when there are none). */
export const successRate = (stats: Analytics['campaignStats']) => percent(stats.completed, stats.total);

/** The first five of the ranked list (the analytics' top influencers). */
export const topFive = (analytics: Analytics) => analytics.topInfluencers.slice(0, 5);

/** A userGrowth bucket's date as people read it: '3 Nov' per day, 'Nov 2026' per month (1y). */
export const growthLabel = (date: string, period: AnalyticsPeriod) =>
  period === '1y' ? formatMonthYear(date) : formatDayMonth(date);

/** The engagement rate as a percentage with at most two decimals. */
export const engagement = (rate: unknown) => `${Number(toNumber(rate).toFixed(2))}%`;
