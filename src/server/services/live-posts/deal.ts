import { and, eq, exists } from 'drizzle-orm';
import type { Db } from '@db/client';
import { applications, campaigns, workSubmissions } from '@db/schema';
import { isPaidDeal } from '@shared/campaign-terms';
import { notFound } from '@server/errors';
import { isAdmin } from '../campaigns/access';
import type { Caller } from '../caller';

/**
 * Whether a deal pays money, as the disclosure check reads it (docs/product.md#disclosure): a paid
 * campaign (the product's one paid/barter rule, shared/campaign-terms.ts), or an agreed amount above
 * 0 from an accepted offer. A barter's "Free gift" label is fine; a paid deal's is not.
 */
export const dealPaysMoney = (deal: {
  collabType: string;
  budget: number | null;
  agreedAmount: number | null;
}) => isPaidDeal({ collab_type: deal.collabType, budget: deal.budget }) || (deal.agreedAmount ?? 0) > 0;

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
  return { ...row, approved: Boolean(row.approved), paid: dealPaysMoney(row) };
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
