import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, payouts, transactions } from '@db/schema';
import type { Payout } from '@shared/schemas/funds';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { writeAuditEntry } from '../audit/audit-log';
import { UTR_USED, utrInUse } from '../ledger/utr';
import { insertNotifications } from '../notifications/notify';
import { makeDuePayoutsDue } from './due';
import { paymentReleasedNotice } from './notices';
import { hasPayableDetails } from './payable';
import { readPayout } from './read';
import { settlePayout } from './settle';

export const PAY_MESSAGES = {
  notDue: (status: string) => `This payout is ${status}; only a due payout can be marked paid`,
  notFunded:
    "The brand's money for this campaign is not held by the platform yet; a payout is paid only after it came in",
  noDetails:
    'This creator has no bank account or UPI id on file; they have been asked to add one before they can be paid',
  raced: 'This payout was just changed by someone else; only a due payout can be marked paid',
} as const;

type Deps = { db: Db; events: AppEvents; now: () => number };
type Admin = { id: string; ip: string };

/**
 * POST /admin/payouts/{id}/paid: an admin paid a due payout by bank transfer `utr`
 * (docs/product.md#payouts). Money goes out only after it came in: only a due payout, on money the
 * platform holds, to a creator with a bank account or UPI id on file (else 409). In one transaction:
 * the payout becomes paid by a conditional update (of two admins at once, one pays; the other gets
 * 409), its transaction completed, the ledger's payout_paid row, the audit entry and the creator's
 * payment_released notification; the campaign's funding ends when this was its last open payout.
 * A UTR given before anywhere: 409.
 */
export async function markPayoutPaid(deps: Deps, admin: Admin, id: string, utr: string): Promise<Payout> {
  // Exact to the clock for this payout's campaign: one past its time on held money is due.
  const [target] = await deps.db
    .select({ campaignId: payouts.campaignId })
    .from(payouts)
    .where(eq(payouts.id, id));
  if (target) await makeDuePayoutsDue(deps.db, deps.now(), target.campaignId);
  const { payout, announce } = await deps.db.transaction(async (tx) => {
    const at = new Date(deps.now()).toISOString();
    const [stored] = await tx
      .select({
        status: payouts.status,
        creatorId: payouts.creatorId,
        campaignId: payouts.campaignId,
        fundingStatus: campaigns.fundingStatus,
      })
      .from(payouts)
      .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
      .where(eq(payouts.id, id))
      .limit(1);
    if (!stored) throw notFound('Payout');
    if (stored.fundingStatus !== 'held' && stored.status !== 'paid') throw conflict(PAY_MESSAGES.notFunded);
    if (stored.status !== 'due') throw conflict(PAY_MESSAGES.notDue(stored.status));
    if (!(await hasPayableDetails(tx, stored.creatorId))) throw conflict(PAY_MESSAGES.noDetails);
    if (await utrInUse(tx, utr)) throw conflict(UTR_USED);

    const moved = await settlePayout(tx, {
      where: { id },
      from: ['due'],
      to: 'paid',
      at,
      actorId: admin.id,
      utr,
    });
    if (!moved) throw conflict(PAY_MESSAGES.raced);
    await tx
      .update(transactions)
      .set({ paymentStatus: 'completed' })
      .where(eq(transactions.id, moved.transactionId));
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'payout.paid',
      targetType: 'payout',
      targetIds: [id, moved.transactionId, moved.creatorId],
      metadata: {
        campaign_id: moved.campaignId,
        creator_id: moved.creatorId,
        transaction_id: moved.transactionId,
        net: moved.net,
        before: { status: 'due', utr: null },
        after: { status: 'paid', utr },
      },
      ip: admin.ip,
    });
    const [campaign] = await tx
      .select({ title: campaigns.title })
      .from(campaigns)
      .where(eq(campaigns.id, moved.campaignId));
    const told = await insertNotifications(tx, [
      {
        userId: moved.creatorId,
        ...paymentReleasedNotice(
          { campaignTitle: campaign?.title ?? 'your campaign', net: moved.net, utr },
          {
            payout_id: id,
            transaction_id: moved.transactionId,
            campaign_id: moved.campaignId,
            amount: moved.net,
            utr,
          },
        ),
      },
    ]);
    return {
      payout: await readPayout(tx, id),
      announce: (events: AppEvents) => {
        told(events);
        moved.announce(events);
      },
    };
  });
  announce(deps.events);
  return payout;
}
