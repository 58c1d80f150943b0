import { and, eq, exists } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, workSubmissions } from '@db/schema';
import { dealPaysMoney } from '@shared/campaign-terms';
import { notFound } from '@server/errors';
import { isAdmin } from '../campaigns/access';
import type { Caller } from '../caller';

/** One application with what live posts need: its two parties, whether it pays, whether work was approved. */
export async function postsDeal(tx: Db, applicationId: string) {
  const [row] = await tx
    .select({
      id: applications.id,
      campaignId: applications.campaignId,
      creatorId: applications.creatorId,
      brandId: campaigns.userId,
      title: campaigns.title,
      collabType: campaigns.collabType,
      budget: campaigns.budget,
      agreedAmount: applications.agreedAmount,
      approved: exists(
        tx
          .select({ id: workSubmissions.id })
          .from(workSubmissions)
          .where(
            and(eq(workSubmissions.applicationId, applications.id), eq(workSubmissions.status, 'approved')),
          ),
      ),
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  return {
    ...row,
    approved: Boolean(row.approved),
    paid: dealPaysMoney({ collab_type: row.collabType, budget: row.budget, agreed_amount: row.agreedAmount }),
  };
}

/** The deal as its creator sees it; anyone else (the brand, admins, strangers) 404. */
export async function creatorsDeal(tx: Db, creator: Caller, applicationId: string) {
  const deal = await postsDeal(tx, applicationId);
  if (!deal || deal.creatorId !== creator.id) throw notFound('Application');
  return deal;
}

/** The deal for its two parties and admins; anyone else 404. */
export async function partiesDeal(tx: Db, caller: Caller, applicationId: string) {
  const deal = await postsDeal(tx, applicationId);
  if (!deal || (deal.creatorId !== caller.id && deal.brandId !== caller.id && !isAdmin(caller)))
    throw notFound('Application');
  return deal;
}
