import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns } from '@db/schema';
import { formatRupees } from '@shared/format';
import { standingApplication } from '../standing-applications';

const countWhere = (status: string) =>
  sql<number>`coalesce(sum(case when ${campaigns.status} = ${status} then 1 else 0 end), 0)`;
const budgetWhere = (status: string) =>
  sql<number>`coalesce(sum(case when ${campaigns.status} = ${status} then coalesce(${campaigns.budget}, 0) else 0 end), 0)`;

/**
 * The moderation screen's cards. Counts cover every campaign, deleted ones included; budgets are
 * sums of whole rupees (barter counts as 0), total_budget over every campaign whatever its status.
 * total_applications counts every application standing (withdrawn ones aside, docs/product.md#withdraw).
 */
export async function campaignStats(db: Db) {
  const [c] = await db
    .select({
      total: sql<number>`count(*)`,
      active: countWhere('active'),
      deleted: countWhere('deleted'),
      completed: countWhere('completed'),
      draft: countWhere('draft'),
      paused: countWhere('paused'),
      flagged: countWhere('flagged'),
      removed: countWhere('removed'),
      totalBudget: sql<number>`coalesce(sum(coalesce(${campaigns.budget}, 0)), 0)`,
      deletedBudget: budgetWhere('deleted'),
      completedBudget: budgetWhere('completed'),
      draftBudget: budgetWhere('draft'),
    })
    .from(campaigns);
  const [apps] = await db
    .select({ n: sql<number>`count(*)` })
    .from(applications)
    .where(standingApplication);
  if (!c || !apps) throw new Error('An aggregate returned no row');
  return {
    total_campaigns: c.total,
    active_campaigns: c.active,
    deleted_campaigns: c.deleted,
    completed_campaigns: c.completed,
    draft_campaigns: c.draft,
    paused_campaigns: c.paused,
    flagged_campaigns: c.flagged,
    removed_campaigns: c.removed,
    total_applications: apps.n,
    total_budget: c.totalBudget,
    total_budget_formatted: formatRupees(c.totalBudget),
    deleted_budget: c.deletedBudget,
    deleted_budget_formatted: formatRupees(c.deletedBudget),
    completed_budget: c.completedBudget,
    completed_budget_formatted: formatRupees(c.completedBudget),
    draft_budget: c.draftBudget,
    draft_budget_formatted: formatRupees(c.draftBudget),
  };
}
