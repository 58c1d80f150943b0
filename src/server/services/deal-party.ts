import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, workSubmissions } from '@db/schema';
import type { DealSide } from '@shared/enums';
import { notFound } from '@server/errors';

/**
 * When the application's work was approved (by the brand or the platform): the latest approved
 * submission's review time, its update time for rows approved before reviewed_at was kept. Null
 * when no work was approved. Reviews and disputes open from it (docs/product.md#reviews, #disputes).
 */
export async function workApprovedAt(tx: Db, applicationId: string): Promise<string | null> {
  const [row] = await tx
    .select({ at: sql<string>`coalesce(${workSubmissions.reviewedAt}, ${workSubmissions.updatedAt})` })
    .from(workSubmissions)
    .where(and(eq(workSubmissions.applicationId, applicationId), eq(workSubmissions.status, 'approved')))
    .orderBy(desc(workSubmissions.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export type Deal = Awaited<ReturnType<typeof dealForParty>>;

/**
 * One application as one of its two parties sees it: the creator who applied or the brand that owns
 * the campaign, with the caller's side and the other party's id. Anyone else (admins included) gets
 * 404, so a stranger learns nothing of the collaboration.
 */
export async function dealForParty(tx: Db, applicationId: string, callerId: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      campaignId: applications.campaignId,
      campaignTitle: campaigns.title,
      collabType: campaigns.collabType,
      creatorId: applications.creatorId,
      brandId: campaigns.userId,
      status: applications.status,
      completedAt: applications.completedAt,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row || (row.creatorId !== callerId && row.brandId !== callerId)) throw notFound('Application');
  const side: DealSide = row.creatorId === callerId ? 'creator' : 'brand';
  return { ...row, side, otherId: side === 'creator' ? row.brandId : row.creatorId };
}
