import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { disputes, payouts, transactions } from '@db/schema';
import type { DisputeResolution, PayoutStatus } from '@shared/enums';
import { shareOf } from '@shared/money';
import { DISPUTE_MESSAGES, type Dispute, type ResolveDisputeInput } from '@shared/schemas/disputes';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { writeAuditEntry, type AuditActor } from '../audit/audit-log';
import { recordLedger } from '../ledger/record';
import { insertNotifications } from '../notifications/notify';
import { issueCreditNote } from '../invoices/issue';
import { payoutDueJob } from '../scheduling/plan';
import { scheduleJobs } from '../scheduling/schedule';
import { makeDuePayoutsDue } from '../payouts/due';
import { settlePayout } from '../payouts/settle';
import { disputeNotices } from './notices';
import { readDispute } from './read';

type Deps = { db: Db; events: AppEvents; now: () => number };
type Held = { id: string; net: number; campaignId: string; creatorId: string; transactionId: string };

/**
 * Moves the held payout as the resolution says (docs/product.md#disputes), every step a conditional
 * update from on_hold with its ledger rows: refund cancels it (payout_cancelled) and its transaction,
 * ending the campaign's money once every payout is settled; release ends the hold
 * (payout_released), back to pending, and it falls due by the payouts' own rule (its time has come
 * and the brand's money is held: payout_due); split first takes the brand's part off as the
 * payout's dispute adjustment (payout_reduced), then releases the rest. A payout no longer on hold
 * was settled meanwhile: 409, and nothing of the resolution is kept. Returns the net after and the
 * announce of what ending the money told the brand.
 */
async function movePayout(
  tx: Db,
  held: Held,
  resolution: DisputeResolution,
  share: number | null,
  at: string,
  actorId: string,
  note: string,
): Promise<{ net: number; announce: (events: AppEvents) => void }> {
  if (resolution === 'refund') {
    const cancelled = await settlePayout(tx, {
      where: { id: held.id },
      from: ['on_hold'],
      to: 'cancelled',
      at,
      actorId,
      note,
    });
    if (!cancelled) throw conflict(DISPUTE_MESSAGES.payoutSettled);
    await tx
      .update(transactions)
      .set({ paymentStatus: 'cancelled' })
      .where(eq(transactions.id, held.transactionId));
    return { net: 0, announce: cancelled.announce };
  }
  const net = resolution === 'split' ? shareOf(held.net, share!) : held.net;
  const [released] = await tx
    .update(payouts)
    .set({
      status: 'pending',
      net,
      adjustment: sql`${payouts.adjustment} + ${held.net - net}`,
      updatedAt: at,
    })
    .where(and(eq(payouts.id, held.id), eq(payouts.status, 'on_hold')))
    .returning({ dueAt: payouts.dueAt });
  if (!released) throw conflict(DISPUTE_MESSAGES.payoutSettled);
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
  // Due now when its time has come on held money; else when the time comes or the money is held.
  await makeDuePayoutsDue(tx, Date.parse(at), held.campaignId);
  await scheduleJobs(tx, [payoutDueJob(held.id, released.dueAt)]);
  return { net, announce: () => {} };
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
      .returning({ id: disputes.id, applicationId: disputes.applicationId, payoutId: disputes.payoutId });
    if (!closed) {
      const [exists] = await tx.select({ id: disputes.id }).from(disputes).where(eq(disputes.id, input.id));
      throw exists ? conflict(DISPUTE_MESSAGES.alreadyResolved) : notFound('Dispute');
    }

    // The payout this dispute held: named when it went on hold, or when it was made on hold.
    const [held] = closed.payoutId
      ? await tx
          .select({
            id: payouts.id,
            net: payouts.net,
            status: payouts.status,
            campaignId: payouts.campaignId,
            creatorId: payouts.creatorId,
            transactionId: payouts.transactionId,
          })
          .from(payouts)
          .where(eq(payouts.id, closed.payoutId))
      : [];
    if (held && held.status !== 'on_hold') throw conflict(DISPUTE_MESSAGES.payoutSettled);
    const moved = held
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
    // A refund undoes the commission: its invoice gets a credit note; a split keeps it (docs/product.md#tax-invoices).
    const creditNote = held && input.resolution === 'refund' ? await issueCreditNote(tx, held.id, at) : null;
    const netAfter = moved?.net ?? null;
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

    const notice = disputeNotices.resolved({
      campaignTitle: dispute.campaign_title,
      resolution: input.resolution,
      creatorShare: share,
      payout: held ? { netBefore: held.net, netAfter, status: payoutAfter } : null,
      adminNotes: input.admin_notes,
      disputeId: closed.id,
      applicationId: closed.applicationId,
    });
    const announce = await insertNotifications(tx, [
      ...[dispute.creator_id, dispute.brand_id].map((userId) => ({ userId, ...notice })),
      ...(creditNote ? [creditNote] : []),
    ]);
    return {
      dispute,
      announce: (events: AppEvents) => {
        announce(events);
        moved?.announce(events);
      },
    };
  });
  announce(deps.events);
  return dispute;
}
