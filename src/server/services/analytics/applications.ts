import { sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { rows } from '@db/dialect';

/**
 * Applications sent within the period and not withdrawn (a range of applications_applied_creator_idx,
 * which holds the status): total, and
 * completed, those whose status is completed now (their campaign was completed for that creator).
 */
export async function applicationStats(db: Db, since: string): Promise<{ total: number; completed: number }> {
  const [row] = await rows<{ total: number; completed: number }>(
    db,
    sql`
    select count(*) as total, count(case when status = 'completed' then 1 end) as completed
    from applications where applied_at >= ${since} and status <> 'withdrawn'
  `,
  );
  return row!;
}
