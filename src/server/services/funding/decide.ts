import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, campaigns } from '@db/schema';
import { formatRupees } from '@shared/format';
import type { FundingClaim } from '@shared/schemas/funds';
import { conflict, notFound } from '@server/errors';
import type { AppEvents } from '@server/events';
import { writeAuditEntry } from '../admin-payments/audit-log';
import { recordLedger } from '../ledger/record';
import { BRAND_CAMPAIGNS_URL } from '../notifications/links';
import { insertNotifications } from '../notifications/notify';
import { readClaim } from './claims';

type Deps = { db: Db; events: AppEvents; now: () => number };
type Admin = { id: string; ip: string };

type Decision =
  | { action: 'funding.confirm'; status: 'held' }
  | { action: 'funding.reject'; status: 'rejected'; reason: string };

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
        reason: decision.status === 'rejected' ? decision.reason : null,
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
      .set({ fundingStatus: decision.status === 'held' ? 'held' : 'none' })
      .where(and(eq(campaigns.id, moved.campaignId), eq(campaigns.fundingStatus, 'awaiting_confirmation')))
      .returning({ title: campaigns.title });
    // The campaign waits exactly while its claim does: both move in the transactions that move either.
    if (!campaign) throw new Error(`campaign ${moved.campaignId} was not awaiting confirmation`);

    if (decision.status === 'held')
      await recordLedger(tx, [
        {
          kind: 'funding_held',
          amount: moved.amount,
          campaignId: moved.campaignId,
          fundingId: id,
          actorId: admin.id,
          utr: moved.utr,
        },
      ]);
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
          decision.status === 'rejected'
            ? { status: 'rejected', reason: decision.reason }
            : { status: decision.status },
      },
      ip: admin.ip,
    });
    const amount = formatRupees(moved.amount);
    const announce = await insertNotifications(tx, [
      {
        userId: moved.brandId,
        type: 'campaign_status',
        title: decision.status === 'held' ? 'Campaign funded' : 'Funding not confirmed',
        message:
          decision.status === 'held'
            ? `We received ${amount} for "${campaign.title}" (UTR ${moved.utr}). The campaign is funded.`
            : `We could not confirm your transfer of ${amount} for "${campaign.title}" (UTR ${moved.utr}), so it is not funded; you can fund it again. Reason: ${decision.reason}`,
        priority: 'high',
        actionUrl: BRAND_CAMPAIGNS_URL,
        metadata: {
          funding_id: id,
          campaign_id: moved.campaignId,
          amount: moved.amount,
          status: decision.status,
        },
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

/** POST /admin/fundings/{id}/reject: the money did not arrive; the campaign can be funded again. */
export const rejectFunding = (deps: Deps, admin: Admin, id: string, reason: string) =>
  decide(deps, admin, id, { action: 'funding.reject', status: 'rejected', reason });
