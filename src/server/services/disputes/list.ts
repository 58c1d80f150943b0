import { count, eq, or } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, disputes } from '@db/schema';
import type { DisputeStatus } from '@shared/enums';
import type { Dispute } from '@shared/schemas/disputes';
import { page } from '../pagination';
import { selectDisputes } from './read';

/** GET /disputes/my: the disputes of the caller's collaborations, as creator or brand, newest first. */
export function myDisputes(db: Db, userId: string): Promise<Dispute[]> {
  return selectDisputes(db, or(eq(applications.creatorId, userId), eq(campaigns.userId, userId)));
}

/** GET /admin/disputes: every dispute, or those of one status, newest first, paged, with the total. */
export async function adminDisputes(
  db: Db,
  input: { status?: DisputeStatus; limit?: number; offset?: number },
): Promise<{ disputes: Dispute[]; total: number }> {
  const where = input.status ? eq(disputes.status, input.status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectDisputes(db, where, page(input)),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return { disputes: rows, total: Number(total?.n ?? 0) };
}
