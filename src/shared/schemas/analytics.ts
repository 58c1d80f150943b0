import { z } from 'zod';

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** The client also sends `type` and a `_t` cache-buster; unknown query values are ignored. */
export const analyticsInput = z.object({
  period: z.enum(ANALYTICS_PERIODS, { message: 'period must be one of 7d, 30d, 90d, 1y' }).default('30d'),
});

const count = z.number().int();
const countMap = z.record(z.string(), count);

/** The admin's analytics response; what each figure counts is written in services/analytics. */
export const analyticsOutput = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  /** Start of the window "in period" figures count from (UTC ISO); it ends now. */
  periodStart: z.string(),
  generatedAt: z.string(),
  overview: z.object({
    totalUsers: count,
    activeUsers: count,
    totalCampaigns: count,
    activeCampaigns: count,
    totalReports: count,
    pendingReports: count,
    totalApplications: count,
    completedApplications: count,
  }),
  /** Accounts created in the period, by type. */
  userTypes: countMap,
  /** Every account of the user base, by type, whenever it was made. */
  userBase: countMap,
  topInfluencers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      followers: count,
      applications: count,
      engagementRate: z.number(),
    }),
  ),
  /** Sign-ups per India calendar day ('YYYY-MM-DD'), or per month ('YYYY-MM-01') for 1y; every bucket present. */
  userGrowth: z.array(z.object({ date: z.string(), count })),
  campaignStats: z.object({
    total: count,
    active: count,
    completed: count,
    draft: count,
    totalBudget: count,
    averageBudget: count,
  }),
  popularTags: z.array(z.object({ tag: z.string(), count })),
  reportStats: z.object({
    total: count,
    pending: count,
    resolved: count,
    dismissed: count,
    byType: countMap,
  }),
  transactionStats: z.object({ total: count, totalAmount: count, averageAmount: count, byStatus: countMap }),
});
export type Analytics = z.infer<typeof analyticsOutput>;
