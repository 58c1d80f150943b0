import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { auditLog, campaignFundings, campaigns, disputes, notifications, payouts } from '@db/schema';
import type { DealSide, DisputeReason, FundingStatus, PaymentStatus, PayoutStatus } from '@shared/enums';
import { payoutLines, shareOf } from '@shared/money';
import { loadEnv } from '../env';
import { nextFundingReference } from '../services/funding/reference';
import { recordLedger, type NewLedgerEntry } from '../services/ledger/record';
import { disputeNotices } from '../services/disputes/notices';
import { fundingNotices } from '../services/funding/notices';
import type { Notice } from '../services/notifications/notify';
import { endingEntries } from '../services/payouts/end-funding';
import { payoutRates } from '../services/payouts/settings';
import type { DemoFunding, DemoResolution } from './demo-data';

const HOUR_MS = 3_600_000;

/**
 * The rate and hold settings at their documented defaults (README, "Money and tax"): the demo's
 * numbers and dates are written for them, whatever the running server is set to.
 */
export const DEMO_SETTINGS = loadEnv({});
const RATES = payoutRates(DEMO_SETTINGS);

/** A demo deal's payout lines at the demo's rates. */
export const demoPayoutLines = (
  deal: { deal_amount: number; commission_amount: number },
  panOnFile: boolean,
) => payoutLines(deal.deal_amount, deal.commission_amount, RATES, panOnFile);

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
 * due PAYOUT_HOLD_HOURS after the approval (at completion when that had passed) once the campaign's
 * money is held (`heldAt`, null while it is not) unless a dispute held it first, on hold from the
 * opening of a dispute, back to pending by its resolution (reduced first for a split: the dispute
 * adjustment) and due again by the same rule, then paid or cancelled as the transaction was settled.
 */
function payoutOf(deal: DemoDeal, heldAt: string | null, ctx: Context & { utr: () => string }) {
  const lines = payoutLines(deal.gross, deal.commission, RATES, deal.panOnFile);
  const dueAt = new Date(
    Date.parse(deal.approvedAt) + DEMO_SETTINGS.PAYOUT_HOLD_HOURS * HOUR_MS,
  ).toISOString();
  let net = lines.net;
  let adjustment = 0;
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
  /** The sweep makes a pending payout due once its time has come on held money, if nothing held it first. */
  const dueBy = (at: string, since: string) => {
    if (status !== 'pending' || heldAt === null) return;
    const fellDueAt = later(later(dueAt, heldAt), since);
    if (fellDueAt <= at)
      move(
        'payout_due',
        'due',
        fellDueAt,
        fellDueAt === deal.completedAt ? { note: 'due at completion' } : {},
      );
  };
  const mustBe = (expected: PayoutStatus, what: string) => {
    if (status !== expected)
      throw new Error(`Demo data: a payout is ${what} while ${status} (${deal.campaignId})`);
  };

  move('payout_pending', 'pending', deal.completedAt);
  let statusAtResolution: PayoutStatus | null = null;
  const dispute = deal.dispute;
  if (dispute) {
    if (dispute.openedAt < deal.completedAt)
      throw new Error(`Demo data: a dispute opened before its payout was made (${deal.campaignId})`);
    dueBy(dispute.openedAt, deal.completedAt);
    move('payout_on_hold', 'on_hold', dispute.openedAt, { note: 'dispute opened' });
    const resolved = dispute.resolved;
    if (resolved?.resolution === 'refund') {
      // A refund cancels the payout and its transaction; the brand's money for it goes back.
      move('payout_cancelled', 'cancelled', resolved.at, {
        actorId: ctx.adminId,
        note: 'dispute resolved: refund',
      });
      statusAtResolution = status;
    } else if (resolved) {
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
        adjustment = net - kept;
        net = kept;
      }
      move('payout_released', 'pending', resolved.at, {
        ...by,
        note: `dispute resolved: ${resolved.resolution}`,
      });
      // The resolution makes it due at once when its time has come (the same row the sweep would write).
      dueBy(resolved.at, resolved.at);
      statusAtResolution = status;
    }
  }
  const since = dispute?.resolved?.at ?? deal.completedAt;

  let paid: { paidAt: string; utr: string; paidBy: string } | null = null;
  if (status === 'cancelled') {
    // Settled by the dispute's refund.
  } else if (deal.payment === 'completed') {
    dueBy(deal.settledAt, since);
    mustBe('due', 'paid');
    paid = { paidAt: deal.settledAt, utr: ctx.utr(), paidBy: ctx.adminId };
    move('payout_paid', 'paid', deal.settledAt, { actorId: ctx.adminId, utr: paid.utr });
  } else if (deal.payment === 'failed' || deal.payment === 'cancelled') {
    dueBy(deal.settledAt, since);
    mustBe('due', 'cancelled');
    move('payout_cancelled', 'cancelled', deal.settledAt, {
      actorId: ctx.adminId,
      note: `transaction ${deal.payment}`,
    });
  } else dueBy(ctx.now.toISOString(), since);

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
      adjustment,
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
    statusAtResolution,
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
  payout: { id: string; netBefore: number; net: number; statusAtResolution: PayoutStatus | null },
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
  const opened = {
    openerName: ctx.nameOf(openedBy),
    campaignTitle: deal.title,
    reason: d.reason,
    disputeId: dispute!.id,
    applicationId: deal.applicationId,
    campaignId: deal.campaignId,
  };
  await tx.insert(notifications).values([
    {
      userId: otherParty,
      ...disputeNotices.openedToParty(opened),
      read: r !== undefined,
      createdAt: d.openedAt,
    },
    {
      userId: ctx.adminId,
      ...disputeNotices.openedToAdmins({ ...opened, payoutId: payout.id }),
      read: r !== undefined,
      createdAt: d.openedAt,
    },
  ]);
  if (!r) return;

  const resolved = disputeNotices.resolved({
    campaignTitle: deal.title,
    resolution: r.resolution,
    creatorShare,
    payout: { netBefore: payout.netBefore, netAfter: payout.net, status: payout.statusAtResolution },
    adminNotes: r.notes,
    disputeId: dispute!.id,
    applicationId: deal.applicationId,
  });
  await tx
    .insert(notifications)
    .values(
      [deal.creatorId, deal.brandId].map((userId) => ({ userId, ...resolved, read: true, createdAt: r.at })),
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
        payout_status: payout.statusAtResolution ?? 'due',
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
  /** When each campaign's money came to be held: its payouts fall due only from then. */
  const heldAt = new Map(
    funded
      .filter((c) => c.funding.status === 'held')
      .map((c) => [c.campaignId, ctx.ago((c.funding as { decidedDaysAgo: number }).decidedDaysAgo)]),
  );

  /** Per campaign: whether every payout is paid or cancelled, when the last one settled, and what paid payouts spent. */
  const settled = new Map<string, { open: boolean; at: string; paidOut: number }>();
  const payoutLedger: NewLedgerEntry[] = [];
  for (const deal of deals) {
    const { values, rows, netBefore, statusAtResolution } = payoutOf(
      deal,
      heldAt.get(deal.campaignId) ?? null,
      { ...ctx, utr },
    );
    const [payout] = await tx.insert(payouts).values(values).returning({ id: payouts.id });
    payoutLedger.push(...rows.map((r) => ({ ...r, payoutId: payout!.id })));
    if (deal.dispute)
      await insertDispute(
        tx,
        ctx,
        { ...deal, dispute: deal.dispute },
        { ...values, id: payout!.id, netBefore, statusAtResolution },
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
    const before = settled.get(deal.campaignId) ?? { open: false, at: '', paidOut: 0 };
    settled.set(deal.campaignId, {
      open: before.open || !done,
      at: done ? later(before.at, values.updatedAt) : before.at,
      paidOut: before.paidOut + (values.status === 'paid' ? values.gross - values.adjustment : 0),
    });
  }
  await recordLedger(tx, payoutLedger);

  for (const c of funded) await insertDemoFunding(tx, ctx, c, settled.get(c.campaignId), utr);
}

/**
 * One campaign's funding claim as the funding services leave it (docs/product.md#funding): the
 * admin's decision with its audit entry and the brand's notification; held money with its
 * funding_held row; an admin's refund (`refunded`) with its UTR, reason, ledger row, audit entry and
 * notification; and a completed campaign's held money ended once its last payout settled.
 */
async function insertDemoFunding(
  tx: Db,
  ctx: Context,
  c: DemoFundedCampaign,
  payoutsOf: { open: boolean; at: string; paidOut: number } | undefined,
  utr: () => string,
) {
  const f = c.funding;
  const claimedAt = ctx.ago(f.claimedDaysAgo);
  const decidedAt = f.status === 'awaiting_confirmation' ? null : ctx.ago(f.decidedDaysAgo);
  const wasHeld = f.status === 'held' || f.status === 'refunded';
  const refund =
    f.status === 'refunded' ? { at: ctx.ago(f.refundedDaysAgo), utr: utr(), reason: f.reason } : null;
  // A completed campaign's held money ends once its last payout is paid or cancelled: released
  // with the unspent rest refunded, or refunded whole when nothing was paid out.
  const endedAt =
    refund?.at ?? (f.status === 'held' && c.completed && payoutsOf && !payoutsOf.open ? payoutsOf.at : null);
  const paidOut = payoutsOf?.paidOut ?? 0;
  const back = endedAt ? c.budget - paidOut : null;
  // A rejected claim leaves the claim and the campaign unfunded (docs/product.md#funding).
  const status: FundingStatus = endedAt
    ? paidOut > 0
      ? 'released'
      : 'refunded'
    : f.status === 'rejected'
      ? 'none'
      : f.status;
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
      refundedAmount: back,
      refundedAt: back ? endedAt : null,
      refundUtr: refund?.utr ?? null,
      refundReason: refund?.reason ?? null,
      refundedBy: refund ? ctx.adminId : null,
      createdAt: claimedAt,
      updatedAt: endedAt ?? decidedAt ?? claimedAt,
    })
    .returning({ id: campaignFundings.id, utr: campaignFundings.utr, reference: campaignFundings.reference });
  await tx.update(campaigns).set({ fundingStatus: status }).where(eq(campaigns.id, c.campaignId));

  const audit = (
    action: 'funding.confirm' | 'funding.reject' | 'funding.refund',
    at: string,
    metadata: object,
  ) =>
    tx.insert(auditLog).values({
      actorId: ctx.adminId,
      action,
      targetType: 'funding',
      targetIds: [claim!.id, c.campaignId, c.brandId],
      metadata: { campaign_id: c.campaignId, amount: c.budget, ...metadata },
      createdAt: at,
    });
  if (decidedAt)
    await audit(wasHeld ? 'funding.confirm' : 'funding.reject', decidedAt, {
      utr: claim!.utr,
      before: { status: 'awaiting_confirmation' },
      after: f.status === 'rejected' ? { status: 'none', rejection_reason: f.reason } : { status: 'held' },
    });
  if (refund)
    await audit('funding.refund', refund.at, {
      paid_out: 0,
      before: { status: 'held', refunded_amount: null },
      after: { status: 'refunded', refunded_amount: back, refund_utr: refund.utr, reason: refund.reason },
    });
  await recordLedger(tx, [
    ...(decidedAt && wasHeld
      ? [
          {
            amount: c.budget,
            campaignId: c.campaignId,
            fundingId: claim!.id,
            actorId: ctx.adminId,
            utr: claim!.utr,
            kind: 'funding_held' as const,
            createdAt: decidedAt,
          },
        ]
      : []),
    ...(endedAt
      ? endingEntries({ id: claim!.id, amount: c.budget, campaignId: c.campaignId }, paidOut, {
          actorId: refund ? ctx.adminId : null,
          utr: refund?.utr ?? claim!.utr,
          note: refund?.reason ?? null,
          createdAt: endedAt,
        })
      : []),
  ]);

  // What the admin and the brand were told, as the funding services tell them.
  const funding = { fundingId: claim!.id, campaignId: c.campaignId, campaignTitle: c.title };
  const told = (notice: Notice, at: string, userId = c.brandId) =>
    tx.insert(notifications).values({
      userId,
      ...notice,
      read: Date.parse(at) < ctx.now.getTime() - 3 * 86_400_000,
      createdAt: at,
    });
  await told(
    fundingNotices.claimed({ ...funding, amount: c.budget, utr: claim!.utr, reference: claim!.reference }),
    claimedAt,
    ctx.adminId,
  );
  if (!decidedAt) return;
  await told(
    fundingNotices.decided(
      { ...funding, amount: c.budget, utr: claim!.utr },
      f.status === 'rejected' ? { status: 'none', reason: f.reason } : { status: 'held' },
    ),
    decidedAt,
  );
  if (refund)
    await told(
      fundingNotices.refunded({ ...funding, back: back!, utr: refund.utr, reason: refund.reason }),
      refund.at,
    );
}
