import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isUniqueViolation } from '@db/errors';
import { applications, campaigns, offers } from '@db/schema';
import type { OfferStatus } from '@shared/enums';
import type { Application } from '@shared/schemas/application';
import { OFFER_MESSAGES, type Offer } from '@shared/schemas/offers';
import { conflict, notFound } from '@server/errors';
import type { Env } from '@server/env';
import type { AppEvents } from '@server/events';
import { readApplication } from '../applications/columns';
import { refuseNewParticipant, scheduleParticipantJobs } from '../applications/review';
import { makeAgreement } from '../agreements/make';
import type { Caller } from '../caller';
import { keepOrNewTrackingCode, newTrackingCode } from '../tracking-code';
import { insertNotifications, type NewNotification } from '../notifications/notify';
import { refuseAmount, refuseOverBudget } from './budget';
import { offerNotices } from './notices';
import { expireDue, readOffer } from './read';

type Deps = { db: Db; events: AppEvents; now: () => number };
type Side = 'creator' | 'brand';
type Awaitable<T> = T | Promise<T>;

/**
 * Who may move an offer from which status (docs/product.md#direct-offers): the creator answers a
 * pending offer, the brand answers a counter or takes its offer back.
 */
const MOVES = {
  accept: { to: 'accepted', creator: ['pending'], brand: ['countered'] },
  decline: { to: 'declined', creator: ['pending'], brand: ['countered'] },
  counter: { to: 'countered', creator: ['pending'], brand: [] },
  withdraw: { to: 'withdrawn', creator: [], brand: ['pending', 'countered'] },
} as const satisfies Record<string, { to: OfferStatus } & Record<Side, readonly OfferStatus[]>>;
type Move = keyof typeof MOVES;

/** The offer with its campaign, after the expiry rule, for one of its two parties (anyone else: 404). */
async function offerForParty(tx: Db, now: number, caller: Caller, id: string) {
  await expireDue(tx, now, eq(offers.id, id));
  const [row] = await tx
    .select({
      offer: offers,
      campaign: {
        id: campaigns.id,
        title: campaigns.title,
        status: campaigns.status,
        budget: campaigns.budget,
        collabType: campaigns.collabType,
        fundingStatus: campaigns.fundingStatus,
        deadline: campaigns.deadline,
      },
    })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .where(eq(offers.id, id));
  const side: Side | null =
    row?.offer.creatorId === caller.id ? 'creator' : row?.offer.brandId === caller.id ? 'brand' : null;
  if (!row || !side) throw notFound('Offer');
  return { ...row, side };
}

/**
 * One step of an offer in one transaction: the status must be one `move` allows the caller's side
 * from (else 409); `check` refuses what the step's own rules refuse; the row then moves only if it
 * still has that status, so of racing requests exactly one moves it (a racing one waits on the row,
 * then finds it moved: 409, nothing written); `apply` does the step's own writes and the other side
 * is told.
 */
async function step<T>(
  deps: Deps,
  caller: Caller,
  id: string,
  move: Move,
  apply: (
    tx: Db,
    current: Awaited<ReturnType<typeof offerForParty>>,
    at: string,
  ) => Awaitable<{
    set?: Partial<typeof offers.$inferInsert>;
    notice: (offer: Offer) => NewNotification;
    extra: T;
  }>,
  check: (current: Awaited<ReturnType<typeof offerForParty>>, tx: Db) => Awaitable<void> = () => {},
): Promise<{ offer: Offer; extra: T }> {
  const { offer, extra, announce } = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const current = await offerForParty(tx, now, caller, id);
    const from: readonly OfferStatus[] = MOVES[move][current.side];
    if (!from.includes(current.offer.status))
      throw conflict(
        move === 'counter' && current.side === 'creator' && current.offer.status === 'countered'
          ? OFFER_MESSAGES.counterOnce
          : OFFER_MESSAGES.notOpen(current.offer.status),
      );
    await check(current, tx);
    const at = new Date(now).toISOString();
    const moved = await tx
      .update(offers)
      .set({ status: MOVES[move].to, updatedAt: at })
      .where(and(eq(offers.id, id), eq(offers.status, current.offer.status)))
      .returning({ id: offers.id });
    if (moved.length === 0) throw conflict(OFFER_MESSAGES.notOpen('already answered'));
    const { set, notice, extra } = await apply(tx, current, at);
    if (set) await tx.update(offers).set(set).where(eq(offers.id, id));
    const offer = await readOffer(tx, id);
    const announce = await insertNotifications(tx, [notice(offer)]);
    return { offer, extra, announce };
  });
  announce(deps.events);
  return { offer, extra };
}

const about = (o: Offer) => ({ offerId: o.id, campaignId: o.campaign_id, campaignTitle: o.campaign_title });
const byName = (o: Offer, side: Side) => (side === 'creator' ? o.creator_name : o.brand_name);
const otherOf = (o: Offer, side: Side) => (side === 'creator' ? o.brand_id : o.creator_id);
const otherSide = (side: Side): Side => (side === 'creator' ? 'brand' : 'creator');

/**
 * POST /offers/{id}/accept: the creator accepts a pending offer, or the brand the creator's counter.
 * The creator becomes a participant exactly as when a brand accepts an application (the same
 * checks and deadline reminder), with agreed_amount the amount accepted. The offer's conditional
 * update lets one of racing accepts through; the unique (campaign, creator) of applications keeps
 * one application whatever else races.
 */
export async function acceptOffer(
  deps: Deps & { env: Pick<Env, 'REQUIRE_FUNDING'> },
  caller: Caller,
  id: string,
): Promise<{ offer: Offer; application: Application }> {
  try {
    const agreedOf = (o: typeof offers.$inferSelect) =>
      o.status === 'countered' ? o.counterAmount! : o.amount;
    const { offer, extra } = await step(
      deps,
      caller,
      id,
      'accept',
      async (tx, { offer, campaign, side }, at) => {
        const agreed = agreedOf(offer);
        const applicationId = await joinAsParticipant(tx, offer, agreed, at);
        await scheduleParticipantJobs(tx, applicationId, campaign.deadline);
        // The terms as they are at this moment, with the amount agreed (docs/product.md#agreements-and-usage-rights).
        await makeAgreement(tx, applicationId);
        return {
          set: { applicationId },
          extra: applicationId,
          notice: (o) => ({
            userId: otherOf(o, side),
            ...offerNotices.answered(
              { ...about(o), by: byName(o, side), amount: agreed, status: 'accepted' },
              otherSide(side),
            ),
          }),
        };
      },
      async ({ offer, campaign }, tx) => {
        await refuseNewParticipant(tx, deps.env, campaign);
        if (campaign.collabType === 'paid') await refuseOverBudget(tx, campaign, agreedOf(offer));
      },
    );
    return { offer, application: await readApplication(deps.db, extra) };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(OFFER_MESSAGES.alreadyApplied);
    throw e;
  }
}

/**
 * The offer's application, `accepted` with its agreed amount: a new one, or the creator's own
 * pending or withdrawn application to the campaign taken up; any other application there: 409.
 */
async function joinAsParticipant(
  tx: Db,
  offer: typeof offers.$inferSelect,
  agreed: number,
  at: string,
): Promise<string> {
  const accepted = { status: 'accepted' as const, acceptedAt: at, agreedAmount: agreed, updatedAt: at };
  const [taken] = await tx
    .update(applications)
    .set({ ...accepted, trackingCode: keepOrNewTrackingCode() })
    .where(
      and(
        eq(applications.campaignId, offer.campaignId),
        eq(applications.creatorId, offer.creatorId),
        inArray(applications.status, ['pending', 'withdrawn']),
      ),
    )
    .returning({ id: applications.id });
  if (taken) return taken.id;
  const [inserted] = await tx
    .insert(applications)
    .values({
      id: randomUUID(),
      campaignId: offer.campaignId,
      creatorId: offer.creatorId,
      brandId: offer.brandId,
      message: offer.message,
      appliedAt: at,
      ...accepted,
      trackingCode: newTrackingCode(),
    })
    .returning({ id: applications.id });
  await tx
    .update(campaigns)
    .set({ applicationCount: sql`${campaigns.applicationCount} + 1`, updatedAt: at })
    .where(eq(campaigns.id, offer.campaignId));
  return inserted!.id;
}

/** POST /offers/{id}/decline: the creator declines a pending offer, or the brand the counter. */
export async function declineOffer(deps: Deps, caller: Caller, input: { id: string; reason: string | null }) {
  const { offer } = await step(deps, caller, input.id, 'decline', (_tx, { side }) => ({
    set: { declineReason: input.reason },
    extra: null,
    notice: (o) => ({
      userId: otherOf(o, side),
      ...offerNotices.answered(
        { ...about(o), by: byName(o, side), amount: o.amount, status: 'declined' },
        otherSide(side),
      ),
    }),
  }));
  return offer;
}

/** POST /offers/{id}/counter: the creator's one counter of a pending offer, with the same amount rule. */
export async function counterOffer(
  deps: Deps,
  caller: Caller,
  input: { id: string; amount: number; message: string | null },
) {
  const { offer } = await step(
    deps,
    caller,
    input.id,
    'counter',
    () => ({
      set: { counterAmount: input.amount, counterMessage: input.message },
      extra: null,
      notice: (o) => ({
        userId: o.brand_id,
        ...offerNotices.countered({ ...about(o), creatorName: o.creator_name, amount: input.amount }),
      }),
    }),
    ({ campaign }) => refuseAmount(campaign.collabType, input.amount),
  );
  return offer;
}

/** POST /offers/{id}/withdraw: the brand takes back its pending or countered offer. */
export async function withdrawOffer(deps: Deps, caller: Caller, id: string) {
  const { offer } = await step(deps, caller, id, 'withdraw', () => ({
    extra: null,
    notice: (o) => ({
      userId: o.creator_id,
      ...offerNotices.answered(
        { ...about(o), by: o.brand_name, amount: o.amount, status: 'withdrawn' },
        'creator',
      ),
    }),
  }));
  return offer;
}
