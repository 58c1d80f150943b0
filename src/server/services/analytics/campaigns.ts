import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { rows } from '@db/dialect';
import { indiaDate } from '@shared/dates';
import type { Analytics } from '@shared/schemas/analytics';

const POPULAR_TAGS = 10;

/**
 * campaignStats: campaigns created within the period (covered by campaigns_created_idx), not counting those
 * their brand deleted, by their status now: total; active, completed and draft (paused, flagged and
 * removed ones count only in total). totalBudget sums their budgets in whole rupees (barter counts
 * 0); averageBudget is totalBudget over the paid ones (budget above 0), rounded, 0 when none.
 */
export async function campaignStats(db: Db, since: string): Promise<Analytics['campaignStats']> {
  const [row] = await rows<{
    total: number;
    active: number;
    completed: number;
    draft: number;
    totalBudget: number;
    paid: number;
  }>(
    db,
    sql`
    select count(*) as total,
           count(case when status = 'active' then 1 end) as active,
           count(case when status = 'completed' then 1 end) as completed,
           count(case when status = 'draft' then 1 end) as draft,
           coalesce(sum(case when budget > 0 then budget end), 0) as "totalBudget",
           count(case when budget > 0 then 1 end) as paid
    from campaigns where created_at >= ${since} and status <> 'deleted'
  `,
  );
  const { paid, ...stats } = row!;
  return { ...stats, averageBudget: paid ? Math.round(stats.totalBudget / paid) : 0 };
}

/**
 * popularTags: the 10 tags carried by the most campaigns created within the period (deleted ones
 * aside), most used first, then alphabetically; a tag counts once per campaign, matched exactly
 * as stored. Read from the per-day rollup (campaign_tag_days, kept by triggers): the window starts
 * at midnight India time, so its campaigns are those of the India days from its first on (that
 * day is worked out here, so the SQL is the same on both engines).
 */
export async function popularTags(db: Db, since: string): Promise<Analytics['popularTags']> {
  return rows<Analytics['popularTags'][number]>(
    db,
    sql`
    select tag, sum(campaigns) as count from campaign_tag_days
    where day >= ${indiaDate(new Date(since))}
    group by tag
    order by count desc, tag
    limit ${POPULAR_TAGS}
  `,
  );
}
