import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, campaigns, notifications, payouts } from '@db/schema';
import type { FundingClaimStatus, FundingStatus, PaymentStatus, PayoutStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import { payoutLines } from '@shared/money';
import { loadEnv } from '../env';
import { nextFundingReference } from '../services/funding/reference';
import { recordLedger, type NewLedgerEntry } from '../services/ledger/record';
import { BRAND_CAMPAIGNS_URL } from '../services/notifications/links';
import { payoutRates } from '../services/payouts/settings';
import type { DemoFunding } from './demo-data';

const HOUR_MS = 3_600_000;

/**
 * The rate and hold settings at their documented defaults (README, "Money and tax"): the demo's
 * numbers and dates are written for them, whatever the running server is set to.
 */
const DEFAULTS = loadEnv({});
const RATES = payoutRates(DEFAULTS);

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
  onHold?: { reason: string; at: string };
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
 * A deal's payout and the ledger rows that got it to its status (docs/product.md#payouts, #ledger),
 * as the payout services would have written them: pending at completion, due PAYOUT_HOLD_HOURS
 * after the approval (at completion when that had passed), then paid or cancelled as the
 * transaction was settled, or held while a dispute is open.
 */
function payoutOf(deal: DemoDeal, ctx: Context & { utr: () => string }) {
  const lines = payoutLines(deal.gross, deal.commission, RATES, deal.panOnFile);
  const dueAt = new Date(Date.parse(deal.approvedAt) + DEFAULTS.PAYOUT_HOLD_HOURS * HOUR_MS).toISOString();
  const fellDueAt = later(dueAt, deal.completedAt);
  const row = (kind: NewLedgerEntry['kind'], createdAt: string, more: Partial<NewLedgerEntry> = {}) => ({
    kind,
    amount: lines.net,
    campaignId: deal.campaignId,
    creatorId: deal.creatorId,
    createdAt,
    ...more,
  });
  const pending = row('payout_pending', deal.completedAt);
  const due = row('payout_due', fellDueAt, dueAt <= deal.completedAt ? { note: 'due at completion' } : {});
  const nowIso = ctx.now.toISOString();

  let status: PayoutStatus;
  let rows: NewLedgerEntry[];
  let paid: { paidAt: string; utr: string; paidBy: string } | null = null;
  const needsDueBy = (at: string, what: string) => {
    if (fellDueAt > at)
      throw new Error(`Demo data: a payout is ${what} before it fell due (${deal.campaignId})`);
  };
  if (deal.payment === 'completed') {
    needsDueBy(deal.settledAt, 'paid');
    paid = { paidAt: deal.settledAt, utr: ctx.utr(), paidBy: ctx.adminId };
    status = 'paid';
    rows = [pending, due, row('payout_paid', deal.settledAt, { actorId: ctx.adminId, utr: paid.utr })];
  } else if (deal.payment === 'failed' || deal.payment === 'cancelled') {
    needsDueBy(deal.settledAt, 'cancelled');
    status = 'cancelled';
    rows = [
      pending,
      due,
      row('payout_cancelled', deal.settledAt, { actorId: ctx.adminId, note: `transaction ${deal.payment}` }),
    ];
  } else if (deal.onHold) {
    needsDueBy(deal.onHold.at, 'on hold');
    status = 'on_hold';
    rows = [
      pending,
      due,
      row('payout_on_hold', deal.onHold.at, { actorId: ctx.adminId, note: deal.onHold.reason }),
    ];
  } else if (fellDueAt <= nowIso) {
    status = 'due';
    rows = [pending, due];
  } else {
    status = 'pending';
    rows = [pending];
  }
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
      net: lines.net,
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
  };
}

/**
 * The money of the demo marketplace: funding claims in each state, a payout for every paid
 * transaction, and the ledger rows of each movement, written through recordLedger as the services
 * write them, so the ledger balances (docs/product.md#funding, #payouts, #ledger).
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
    const { values, rows } = payoutOf(deal, { ...ctx, utr });
    const [payout] = await tx.insert(payouts).values(values).returning({ id: payouts.id });
    payoutLedger.push(...rows.map((r) => ({ ...r, payoutId: payout!.id })));
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
