import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, payouts, transactions } from '@db/schema';
import { formatRupees } from '@shared/format';
import type { Payout } from '@shared/schemas/funds';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { writeAuditEntry } from '../admin-payments/audit-log';
import { UTR_USED, utrInUse } from '../funding/utr';
import { CREATOR_EARNINGS_URL } from '../notifications/links';
import { insertNotifications } from '../notifications/notify';
import { makeDuePayoutsDue } from './due';
import { readPayout } from './read';
import { settlePayout } from './settle';

type Deps = { db: Db; events: AppEvents; now: () => number };
type Admin = { id: string; ip: string };

/**
 * POST /admin/payouts/{id}/paid: an admin paid a due payout by bank transfer `utr`
 * (docs/product.md#payouts). In one transaction: the payout becomes paid by a conditional update (of
 * two admins at once, one pays; the other gets 409), its transaction completed, the ledger's
 * payout_paid row, the audit entry and the creator's payment_released notification; the campaign's
 * funding is released when this was its last open payout. A UTR given before anywhere: 409.
 */
export async function markPayoutPaid(deps: Deps, admin: Admin, id: string, utr: string): Promise<Payout> {
  await makeDuePayoutsDue(deps.db, deps.now());
  const { payout, announce } = await deps.db.transaction(async (tx) => {
    const at = new Date(deps.now()).toISOString();
    const [stored] = await tx
      .select({ status: payouts.status })
      .from(payouts)
      .where(eq(payouts.id, id))
      .limit(1);
    if (!stored) throw notFound('Payout');
    if (stored.status !== 'due')
      throw conflict(`This payout is ${stored.status}; only a due payout can be marked paid`);
    if (await utrInUse(tx, utr)) throw conflict(UTR_USED);

    const moved = await settlePayout(tx, {
      where: { id },
      from: ['due'],
      to: 'paid',
      at,
      actorId: admin.id,
      utr,
    });
    if (!moved)
      throw conflict('This payout was just changed by someone else; only a due payout can be marked paid');
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
    const announce = await insertNotifications(tx, [
      {
        userId: moved.creatorId,
        type: 'payment_released',
        title: 'Payment released',
        message: `We paid you ${formatRupees(moved.net)} for "${campaign?.title ?? 'your campaign'}" (UTR ${utr}).`,
        priority: 'high',
        actionUrl: CREATOR_EARNINGS_URL,
        metadata: {
          payout_id: id,
          transaction_id: moved.transactionId,
          campaign_id: moved.campaignId,
          amount: moved.net,
          utr,
        },
      },
    ]);
    return { payout: await readPayout(tx, id), announce };
  });
  announce(deps.events);
  return payout;
}
