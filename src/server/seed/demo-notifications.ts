import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { broadcasts, notifications, payouts, transactions, workSubmissions } from '@db/schema';
import { participantDeal } from '@shared/money';
import { applicationNotices } from '../services/applications/notices';
import { broadcastNotice } from '../services/broadcast/send';
import { paymentProcessedNotice } from '../services/campaigns/pay-participant';
import type { Notice } from '../services/notifications/notify';
import { paymentReleasedNotice } from '../services/payouts/notices';
import { workNotices } from '../services/work/notices';
import { insertedId, type DemoClock } from './demo-clock';
import { paidInOrder, type DemoApplication, type DemoMarket } from './demo-campaigns';
import { DEMO_CAMPAIGNS, DEMO_PAN_HOLDERS } from './demo-data';
import { DEMO_SETTINGS, demoPayoutLines } from './demo-money';
import type { DemoPeople } from './demo-people';

/**
 * What the main brand and creator logins find in their bell besides what the other sections wrote
 * (disputes, reviews, funding, messages), each built by the service that writes it for real; and a
 * broadcast to everyone. Returns Priya's `payment_released` notification, which was emailed.
 */
export async function insertDemoNotifications(
  tx: Db,
  clock: DemoClock,
  people: DemoPeople,
  market: DemoMarket,
) {
  const { at, ago } = clock;
  const app = market.applicationOf;
  const notify = (userId: string, items: (Notice & { read: boolean; createdAt: string })[]) =>
    tx.insert(notifications).values(items.map((n) => ({ ...n, userId })));
  const facts = (a: DemoApplication) => ({
    campaignTitle: a.title,
    campaignId: a.campaignId,
    applicationId: a.id,
  });
  /** The approved submission of an application. */
  const approvedWork = async (a: DemoApplication) => {
    const [work] = await tx
      .select({ id: workSubmissions.id, feedback: workSubmissions.feedback })
      .from(workSubmissions)
      .where(and(eq(workSubmissions.applicationId, a.id), eq(workSubmissions.status, 'approved')));
    return { ...facts(a), submissionId: work!.id, feedback: work!.feedback };
  };
  /** Priya's payout lines of a completed paid demo campaign, her share taken in the order of acceptance. */
  const priyasPayout = (key: string) => {
    const c = DEMO_CAMPAIGNS.find((d) => d.key === key)!;
    const order = paidInOrder(c);
    const deal = participantDeal(
      c.budget,
      order.length,
      order.findIndex((a) => a.creator === 'priya'),
    );
    return demoPayoutLines(deal, DEMO_PAN_HOLDERS.includes('priya'));
  };

  const hours = DEMO_SETTINGS.WORK_REVIEW_HOURS;
  const priyaMonsoon = app('monsoon', 'priya');
  const priyaDiwali = await approvedWork(app('diwali', 'priya'));
  const priyaStreet = app('streetfood', 'priya');
  const priya = { creatorName: people.fullNameOf('priya'), creatorId: people.idOf('priya') };

  await notify(people.idOf('saffron'), [
    {
      ...applicationNotices.applied({
        ...facts(app('monsoon', 'meera')),
        creatorName: people.fullNameOf('meera'),
        creatorId: people.idOf('meera'),
      }),
      read: false,
      createdAt: ago(2),
    },
    {
      ...workNotices.submitted({
        ...facts(priyaMonsoon),
        ...priya,
        submissionId: (
          await tx
            .select({ id: workSubmissions.id })
            .from(workSubmissions)
            .where(eq(workSubmissions.applicationId, priyaMonsoon.id))
        )[0]!.id,
        resubmitted: false,
      }),
      read: false,
      createdAt: ago(1),
    },
    {
      ...workNotices.approvedByPlatform({ ...priyaDiwali, ...priya }, hours),
      read: true,
      createdAt: ago(36),
    },
  ]);

  const [streetTransaction] = await tx
    .select({ id: transactions.id, reference: transactions.paymentReference })
    .from(transactions)
    .where(eq(transactions.applicationId, priyaStreet.id));
  const [diwaliPayout] = await tx
    .select({ id: payouts.id, net: payouts.net, utr: payouts.utr, transactionId: payouts.transactionId })
    .from(payouts)
    .where(eq(payouts.applicationId, priyaDiwali.applicationId));
  const released = paymentReleasedNotice(
    { campaignTitle: priyaDiwali.campaignTitle, net: diwaliPayout!.net, utr: diwaliPayout!.utr },
    {
      payout_id: diwaliPayout!.id,
      transaction_id: diwaliPayout!.transactionId,
      campaign_id: priyaDiwali.campaignId,
      amount: diwaliPayout!.net,
      utr: diwaliPayout!.utr,
    },
  );
  const streetWork = await approvedWork(priyaStreet);
  await notify(people.idOf('priya'), [
    {
      ...applicationNotices.decided({ ...facts(priyaMonsoon), status: 'accepted' }),
      read: true,
      createdAt: ago(6),
    },
    {
      // Approved by the platform (docs/product.md#auto-approval): Saffron Threads never reviewed it.
      ...workNotices.approved(priyaDiwali, { by: 'platform', hours }),
      read: true,
      createdAt: ago(36),
    },
    {
      ...workNotices.approved(streetWork, { by: 'brand', feedback: streetWork.feedback }),
      read: true,
      createdAt: at(-53, 20),
    },
    {
      ...paymentProcessedNotice(
        {
          ...facts(priyaStreet),
          transactionId: streetTransaction!.id,
          paymentReference: streetTransaction!.reference,
        },
        priyasPayout('streetfood'),
        { fundingHeld: true, detailsOnFile: true },
      ),
      read: true,
      createdAt: ago(45),
    },
  ]);
  const releasedId = await insertedId(
    tx
      .insert(notifications)
      .values({ ...released, userId: people.idOf('priya'), read: false, createdAt: ago(23) })
      .returning({ id: notifications.id }),
  );

  // ---- a broadcast to everyone but the admin ----
  const broadcast = {
    title: 'Festive season payouts',
    message:
      'Payouts for campaigns completed before Diwali are being released this week. Keep your payment details up to date to avoid delays.',
    priority: 'medium' as const,
  };
  const broadcastId = await insertedId(
    tx
      .insert(broadcasts)
      .values({
        ...broadcast,
        sentBy: people.adminId,
        targetAudience: 'all',
        recipientCount: people.ids.length,
        metadata: { broadcast_type: 'announcement' },
        createdAt: ago(3),
      })
      .returning({ id: broadcasts.id }),
  );
  const notice = broadcastNotice(broadcast, {
    sent_by: people.adminId,
    broadcast_type: 'announcement',
    target_audience: 'all',
    broadcast_id: broadcastId,
  });
  await tx.insert(notifications).values(
    people.ids.map((userId, i) => ({
      userId,
      ...notice,
      // A few recipients have already read it, as in a live marketplace.
      read: i % 3 === 1,
      createdAt: ago(3),
    })),
  );

  return {
    ...released,
    id: releasedId,
    userId: people.idOf('priya'),
    actionUrl: released.actionUrl ?? null,
    metadata: released.metadata ?? {},
  };
}
