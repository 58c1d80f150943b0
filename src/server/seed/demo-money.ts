import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { auditLog, campaignFundings, campaigns, disputes, notifications, payouts } from '@db/schema';
import type {
  DealSide,
  DisputeReason,
  FundingClaimStatus,
  FundingStatus,
  PaymentStatus,
  PayoutStatus,
} from '@shared/enums';
import { formatRupees } from '@shared/format';
import { payoutLines, shareOf } from '@shared/money';
import { DISPUTE_REASON_LABELS, DISPUTE_RESOLUTION_LABELS } from '@shared/schemas/disputes';
import { loadEnv } from '../env';
import { nextFundingReference } from '../services/funding/reference';
import { recordLedger, type NewLedgerEntry } from '../services/ledger/record';
import { ADMIN_DISPUTES_URL, BRAND_CAMPAIGNS_URL, conversationUrl } from '../services/notifications/links';
import { payoutRates } from '../services/payouts/settings';
import type { DemoFunding, DemoResolution } from './demo-data';

const HOUR_MS = 3_600_000;

/**
 * The rate and hold settings at their documented defaults (README, "Money and tax"): the demo's
 * numbers and dates are written for them, whatever the running server is set to.
 */
export const DEMO_SETTINGS = loadEnv({});
const RATES = payoutRates(DEMO_SETTINGS);

/** One participant's transaction of a completed paid campaign, as demo.ts wrote it. */
export type DemoDeal = {
  campaignId: string;
  applicationId: string;
  creatorId: string;
  transactionId: string;
  gross: number;
  commission: number;
  payment: PaymentStatus;
  /** Whether the creator had saved a PAN (TDS_RATE, else TDS_NO_PAN_RATE). */
  panOnFile: boolean;
  /** When the work was approved: the payout is due PAYOUT_HOLD_HOURS later. */
  approvedAt: string;
  completedAt: string;
  /** When the transaction was paid, failed or cancelled. */
  settledAt: string;
  brandId: string;
  title: string;
  dispute?: {
    side: DealSide;
    reason: DisputeReason;
    details: string;
    openedAt: string;
    resolved?: DemoResolution & { at: string; notes: string };
  };
};

/** A paid campaign with a funding claim. */
export type DemoFundedCampaign = {
  campaignId: string;
  brandId: string;
  title: string;
  budget: number;
  completed: boolean;
  funding: DemoFunding;
};

type Context = {
  adminId: string;
  now: Date;
  /** An ISO time `days` (and `hours`) ago. */
  ago: (days: number, hours?: number) => string;
  nameOf: (userId: string) => string;
};

/** Demo UTRs: 12 digits like a UPI transfer's, never used twice (docs/product.md#funding). */
function utrMaker() {
  const used = new Set<string>();
  return () => {
    let utr: string;
    do utr = `${randomInt(1, 10)}${String(randomInt(0, 1e11)).padStart(11, '0')}`;
    while (used.has(utr));
    used.add(utr);
    return utr;
  };
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * A deal's payout and the ledger rows that got it to its status (docs/product.md#payouts, #ledger,
 * #disputes), as the payout and dispute services would have written them: pending at completion,
 * due PAYOUT_HOLD_HOURS after the approval (at completion when that had passed) unless held first,
 * on hold from the opening of a dispute, released (reduced first for a split) by its resolution,
 * then paid or cancelled as the transaction was settled.
 */
function payoutOf(deal: DemoDeal, ctx: Context & { utr: () => string }) {
  const lines = payoutLines(deal.gross, deal.commission, RATES, deal.panOnFile);
  const dueAt = new Date(
    Date.parse(deal.approvedAt) + DEMO_SETTINGS.PAYOUT_HOLD_HOURS * HOUR_MS,
  ).toISOString();
  const fellDueAt = later(dueAt, deal.completedAt);
  let net = lines.net;
  // Widened: `move` changes it, which the narrowing of a `let` cannot see.
  let status = 'pending' as PayoutStatus;
  const rows: NewLedgerEntry[] = [];
  const row = (kind: NewLedgerEntry['kind'], createdAt: string, more: Partial<NewLedgerEntry> = {}) => ({
    kind,
    amount: net,
    campaignId: deal.campaignId,
    creatorId: deal.creatorId,
    createdAt,
    ...more,
  });
  const move = (
    kind: NewLedgerEntry['kind'],
    to: PayoutStatus,
    createdAt: string,
    more: Partial<NewLedgerEntry> = {},
  ) => {
    rows.push(row(kind, createdAt, more));
    status = to;
  };
  /** The sweep makes a pending payout due once its time has come, if nothing held it first. */
  const dueBy = (at: string) => {
    if (status === 'pending' && fellDueAt <= at)
      move('payout_due', 'due', fellDueAt, dueAt <= deal.completedAt ? { note: 'due at completion' } : {});
  };
  const mustBe = (expected: PayoutStatus, what: string) => {
    if (status !== expected)
      throw new Error(`Demo data: a payout is ${what} while ${status} (${deal.campaignId})`);
  };

  move('payout_pending', 'pending', deal.completedAt);
  const dispute = deal.dispute;
  if (dispute) {
    if (dispute.openedAt < deal.completedAt)
      throw new Error(`Demo data: a dispute opened before its payout was made (${deal.campaignId})`);
    dueBy(dispute.openedAt);
    move('payout_on_hold', 'on_hold', dispute.openedAt, { note: 'dispute opened' });
    const resolved = dispute.resolved;
    if (resolved) {
      const by = { actorId: ctx.adminId };
      if (resolved.resolution === 'split') {
        const kept = shareOf(net, resolved.creatorShare);
        // The difference goes back to the brand; the status stays on hold until the release.
        rows.push(
          row('payout_reduced', resolved.at, {
            ...by,
            amount: net - kept,
            note: `dispute split: the creator keeps ${resolved.creatorShare}%`,
          }),
        );
        net = kept;
      }
      move('payout_released', 'due', resolved.at, {
        ...by,
        note: `dispute resolved: ${resolved.resolution}`,
      });
    }
  }

  let paid: { paidAt: string; utr: string; paidBy: string } | null = null;
  if (deal.payment === 'completed') {
    dueBy(deal.settledAt);
    mustBe('due', 'paid');
    paid = { paidAt: deal.settledAt, utr: ctx.utr(), paidBy: ctx.adminId };
    move('payout_paid', 'paid', deal.settledAt, { actorId: ctx.adminId, utr: paid.utr });
  } else if (deal.payment === 'failed' || deal.payment === 'cancelled') {
    dueBy(deal.settledAt);
    mustBe('due', 'cancelled');
    move('payout_cancelled', 'cancelled', deal.settledAt, {
      actorId: ctx.adminId,
      note: `transaction ${deal.payment}`,
    });
  } else dueBy(ctx.now.toISOString());

  return {
    values: {
      transactionId: deal.transactionId,
      applicationId: deal.applicationId,
      campaignId: deal.campaignId,
      creatorId: deal.creatorId,
      gross: lines.gross,
      commission: lines.commission,
      gstOnCommission: lines.gst_on_commission,
      tds: lines.tds,
      net,
      panOnFile: deal.panOnFile,
      status,
      dueAt,
      paidAt: paid?.paidAt ?? null,
      utr: paid?.utr ?? null,
      paidBy: paid?.paidBy ?? null,
      createdAt: deal.completedAt,
      updatedAt: rows.at(-1)!.createdAt!,
    },
    rows,
    netBefore: lines.net,
  };
}

/**
 * A deal's dispute as the dispute service leaves it (docs/product.md#disputes): the row holding the
 * payout, the other party's and the admins' `dispute` notifications, and for a resolved one both
 * parties' notifications and the admin's audit entry with the payout's before and after
 * (docs/product.md#audit-log).
 */
async function insertDispute(
  tx: Db,
  ctx: Context,
  deal: DemoDeal & { dispute: NonNullable<DemoDeal['dispute']> },
  payout: { id: string; netBefore: number; net: number },
) {
  const d = deal.dispute;
  const [openedBy, otherParty] =
    d.side === 'creator' ? [deal.creatorId, deal.brandId] : [deal.brandId, deal.creatorId];
  const r = d.resolved;
  const creatorShare = r?.resolution === 'split' ? r.creatorShare : null;
  const [dispute] = await tx
    .insert(disputes)
    .values({
      applicationId: deal.applicationId,
      campaignId: deal.campaignId,
      openedBy,
      side: d.side,
      reason: d.reason,
      details: d.details,
      status: r ? 'resolved' : 'open',
      payoutId: payout.id,
      resolution: r?.resolution ?? null,
      creatorShare,
      netBefore: r ? payout.netBefore : null,
      netAfter: r ? payout.net : null,
      adminNotes: r?.notes ?? null,
      resolvedBy: r ? ctx.adminId : null,
      resolvedAt: r?.at ?? null,
      createdAt: d.openedAt,
      updatedAt: r?.at ?? d.openedAt,
    })
    .returning({ id: disputes.id });
  const metadata = { dispute_id: dispute!.id, application_id: deal.applicationId };
  const opened = `${ctx.nameOf(openedBy)} opened a dispute about "${deal.title}" (${DISPUTE_REASON_LABELS[d.reason]}).`;
  await tx.insert(notifications).values([
    {
      userId: otherParty,
      type: 'dispute',
      title: 'Dispute opened',
      message: `${opened} The payout is on hold until an admin resolves it.`,
      priority: 'high',
      read: r !== undefined,
      actionUrl: conversationUrl(deal.applicationId),
      metadata,
      createdAt: d.openedAt,
    },
    {
      userId: ctx.adminId,
      type: 'dispute',
      title: 'New dispute',
      message: opened,
      priority: 'high',
      read: r !== undefined,
      actionUrl: ADMIN_DISPUTES_URL,
      metadata,
      createdAt: d.openedAt,
    },
  ]);
  if (!r) return;

  const outcome =
    r.resolution === 'split'
      ? `${DISPUTE_RESOLUTION_LABELS.split}: the creator receives ${formatRupees(payout.net)} (${r.creatorShare}%) of ${formatRupees(payout.netBefore)}.`
      : `${DISPUTE_RESOLUTION_LABELS.release}: ${formatRupees(payout.net)} is due to the creator.`;
  await tx.insert(notifications).values(
    [deal.creatorId, deal.brandId].map((userId) => ({
      userId,
      type: 'dispute' as const,
      title: 'Dispute resolved',
      message: `The dispute about "${deal.title}" is resolved. ${outcome} ${r.notes}`,
      priority: 'high' as const,
      read: true,
      actionUrl: conversationUrl(deal.applicationId),
      metadata,
      createdAt: r.at,
    })),
  );
  await tx.insert(auditLog).values({
    actorId: ctx.adminId,
    action: 'dispute.resolve',
    targetType: 'dispute',
    targetIds: [dispute!.id, payout.id, deal.creatorId, deal.brandId],
    metadata: {
      application_id: deal.applicationId,
      payout_id: payout.id,
      before: { status: 'open', payout_status: 'on_hold', net: payout.netBefore },
      after: {
        status: 'resolved',
        resolution: r.resolution,
        creator_share: creatorShare,
        admin_notes: r.notes,
        payout_status: 'due',
        net: payout.net,
      },
    },
    createdAt: r.at,
  });
}

/**
 * The money of the demo marketplace: funding claims in each state, a payout for every paid
 * transaction, disputes holding some, and the ledger rows of each movement, written through
 * recordLedger as the services write them, so the ledger balances (docs/product.md#funding,
 * #payouts, #ledger); with the audit entries of the admins' decisions (docs/product.md#audit-log).
 */
export async function insertDemoMoney(
  tx: Db,
  ctx: Context,
  { deals, funded }: { deals: DemoDeal[]; funded: DemoFundedCampaign[] },
) {
  const utr = utrMaker();

  /** Per campaign: whether every payout is paid or cancelled, and when the last one settled. */
  const settled = new Map<string, { open: boolean; at: string }>();
  const payoutLedger: NewLedgerEntry[] = [];
  for (const deal of deals) {
    const { values, rows, netBefore } = payoutOf(deal, { ...ctx, utr });
    const [payout] = await tx.insert(payouts).values(values).returning({ id: payouts.id });
    payoutLedger.push(...rows.map((r) => ({ ...r, payoutId: payout!.id })));
    if (deal.dispute)
      await insertDispute(
        tx,
        ctx,
        { ...deal, dispute: deal.dispute },
        { ...values, id: payout!.id, netBefore },
      );
    if (values.status === 'paid')
      await tx.insert(auditLog).values({
        actorId: ctx.adminId,
        action: 'payout.paid',
        targetType: 'payout',
        targetIds: [payout!.id, deal.transactionId, deal.creatorId],
        metadata: {
          campaign_id: deal.campaignId,
          creator_id: deal.creatorId,
          transaction_id: deal.transactionId,
          net: values.net,
          before: { status: 'due', utr: null },
          after: { status: 'paid', utr: values.utr },
        },
        createdAt: values.paidAt!,
      });
    const done = values.status === 'paid' || values.status === 'cancelled';
    const before = settled.get(deal.campaignId) ?? { open: false, at: '' };
    settled.set(deal.campaignId, {
      open: before.open || !done,
      at: done ? later(before.at, values.updatedAt) : before.at,
    });
  }
  await recordLedger(tx, payoutLedger);

  for (const c of funded) {
    const f = c.funding;
    const claimedAt = ctx.ago(f.claimedDaysAgo);
    const decidedAt = f.status === 'awaiting_confirmation' ? null : ctx.ago(f.decidedDaysAgo);
    const payoutsOf = settled.get(c.campaignId);
    // A completed campaign's held money is released once its last payout is paid or cancelled.
    const releasedAt =
      f.status === 'held' && c.completed && payoutsOf && !payoutsOf.open ? payoutsOf.at : null;
    const status: FundingClaimStatus = releasedAt ? 'released' : f.status;
    const [claim] = await tx
      .insert(campaignFundings)
      .values({
        campaignId: c.campaignId,
        brandId: c.brandId,
        amount: c.budget,
        reference: await nextFundingReference(tx, c.campaignId),
        utr: utr(),
        status,
        reason: f.status === 'rejected' ? f.reason : null,
        decidedBy: decidedAt ? ctx.adminId : null,
        decidedAt,
        createdAt: claimedAt,
        updatedAt: releasedAt ?? decidedAt ?? claimedAt,
      })
      .returning({ id: campaignFundings.id, utr: campaignFundings.utr });
    // A rejected claim leaves the campaign unfunded (docs/product.md#funding).
    const fundingStatus: FundingStatus = status === 'rejected' ? 'none' : status;
    await tx.update(campaigns).set({ fundingStatus }).where(eq(campaigns.id, c.campaignId));

    const held = {
      amount: c.budget,
      campaignId: c.campaignId,
      fundingId: claim!.id,
      actorId: ctx.adminId,
      utr: claim!.utr,
    };
    if (decidedAt)
      await tx.insert(auditLog).values({
        actorId: ctx.adminId,
        action: f.status === 'held' ? 'funding.confirm' : 'funding.reject',
        targetType: 'funding',
        targetIds: [claim!.id, c.campaignId, c.brandId],
        metadata: {
          campaign_id: c.campaignId,
          amount: c.budget,
          utr: claim!.utr,
          before: { status: 'awaiting_confirmation' },
          after: f.status === 'rejected' ? { status: 'rejected', reason: f.reason } : { status: f.status },
        },
        createdAt: decidedAt,
      });
    await recordLedger(tx, [
      ...(decidedAt && f.status === 'held'
        ? [{ ...held, kind: 'funding_held' as const, createdAt: decidedAt }]
        : []),
      ...(releasedAt ? [{ ...held, kind: 'funding_released' as const, createdAt: releasedAt }] : []),
    ]);

    // What the brand was told of the decision, as the funding service words it.
    if (f.status === 'awaiting_confirmation' || !decidedAt) continue;
    const amount = formatRupees(c.budget);
    await tx.insert(notifications).values({
      userId: c.brandId,
      type: 'campaign_status',
      title: f.status === 'held' ? 'Campaign funded' : 'Funding not confirmed',
      message:
        f.status === 'held'
          ? `We received ${amount} for "${c.title}" (UTR ${claim!.utr}). The campaign is funded.`
          : `We could not confirm your transfer of ${amount} for "${c.title}" (UTR ${claim!.utr}), so it is not funded; you can fund it again. Reason: ${f.reason}`,
      priority: 'high',
      read: f.decidedDaysAgo > 3,
      actionUrl: BRAND_CAMPAIGNS_URL,
      metadata: { funding_id: claim!.id, campaign_id: c.campaignId, amount: c.budget, status: f.status },
      createdAt: decidedAt,
    });
  }
}
