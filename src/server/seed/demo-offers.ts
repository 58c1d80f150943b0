import type { Db } from '@db/client';
import { applicationRow } from '@db/rows/deals';
import { eq, sql } from 'drizzle-orm';
import { applications, campaigns, notifications, offers } from '@db/schema';
import type { OfferStatus } from '@shared/enums';
import { OFFER_EXPIRY_DAYS } from '@shared/schemas/offers';
import { offerNotices } from '../services/offers/notices';
import { insertedId, type DemoClock } from './demo-clock';
import type { DemoMarket } from './demo-campaigns';
import type { DemoPeople } from './demo-people';

type DemoOffer = {
  campaign: string;
  creator: string;
  status: OfferStatus;
  amount: number;
  sentDaysAgo: number;
  deliverables: string;
  message?: string;
  counter?: { amount: number; message: string };
  declineReason?: string;
};

/**
 * One offer in each status on the active campaigns, to creators who had not applied there
 * (docs/product.md#direct-offers): the demo creator has a pending one to answer, the demo brand a
 * counter to answer; the accepted one is a participant at its agreed amount.
 */
const DEMO_OFFERS: DemoOffer[] = [
  {
    campaign: 'smarthome',
    creator: 'priya',
    status: 'pending',
    amount: 15_000,
    sentDaysAgo: 1,
    deliverables: '1 unboxing reel and 3 stories with the swipe-up link',
    message: 'Your tech reels fit our launch. Would you film the smart plug in your kitchen?',
  },
  {
    campaign: 'monsoon',
    creator: 'kabir',
    status: 'countered',
    amount: 8_000,
    sentDaysAgo: 2,
    deliverables: '2 reels in the rain wearing the monsoon range',
    counter: { amount: 10_000, message: 'Two reels outdoors take two shoot days; 10,000 covers both.' },
  },
  {
    campaign: 'smarthome',
    creator: 'tara',
    status: 'accepted',
    amount: 12_000,
    sentDaysAgo: 6,
    deliverables: '1 YouTube short reviewing the smart bulb',
  },
  {
    campaign: 'monsoon',
    creator: 'ishita',
    status: 'declined',
    amount: 6_000,
    sentDaysAgo: 5,
    deliverables: '1 reel and 2 stories',
    declineReason: 'Fully booked this month, sorry!',
  },
  {
    campaign: 'smarthome',
    creator: 'karthik',
    status: 'withdrawn',
    amount: 9_000,
    sentDaysAgo: 4,
    deliverables: '1 reel',
  },
  {
    campaign: 'monsoon',
    creator: 'tara',
    status: 'expired',
    amount: 5_000,
    sentDaysAgo: 10,
    deliverables: '3 stories',
  },
];

/** The demo's offers with the notification of their latest step to the side that is told. */
export async function insertDemoOffers(tx: Db, clock: DemoClock, people: DemoPeople, market: DemoMarket) {
  for (const o of DEMO_OFFERS) {
    const campaign = market.campaignOf(o.campaign);
    const creatorId = people.idOf(o.creator);
    const sentAt = clock.ago(o.sentDaysAgo);
    const answeredAt = clock.ago(o.sentDaysAgo - 1);
    const agreed = o.counter?.amount ?? o.amount;
    const applicationId =
      o.status === 'accepted'
        ? await insertedId(
            tx
              .insert(applications)
              .values(
                applicationRow({ id: campaign.id, userId: campaign.brandId }, creatorId, {
                  message: o.message ?? null,
                  agreedAmount: agreed,
                  appliedAt: answeredAt,
                  acceptedAt: answeredAt,
                }),
              )
              .returning({ id: applications.id }),
          )
        : null;
    if (applicationId)
      await tx
        .update(campaigns)
        .set({ applicationCount: sql`${campaigns.applicationCount} + 1` })
        .where(eq(campaigns.id, campaign.id));
    const offerId = await insertedId(
      tx
        .insert(offers)
        .values({
          campaignId: campaign.id,
          brandId: campaign.brandId,
          creatorId,
          amount: o.amount,
          deliverables: o.deliverables,
          deadline: clock.dateIn(21),
          message: o.message ?? null,
          status: o.status,
          counterAmount: o.counter?.amount ?? null,
          counterMessage: o.counter?.message ?? null,
          declineReason: o.declineReason ?? null,
          applicationId,
          expiresAt: clock.at(OFFER_EXPIRY_DAYS - o.sentDaysAgo),
          createdAt: sentAt,
          updatedAt: o.status === 'pending' ? sentAt : answeredAt,
        })
        .returning({ id: offers.id }),
    );
    const about = { offerId, campaignId: campaign.id, campaignTitle: campaign.title };
    const brandName = people.nameOf(campaign.brandId);
    const creatorName = people.nameOf(creatorId);
    const told =
      o.status === 'pending'
        ? { userId: creatorId, ...offerNotices.received({ ...about, brandName, amount: o.amount }) }
        : o.status === 'countered'
          ? { userId: campaign.brandId, ...offerNotices.countered({ ...about, creatorName, amount: agreed }) }
          : o.status === 'accepted' || o.status === 'declined'
            ? {
                userId: campaign.brandId,
                ...offerNotices.answered(
                  { ...about, by: creatorName, amount: agreed, status: o.status },
                  'brand',
                ),
              }
            : o.status === 'withdrawn'
              ? {
                  userId: creatorId,
                  ...offerNotices.answered(
                    { ...about, by: brandName, amount: o.amount, status: o.status },
                    'creator',
                  ),
                }
              : null;
    if (told)
      await tx.insert(notifications).values({
        ...told,
        read: o.status !== 'pending' && o.status !== 'countered',
        createdAt: o.status === 'pending' ? sentAt : answeredAt,
      });
  }
}
