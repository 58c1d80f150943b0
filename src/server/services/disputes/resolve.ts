import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { disputes, payouts, transactions } from '@db/schema';
import type { DisputeResolution, PayoutStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import { shareOf } from '@shared/money';
import {
  DISPUTE_MESSAGES,
  DISPUTE_RESOLUTION_LABELS,
  type Dispute,
  type ResolveDisputeInput,
} from '@shared/schemas/disputes';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { writeAuditEntry, type AuditActor } from '../admin-payments/audit-log';
import { recordLedger } from '../ledger/record';
import { conversationUrl } from '../notifications/links';
import { insertNotifications } from '../notifications/notify';
import { settlePayout } from '../payouts/settle';
import { readDispute } from './read';

type Deps = { db: Db; events: AppEvents; now: () => number };
type Held = { id: string; net: number; campaignId: string; creatorId: string; transactionId: string };

/**
 * Moves the held payout as the resolution says (docs/product.md#disputes), every step a conditional
 * update from on_hold with its ledger rows: release makes it due (payout_released); refund cancels
 * it (payout_cancelled) and its transaction, releasing the campaign's funding once every payout is
 * settled; split reduces its net to the creator's share, half up (payout_reduced for the
 * difference, back to the brand), then makes it due (payout_released). Returns the net after.
 */
async function movePayout(
  tx: Db,
  held: Held,
  resolution: DisputeResolution,
  share: number | null,
  at: string,
  actorId: string,
  note: string,
): Promise<number> {
  if (resolution === 'refund') {
    await settlePayout(tx, { where: { id: held.id }, from: ['on_hold'], to: 'cancelled', at, actorId, note });
    await tx
      .update(transactions)
      .set({ paymentStatus: 'cancelled' })
      .where(eq(transactions.id, held.transactionId));
    return 0;
  }
  const net = resolution === 'split' ? shareOf(held.net, share!) : held.net;
  await tx
    .update(payouts)
    .set({ status: 'due', net, updatedAt: at })
    .where(and(eq(payouts.id, held.id), eq(payouts.status, 'on_hold')));
  const row = {
    campaignId: held.campaignId,
    payoutId: held.id,
    creatorId: held.creatorId,
    actorId,
    note,
    createdAt: at,
  };
  await recordLedger(tx, [
    ...(net < held.net ? [{ ...row, kind: 'payout_reduced' as const, amount: held.net - net }] : []),
    { ...row, kind: 'payout_released', amount: net },
  ]);
  return net;
}

/**
 * PUT /admin/disputes/{id}: an admin resolves an open dispute (docs/product.md#disputes). A
 * conditional update from open makes a second or concurrent resolution 409; the held payout moves
 * with its ledger rows, the audit entry records before and after, and both parties are told, in one
 * transaction. With no held payout the outcome and notes are recorded and no money moves.
 */
export async function resolveDispute(
  deps: Deps,
  admin: AuditActor,
  input: ResolveDisputeInput,
): Promise<Dispute> {
  const { dispute, announce } = await deps.db.transaction(async (tx) => {
    const at = new Date(deps.now()).toISOString();
    const share = input.resolution === 'split' ? input.creator_share! : null;
    const [closed] = await tx
      .update(disputes)
      .set({
        status: 'resolved',
        resolution: input.resolution,
        creatorShare: share,
        adminNotes: input.admin_notes ?? null,
        resolvedBy: admin.id,
        resolvedAt: at,
        updatedAt: at,
      })
      .where(and(eq(disputes.id, input.id), eq(disputes.status, 'open')))
      .returning({ id: disputes.id, applicationId: disputes.applicationId });
    if (!closed) {
      const [exists] = await tx.select({ id: disputes.id }).from(disputes).where(eq(disputes.id, input.id));
      throw exists ? conflict(DISPUTE_MESSAGES.alreadyResolved) : notFound('Dispute');
    }

    // The application's payout on hold is this dispute's: one open dispute per application, and a
    // payout made while it was open was made on_hold too.
    const [held] = await tx
      .select({
        id: payouts.id,
        net: payouts.net,
        campaignId: payouts.campaignId,
        creatorId: payouts.creatorId,
        transactionId: payouts.transactionId,
      })
      .from(payouts)
      .where(and(eq(payouts.applicationId, closed.applicationId), eq(payouts.status, 'on_hold')));
    const netAfter = held
      ? await movePayout(
          tx,
          held,
          input.resolution,
          share,
          at,
          admin.id,
          `dispute ${closed.id} resolved: ${input.resolution}`,
        )
      : null;
    if (held)
      await tx
        .update(disputes)
        .set({ payoutId: held.id, netBefore: held.net, netAfter })
        .where(eq(disputes.id, closed.id));

    const dispute = await readDispute(tx, closed.id);
    const payoutAfter: PayoutStatus | null = held ? dispute.payout_status : null;
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'dispute.resolve',
      targetType: 'dispute',
      // The parties too, so filtering the log by either user finds the resolution.
      targetIds: [closed.id, ...(held ? [held.id] : []), dispute.creator_id, dispute.brand_id],
      metadata: {
        application_id: closed.applicationId,
        campaign_id: dispute.campaign_id,
        before: { status: 'open', payout_status: held ? 'on_hold' : null, net: held?.net ?? null },
        after: {
          status: 'resolved',
          resolution: input.resolution,
          creator_share: share,
          payout_status: payoutAfter,
          net: netAfter,
        },
      },
      ip: admin.ip,
    });

    const money = held
      ? input.resolution === 'refund'
        ? ` The payout of ${formatRupees(held.net)} was cancelled and the brand's money goes back to it.`
        : ` The creator's payout of ${formatRupees(netAfter!)} is due.`
      : '';
    const message = `An admin resolved the dispute about "${dispute.campaign_title}": ${DISPUTE_RESOLUTION_LABELS[input.resolution]}${share === null ? '' : ` (${share}% to the creator)`}.${money}${input.admin_notes ? ` Notes: ${input.admin_notes}` : ''}`;
    const announce = await insertNotifications(
      tx,
      [dispute.creator_id, dispute.brand_id].map((userId) => ({
        userId,
        type: 'dispute' as const,
        title: 'Dispute resolved',
        message,
        priority: 'high' as const,
        actionUrl: conversationUrl(closed.applicationId),
        metadata: {
          dispute_id: closed.id,
          application_id: closed.applicationId,
          resolution: input.resolution,
        },
      })),
    );
    return { dispute, announce };
  });
  announce(deps.events);
  return dispute;
}
