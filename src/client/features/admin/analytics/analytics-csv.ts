import type { Analytics } from '@shared/schemas/analytics';
import { toNumber } from '@shared/format';
import { formatCsvTimestamp } from '@shared/dates';
import { toCsv } from '@shared/csv';
import {
  DEFINITIONS,
  engagement,
  periodLabel,
  reportTypeLabel,
  shares,
  statusName,
  successRate,
  topFive,
  total,
  userTypeLabel,
} from './figures';

type Row = (string | number)[];

/**
 * The figures of the analytics screen as one CSV file: a block per part of the screen, each with
 * its own header row, separated by blank rows. Money is whole rupees (INR), shares are percentages,
 * dates and times India's, as docs/product.md#dates writes them.
 */
export function analyticsCsv(a: Analytics) {
  const o = a.overview;
  const c = a.campaignStats;
  const r = a.reportStats;
  const t = a.transactionStats;
  const block = (title: string, header: Row, rows: Row[]): Row[] => [[title], header, ...rows, []];

  const rows: Row[] = [
    ['Platform Analytics', periodLabel(a.period)],
    ['Generated', formatCsvTimestamp(a.generatedAt)],
    [],
    ...block(
      'Overview',
      ['Figure', 'Value'],
      [
        [DEFINITIONS.users, o.totalUsers],
        [DEFINITIONS.userBase, total(a.userBase)],
        ['Active users in period', o.activeUsers],
        [DEFINITIONS.campaigns, o.totalCampaigns],
        ['Active campaigns', o.activeCampaigns],
        [DEFINITIONS.reports, o.totalReports],
        ['Pending reports', o.pendingReports],
        [DEFINITIONS.applications, o.totalApplications],
        ['Completed applications', o.completedApplications],
      ],
    ),
    ...block(
      'User distribution',
      ['Type', 'Users', 'Share (%)'],
      shares(a.userTypes, userTypeLabel).map((s) => [s.label, s.count, s.percent]),
    ),
    ...block(
      'User base',
      ['Type', 'Accounts', 'Share (%)'],
      shares(a.userBase, userTypeLabel).map((s) => [s.label, s.count, s.percent]),
    ),
    ...block(
      'Top influencers',
      ['Rank', 'Name', 'Followers', 'Applications', 'Engagement rate'],
      topFive(a).map((i, n) => [n + 1, i.name, i.followers, i.applications, engagement(i.engagementRate)]),
    ),
    ...block(
      'User growth',
      // The buckets are already India calendar days (the first of the month per month): YYYY-MM-DD.
      ['Date', 'New users'],
      a.userGrowth.map((g) => [g.date, g.count]),
    ),
    ...block(
      'Campaigns',
      ['Figure', 'Value'],
      [
        ['Total campaigns', c.total],
        ['Active', c.active],
        ['Completed', c.completed],
        ['Success rate (%)', successRate(c)],
        ['Draft', c.draft],
        ['Total budget (INR)', toNumber(c.totalBudget)],
        ['Average budget (INR)', toNumber(c.averageBudget)],
      ],
    ),
    ...block(
      'Popular tags',
      ['Rank', 'Tag', 'Campaigns'],
      a.popularTags.map((tag, n) => [n + 1, tag.tag, tag.count]),
    ),
    ...block(
      'Reports',
      ['Figure', 'Value'],
      [
        ['Total reports', r.total],
        ['Pending', r.pending],
        ['Resolved', r.resolved],
        ['Dismissed', r.dismissed],
      ],
    ),
    ...block(
      'Reports by type',
      ['Type', 'Reports', 'Share (%)'],
      shares(r.byType, reportTypeLabel, r.total).map((s) => [s.label, s.count, s.percent]),
    ),
    ...block(
      'Transactions',
      ['Figure', 'Value'],
      [
        ['Total transactions', t.total],
        ['Total amount (INR)', toNumber(t.totalAmount)],
        ['Average amount (INR)', toNumber(t.averageAmount)],
      ],
    ),
    ...block(
      'Transactions by status',
      ['Status', 'Transactions', 'Share (%)'],
      shares(t.byStatus, statusName, t.total).map((s) => [s.label, s.count, s.percent]),
    ),
  ];
  return toCsv(rows.slice(0, -1));
}

export const analyticsFileName = (a: Analytics, day: string) => `platform-analytics-${a.period}-${day}.csv`;
