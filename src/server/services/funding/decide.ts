import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, campaigns } from '@db/schema';
import type { FundingClaim } from '@shared/schemas/funds';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { writeAuditEntry } from '../audit/audit-log';
import { recordLedger } from '../ledger/record';
import { makeDuePayoutsDue } from '../payouts/due';
import { insertNotifications } from '../notifications/notify';
import { readClaim } from './claims';
import { fundingNotices } from './notices';

type Deps = { db: Db; events: AppEvents; now: () => number };
type Admin = { id: string; ip: string };

type Decision =
  | { action: 'funding.confirm'; status: 'held' }
  | { action: 'funding.reject'; status: 'none'; reason: string };

/**
 * An admin's decision on a claim waiting for confirmation (docs/product.md#funding), all in one
 * transaction: the claim and its campaign change status, the audit entry and the brand's
 * notification are written, and a confirmation puts the money held on the ledger
 * (docs/product.md#ledger). The claim moves by a conditional update, so of two admins deciding at
 * once one does and the other gets 409; a decided claim is 409 too.
 */
async function decide(deps: Deps, admin: Admin, id: string, decision: Decision): Promise<FundingClaim> {
  const { claim, announce } = await deps.db.transaction(async (tx) => {
    const decidedAt = new Date(deps.now()).toISOString();
    const [moved] = await tx
      .update(campaignFundings)
      .set({
        status: decision.status,
        reason: decision.status === 'none' ? decision.reason : null,
        decidedBy: admin.id,
        decidedAt,
      })
      .where(and(eq(campaignFundings.id, id), eq(campaignFundings.status, 'awaiting_confirmation')))
      .returning({
        campaignId: campaignFundings.campaignId,
        brandId: campaignFundings.brandId,
        amount: campaignFundings.amount,
        utr: campaignFundings.utr,
      });
    if (!moved) {
      const [stored] = await tx
        .select({ status: campaignFundings.status })
        .from(campaignFundings)
        .where(eq(campaignFundings.id, id));
      if (!stored) throw notFound('Funding claim');
      throw conflict(
        `This funding claim is already ${stored.status}; only a claim awaiting confirmation can be confirmed or rejected`,
      );
    }

    const [campaign] = await tx
      .update(campaigns)
      .set({ fundingStatus: decision.status })
      .where(and(eq(campaigns.id, moved.campaignId), eq(campaigns.fundingStatus, 'awaiting_confirmation')))
      .returning({ title: campaigns.title });
    // The campaign waits exactly while its claim does: both move in the transactions that move either.
    if (!campaign) throw new Error(`campaign ${moved.campaignId} was not awaiting confirmation`);

    if (decision.status === 'held') {
      await recordLedger(tx, [
        {
          kind: 'funding_held',
          amount: moved.amount,
          campaignId: moved.campaignId,
          fundingId: id,
          actorId: admin.id,
          utr: moved.utr,
          createdAt: decidedAt,
        },
      ]);
      // Payouts that waited for this money past their hold time fall due now (docs/product.md#payouts).
      await makeDuePayoutsDue(tx, deps.now(), moved.campaignId);
    }
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: decision.action,
      targetType: 'funding',
      targetIds: [id, moved.campaignId, moved.brandId],
      metadata: {
        campaign_id: moved.campaignId,
        amount: moved.amount,
        utr: moved.utr,
        before: { status: 'awaiting_confirmation' },
        after:
          decision.status === 'none'
            ? { status: 'none', rejection_reason: decision.reason }
            : { status: decision.status },
      },
      ip: admin.ip,
    });
    const announce = await insertNotifications(tx, [
      {
        userId: moved.brandId,
        ...fundingNotices.decided(
          {
            fundingId: id,
            campaignId: moved.campaignId,
            campaignTitle: campaign.title,
            amount: moved.amount,
            utr: moved.utr,
          },
          decision,
        ),
      },
    ]);
    return { claim: await readClaim(tx, id), announce };
  });
  announce(deps.events);
  return claim;
}

/** POST /admin/fundings/{id}/confirm: the money arrived; the campaign's funding is held. */
export const confirmFunding = (deps: Deps, admin: Admin, id: string) =>
  decide(deps, admin, id, { action: 'funding.confirm', status: 'held' });

/**
 * POST /admin/fundings/{id}/reject: the money did not arrive; the claim and the campaign's funding
 * are `none` again, the reason and time kept on the claim, and the campaign can be funded again.
 */
export const rejectFunding = (deps: Deps, admin: Admin, id: string, reason: string) =>
  decide(deps, admin, id, { action: 'funding.reject', status: 'none', reason });
