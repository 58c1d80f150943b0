import { and, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { insertionOrder } from '@db/dialect';
import { campaigns, offers } from '@db/schema';
import { OPEN_OFFER_STATUSES, type OfferStatus } from '@shared/enums';
import type { Offer } from '@shared/schemas/offers';
import { brandNameColumn, brandProfile, brandUser, creatorUser } from '../applications/columns';
import type { Caller } from '../caller';
import { hasRole } from '@shared/roles';

/**
 * The one expiry rule (docs/product.md#direct-offers): an open offer whose expires_at has come is
 * `expired`. Every read and every change of offers runs it first over the offers it looks at, in its
 * own transaction, so an expired offer is never listed as open nor accepted, whether or not anything
 * looked at it before.
 */
export async function expireDue(tx: Db, now: number, scope: SQL | undefined) {
  const at = new Date(now).toISOString();
  await tx
    .update(offers)
    .set({ status: 'expired', updatedAt: at })
    .where(and(inArray(offers.status, [...OPEN_OFFER_STATUSES]), lte(offers.expiresAt, at), scope));
}

function selectOffers(db: Db) {
  return db
    .select({
      id: offers.id,
      campaign_id: offers.campaignId,
      campaign_title: campaigns.title,
      campaign_collab_type: campaigns.collabType,
      brand_id: offers.brandId,
      brand_name: brandNameColumn,
      creator_id: offers.creatorId,
      creator_name: creatorUser.fullName,
      amount: offers.amount,
      deliverables: offers.deliverables,
      deadline: offers.deadline,
      message: offers.message,
      status: offers.status,
      counter_amount: offers.counterAmount,
      counter_message: offers.counterMessage,
      decline_reason: offers.declineReason,
      application_id: offers.applicationId,
      expires_at: offers.expiresAt,
      created_at: offers.createdAt,
      updated_at: offers.updatedAt,
    })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(brandUser, eq(brandUser.id, offers.brandId))
    .leftJoin(brandProfile, eq(brandProfile.userId, offers.brandId))
    .innerJoin(creatorUser, eq(creatorUser.id, offers.creatorId))
    .$dynamic();
}

export async function readOffer(db: Db, id: string): Promise<Offer> {
  const [row] = await selectOffers(db).where(eq(offers.id, id));
  if (!row) throw new Error(`offer ${id} vanished`);
  return row;
}

/** The caller's side of its offers: the creator received them, the brand sent them. */
const ownOffers = (caller: Caller) =>
  hasRole(caller, 'brand') ? eq(offers.brandId, caller.id) : eq(offers.creatorId, caller.id);

/** GET /offers/my: newest first, of one status when asked. */
export async function myOffers(
  deps: { db: Db; now: () => number },
  caller: Caller,
  input: { status?: OfferStatus },
): Promise<Offer[]> {
  return deps.db.transaction(async (tx) => {
    await expireDue(tx, deps.now(), ownOffers(caller));
    return selectOffers(tx)
      .where(and(ownOffers(caller), input.status ? eq(offers.status, input.status) : undefined))
      .orderBy(desc(offers.createdAt), desc(insertionOrder(offers)));
  });
}
