import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isUniqueViolation } from '@db/errors';
import { applications, offers, users } from '@db/schema';
import { indiaDate } from '@shared/dates';
import { OFFER_EXPIRY_DAYS, OFFER_MESSAGES, type CreateOfferInput, type Offer } from '@shared/schemas/offers';
import { conflict, fieldRefused, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { campaignState } from '../campaigns/access';
import type { Caller } from '../caller';
import { insertNotifications } from '../notifications/notify';
import { refuseAmount, refuseOverBudget } from './budget';
import { offerNotices } from './notices';
import { expireDue, readOffer } from './read';

const DAY_MS = 86_400_000;

/**
 * POST /offers (docs/product.md#direct-offers): a brand offers one of its active campaigns to a
 * creator for an amount. The partial unique index on open offers decides two racing requests; the
 * creator is told in the same transaction.
 */
export async function createOffer(
  deps: { db: Db; events: AppEvents; now: () => number },
  brand: Caller,
  input: CreateOfferInput,
): Promise<Offer> {
  const now = deps.now();
  if (input.deadline < indiaDate(new Date(now))) throw fieldRefused('deadline', OFFER_MESSAGES.deadlinePast);
  try {
    const { offer, announce } = await deps.db.transaction(async (tx) => {
      const campaign = await campaignState(tx, input.campaign_id);
      if (!campaign || campaign.userId !== brand.id) throw notFound('Campaign');
      const [creator] = await tx
        .select({ id: users.id, userType: users.userType })
        .from(users)
        .where(eq(users.id, input.creator_id));
      if (!creator || creator.userType !== 'influencer') throw notFound('Creator');
      if (campaign.status !== 'active') throw conflict(OFFER_MESSAGES.campaignNotActive);
      refuseAmount(campaign.collabType, input.amount);
      const pair = and(eq(offers.campaignId, campaign.id), eq(offers.creatorId, creator.id));
      await expireDue(tx, now, pair);
      const [applied] = await tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.campaignId, campaign.id), eq(applications.creatorId, creator.id)));
      if (applied) throw conflict(OFFER_MESSAGES.alreadyApplied);
      if (campaign.collabType === 'paid') await refuseOverBudget(tx, campaign, input.amount);
      const at = new Date(now).toISOString();
      const [stored] = await tx
        .insert(offers)
        .values({
          campaignId: campaign.id,
          brandId: brand.id,
          creatorId: creator.id,
          amount: input.amount,
          deliverables: input.deliverables,
          deadline: input.deadline,
          message: input.message,
          expiresAt: new Date(now + OFFER_EXPIRY_DAYS * DAY_MS).toISOString(),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: offers.id });
      const offer = await readOffer(tx, stored!.id);
      const announce = await insertNotifications(tx, [
        {
          userId: creator.id,
          ...offerNotices.received({
            offerId: offer.id,
            campaignId: campaign.id,
            campaignTitle: campaign.title,
            brandName: offer.brand_name,
            amount: offer.amount,
          }),
        },
      ]);
      return { offer, announce };
    });
    announce(deps.events);
    return offer;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(OFFER_MESSAGES.alreadyOpen);
    throw e;
  }
}
