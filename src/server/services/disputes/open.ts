import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isUniqueViolation } from '@db/errors';
import { disputes, payouts } from '@db/schema';
import { PARTICIPANT_STATUSES } from '@shared/enums';
import {
  DISPUTE_MESSAGES,
  DISPUTE_WINDOW_DAYS,
  type Dispute,
  type OpenDisputeInput,
} from '@shared/schemas/disputes';
import { conflict } from '@server/errors';
import type { AppEvents } from '@server/events';
import type { Caller } from '../caller';
import { dealForParty, workApprovedAt } from '../deal-party';
import { recordLedger } from '../ledger/record';
import { insertNotifications, notifyAdmins } from '../notifications/notify';
import { disputeNotices } from './notices';
import { readDispute } from './read';

type Deps = { db: Db; events: AppEvents; now: () => number };

const DAY_MS = 86_400_000;

/**
 * POST /disputes: a party of an accepted, approved or completed collaboration disputes it
 * (docs/product.md#disputes), within DISPUTE_WINDOW_DAYS of the work's approval (or of the
 * completion when no work was approved; before either, at any time). One dispute per application:
 * a resolved one refuses another (so a party cannot hold the same payout again and again), and the
 * partial unique index keeps one open however many requests race. Its pending or due payout goes
 * on_hold by a conditional update with a payout_on_hold ledger row; the other party and every admin
 * are told, all in one transaction.
 */
export async function openDispute(deps: Deps, caller: Caller, input: OpenDisputeInput): Promise<Dispute> {
  try {
    const { dispute, announce } = await deps.db.transaction(async (tx) => {
      const now = new Date(deps.now()).toISOString();
      const deal = await dealForParty(tx, input.application_id, caller.id);
      if (!(PARTICIPANT_STATUSES as readonly string[]).includes(deal.status))
        throw conflict(DISPUTE_MESSAGES.notParty);
      const [earlier] = await tx
        .select({ status: disputes.status })
        .from(disputes)
        .where(eq(disputes.applicationId, deal.id))
        .limit(1);
      if (earlier)
        throw conflict(
          earlier.status === 'open' ? DISPUTE_MESSAGES.alreadyOpen : DISPUTE_MESSAGES.alreadyDisputed,
        );
      const from = (await workApprovedAt(tx, deal.id)) ?? deal.completedAt;
      if (from && Date.parse(now) > Date.parse(from) + DISPUTE_WINDOW_DAYS * DAY_MS)
        throw conflict(DISPUTE_MESSAGES.windowClosed);

      const [held] = await tx
        .update(payouts)
        .set({ status: 'on_hold', updatedAt: now })
        .where(and(eq(payouts.applicationId, deal.id), inArray(payouts.status, ['pending', 'due'])))
        .returning({
          id: payouts.id,
          net: payouts.net,
          campaignId: payouts.campaignId,
          creatorId: payouts.creatorId,
        });
      const [stored] = await tx
        .insert(disputes)
        .values({
          applicationId: deal.id,
          campaignId: deal.campaignId,
          openedBy: caller.id,
          side: deal.side,
          reason: input.reason,
          details: input.details,
          payoutId: held?.id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: disputes.id });
      if (held)
        await recordLedger(tx, [
          {
            kind: 'payout_on_hold',
            amount: held.net,
            campaignId: held.campaignId,
            payoutId: held.id,
            creatorId: held.creatorId,
            actorId: caller.id,
            note: `dispute ${stored!.id}`,
            createdAt: now,
          },
        ]);

      const dispute = await readDispute(tx, stored!.id);
      const opened = {
        openerName: deal.side === 'creator' ? dispute.creator_name : dispute.brand_name,
        campaignTitle: deal.campaignTitle,
        reason: input.reason,
        disputeId: dispute.id,
        applicationId: deal.id,
        campaignId: deal.campaignId,
      };
      const toParty = await insertNotifications(tx, [
        { userId: deal.otherId, ...disputeNotices.openedToParty(opened) },
      ]);
      const toAdmins = await notifyAdmins(
        tx,
        disputeNotices.openedToAdmins({ ...opened, payoutId: held?.id ?? null }),
      );
      return {
        dispute,
        announce: (events: AppEvents) => {
          toParty(events);
          toAdmins(events);
        },
      };
    });
    announce(deps.events);
    return dispute;
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(DISPUTE_MESSAGES.alreadyOpen);
    throw e;
  }
}
