import { describe, expect, it } from 'vitest';
import type { Analytics } from '@shared/schemas/analytics';
import { analyticsCsv, analyticsFileName } from './analytics-csv';
import { percent, shares, successRate, userTypeLabel } from './figures';

const analytics: Analytics = {
  period: '7d',
  periodStart: '2026-03-01T18:30:00.000Z',
  generatedAt: '2026-03-08T06:00:00.000Z',
  overview: {
    totalUsers: 12,
    activeUsers: 5,
    totalCampaigns: 4,
    activeCampaigns: 2,
    totalReports: 3,
    pendingReports: 1,
    totalApplications: 9,
    completedApplications: 2,
  },
  userTypes: { influencer: 10, brand: 1, admin: 1 },
  userBase: { influencer: 30, brand: 8, admin: 2 },
  topInfluencers: [1, 2, 3, 4, 5, 6].map((n) => ({
    id: `i${n}`,
    name: n === 1 ? '=SUM(A1)' : `Creator ${n}`,
    followers: n * 1000,
    applications: n,
    engagementRate: 4.567,
  })),
  userGrowth: [
    { date: '2026-03-07', count: 2 },
    { date: '2026-03-08', count: 0 },
  ],
  campaignStats: { total: 3, active: 1, completed: 1, draft: 1, totalBudget: 150000, averageBudget: 50000 },
  popularTags: [{ tag: 'fashion, summer', count: 2 }],
  reportStats: { total: 3, pending: 1, resolved: 1, dismissed: 1, byType: { spam: 2, fake: 1 } },
  transactionStats: {
    total: 4,
    totalAmount: 200000,
    averageAmount: 50000,
    byStatus: { completed: 3, pending: 1 },
  },
};

describe('analytics figures', () => {
  it('gives shares to one decimal, and 0.0 when there is no total', () => {
    expect(percent(1, 3)).toBe('33.3');
    expect(percent(0, 0)).toBe('0.0');
    expect(successRate({ ...analytics.campaignStats, total: 0, completed: 0 })).toBe('0.0');
    expect(shares(analytics.userTypes, userTypeLabel).map((s) => [s.label, s.percent])).toEqual([
      ['Creators', '83.3'],
      ['Admins', '8.3'],
      ['Brands', '8.3'],
    ]);
  });
});

describe('the analytics CSV', () => {
  const lines = analyticsCsv(analytics).split('\r\n');

  it('holds every block of the screen with the figures shown', () => {
    expect(lines[0]).toBe('Platform Analytics,Last 7 Days');
    for (const block of [
      'Overview',
      'User distribution',
      'User base',
      'Top influencers',
      'User growth',
      'Campaigns',
      'Popular tags',
      'Reports',
      'Reports by type',
      'Transactions',
      'Transactions by status',
    ]) {
      expect(lines).toContain(block);
    }
    expect(lines).toContain('Accounts created in the period,12');
    expect(lines).toContain('Creators,10,83.3');
    // The user base beside the period's sign-ups, each under its own label.
    expect(lines).toContain('"Every account, whenever it was made",40');
    expect(lines).toContain('Creators,30,75.0');
    expect(lines).toContain('Success rate (%),33.3');
    expect(lines).toContain('Total budget (INR),150000');
    expect(lines).toContain('Spam,2,66.7');
    expect(lines).toContain('Completed,3,75.0');
    expect(lines).toContain('2026-03-07,2');
    // 06:00 UTC is 11:30 in India.
    expect(lines).toContain('Generated,2026-03-08T11:30:00+05:30');
  });

  it('keeps the top five influencers, quotes commas and defuses formulas', () => {
    expect(lines.filter((l) => /^\d,(Creator|'=)/.test(l))).toHaveLength(5);
    expect(lines).toContain("1,'=SUM(A1),1000,1,4.57%");
    expect(lines).toContain('1,"fashion, summer",2');
  });

  it('is named after the period and the day', () => {
    expect(analyticsFileName(analytics, '2026-03-08')).toBe('platform-analytics-7d-2026-03-08.csv');
  });
});
