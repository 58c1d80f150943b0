import { sql } from 'drizzle-orm';
import type { SyncDb as Db } from '@db/client';

/**
 * Applications sent within the period and not withdrawn (a range of applications_applied_creator_idx,
 * which holds the status): total, and
 * completed, those whose status is completed now (their campaign was completed for that creator).
 */
export function applicationStats(db: Db, since: string): { total: number; completed: number } {
  return db.get<{ total: number; completed: number }>(sql`
    select count(*) as total, count(case when status = 'completed' then 1 end) as completed
    from applications where applied_at >= ${since} and status <> 'withdrawn'
  `);
}
