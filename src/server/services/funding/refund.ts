import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { isUniqueViolation } from '@db/errors';
import { campaignFundings, campaigns } from '@db/schema';
import type { FundingClaim } from '@shared/schemas/funds';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { writeAuditEntry, type AuditActor } from '../audit/audit-log';
import { recordLedger } from '../ledger/record';
import { insertNotifications } from '../notifications/notify';
import { readClaim } from './claims';
import { fundingNotices } from './notices';
import { paidOutOf, unsettledPayoutsOf } from '../payouts/paid-out';
import { endingEntries } from '../payouts/end-funding';
import { UTR_USED, utrInUse } from '../ledger/utr';

type Deps = { db: Db; events: AppEvents; now: () => number };

export const REFUND_MESSAGES = {
  notHeld: (status: string) =>
    `This funding is ${status === 'none' ? 'not held (it was rejected)' : status}; only held money can be refunded`,
  nothingLeft: 'Every rupee of this funding was paid out; nothing is left to refund',
  unsettled: (n: number) =>
    `${n} payout${n === 1 ? '' : 's'} of this campaign ${n === 1 ? 'is' : 'are'} still to be paid or cancelled; settle ${n === 1 ? 'it' : 'them'} before refunding the rest`,
} as const;

/**
 * POST /admin/fundings/{id}/refund: an admin gives a campaign's held money back to the brand, with
 * the UTR of the return transfer and why (docs/product.md#funding). Only held money, and only while
 * none of the campaign's payouts waits to be paid (they would be left with nothing to be paid
 * from). What already went out in paid payouts stays spent; the rest goes back: the claim becomes
 * `refunded` with `refunded_amount`, the campaign's funding `refunded` (the brand may fund it again),
 * with the ledger rows, the audit entry and the brand's notification, in one transaction. The claim
 * moves by a conditional update, so of concurrent refunds one wins and the rest are 409.
 */
export async function refundFunding(
  deps: Deps,
  admin: AuditActor,
  input: { id: string; utr: string; reason: string },
): Promise<FundingClaim> {
  try {
    const { claim, announce } = await deps.db.transaction(async (tx) => {
      const at = new Date(deps.now()).toISOString();
      const [stored] = await tx
        .select({
          status: campaignFundings.status,
          campaignId: campaignFundings.campaignId,
          brandId: campaignFundings.brandId,
          amount: campaignFundings.amount,
        })
        .from(campaignFundings)
        .where(eq(campaignFundings.id, input.id));
      if (!stored) throw notFound('Funding claim');
      if (stored.status !== 'held') throw conflict(REFUND_MESSAGES.notHeld(stored.status));
      const unsettled = await unsettledPayoutsOf(tx, stored.campaignId);
      if (unsettled > 0) throw conflict(REFUND_MESSAGES.unsettled(unsettled));
      if (await utrInUse(tx, input.utr)) throw conflict(UTR_USED);

      const paidOut = await paidOutOf(tx, stored.campaignId);
      const back = stored.amount - paidOut;
      if (back <= 0) throw conflict(REFUND_MESSAGES.nothingLeft);
      const [moved] = await tx
        .update(campaignFundings)
        .set({
          status: 'refunded',
          refundedAmount: back,
          refundUtr: input.utr,
          refundReason: input.reason,
          refundedBy: admin.id,
          refundedAt: at,
          updatedAt: at,
        })
        .where(and(eq(campaignFundings.id, input.id), eq(campaignFundings.status, 'held')))
        .returning({ id: campaignFundings.id });
      if (!moved) throw conflict(REFUND_MESSAGES.notHeld('changed by someone else just now'));
      const [campaign] = await tx
        .update(campaigns)
        .set({ fundingStatus: 'refunded' })
        .where(and(eq(campaigns.id, stored.campaignId), eq(campaigns.fundingStatus, 'held')))
        .returning({ title: campaigns.title });
      // The campaign is held exactly while its claim is: both move in the transactions that move either.
      if (!campaign) throw new Error(`campaign ${stored.campaignId} was not held`);

      await recordLedger(
        tx,
        endingEntries({ id: input.id, amount: stored.amount, campaignId: stored.campaignId }, paidOut, {
          actorId: admin.id,
          utr: input.utr,
          note: input.reason,
          createdAt: at,
        }),
      );
      await writeAuditEntry(tx, {
        actorId: admin.id,
        action: 'funding.refund',
        targetType: 'funding',
        targetIds: [input.id, stored.campaignId, stored.brandId],
        metadata: {
          campaign_id: stored.campaignId,
          amount: stored.amount,
          paid_out: paidOut,
          before: { status: 'held', refunded_amount: null },
          after: { status: 'refunded', refunded_amount: back, refund_utr: input.utr, reason: input.reason },
        },
        ip: admin.ip,
      });
      const announce = await insertNotifications(tx, [
        {
          userId: stored.brandId,
          ...fundingNotices.refunded({
            fundingId: input.id,
            campaignId: stored.campaignId,
            campaignTitle: campaign.title,
            back,
            utr: input.utr,
            reason: input.reason,
          }),
        },
      ]);
      return { claim: await readClaim(tx, input.id), announce };
    });
    announce(deps.events);
    return claim;
  } catch (e) {
    // The same UTR given at once for two transfers: the unique index refuses the second.
    if (isUniqueViolation(e)) throw conflict(UTR_USED);
    throw e;
  }
}
