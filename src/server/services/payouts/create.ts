import { and, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, disputes, payouts } from '@db/schema';
import { payoutLines, type PayoutLines } from '@shared/money';
import { payoutDueJob } from '../scheduling/plan';
import { scheduleJobs } from '../scheduling/schedule';
import { workApprovedAt } from '../deal-party';
import { recordLedger, type NewLedgerEntry } from '../ledger/record';
import { isoNow, panOnFile, payoutRates, type PayoutSettings } from './settings';
import { issueInvoice } from '../invoices/issue';
import type { NewNotification } from '../notifications/notify';

const HOUR_MS = 3_600_000;

/**
 * The payout of a transaction just made by completing a paid collaboration (docs/product.md#payouts),
 * in the completing transaction `tx`: its lines from the deal and commission at today's rates and
 * PAN, due PAYOUT_HOLD_HOURS after the work's approval; already due when that has passed and the
 * campaign's money is held, and on_hold while the application has an open dispute
 * (docs/product.md#disputes), which then names it. The ledger gets payout_pending (and payout_due or
 * payout_on_hold) for the net (docs/product.md#ledger); a pending payout's falling due is scheduled
 * (docs/product.md#scheduled-work). With the invoicing settings, the tax invoice for its commission is
 * issued here too (docs/product.md#tax-invoices). Returns its lines and status, for the creator's
 * notification, and the invoice's notification (null when none was issued).
 */
export async function createPayout(
  tx: Db,
  settings: PayoutSettings,
  deal: {
    transactionId: string;
    applicationId: string;
    campaignId: string;
    creatorId: string;
    gross: number;
    commission: number;
  },
): Promise<{
  lines: PayoutLines;
  status: 'pending' | 'due' | 'on_hold';
  fundingHeld: boolean;
  invoiceNotice: NewNotification | null;
}> {
  const now = isoNow(settings);
  const pan = await panOnFile(tx, deal.creatorId);
  const lines = payoutLines(deal.gross, deal.commission, payoutRates(settings.env), pan);
  const from = (await workApprovedAt(tx, deal.applicationId)) ?? now;
  const dueAt = new Date(Date.parse(from) + settings.env.PAYOUT_HOLD_HOURS * HOUR_MS).toISOString();
  const [dispute] = await tx
    .select({ id: disputes.id })
    .from(disputes)
    .where(and(eq(disputes.applicationId, deal.applicationId), eq(disputes.status, 'open')));
  const [campaign] = await tx
    .select({ fundingStatus: campaigns.fundingStatus })
    .from(campaigns)
    .where(eq(campaigns.id, deal.campaignId));
  const fundingHeld = campaign?.fundingStatus === 'held';
  const status = dispute ? 'on_hold' : dueAt <= now && fundingHeld ? 'due' : 'pending';
  const [payout] = await tx
    .insert(payouts)
    .values({
      transactionId: deal.transactionId,
      applicationId: deal.applicationId,
      campaignId: deal.campaignId,
      creatorId: deal.creatorId,
      gross: lines.gross,
      commission: lines.commission,
      gstOnCommission: lines.gst_on_commission,
      tds: lines.tds,
      net: lines.net,
      panOnFile: pan,
      status,
      dueAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payouts.id });
  if (!payout) throw new Error(`no payout was written for transaction ${deal.transactionId}`);
  const entry: NewLedgerEntry = {
    kind: 'payout_pending',
    amount: lines.net,
    campaignId: deal.campaignId,
    payoutId: payout.id,
    creatorId: deal.creatorId,
    createdAt: now,
  };
  const moves: Record<typeof status, NewLedgerEntry[]> = {
    pending: [entry],
    due: [entry, { ...entry, kind: 'payout_due', note: 'due at completion' }],
    on_hold: [entry, { ...entry, kind: 'payout_on_hold', note: 'a dispute is open' }],
  };
  await recordLedger(tx, moves[status]);
  if (dispute) await tx.update(disputes).set({ payoutId: payout.id }).where(eq(disputes.id, dispute.id));
  if (status === 'pending') await scheduleJobs(tx, [payoutDueJob(payout.id, dueAt)]);
  const invoiceNotice = await issueInvoice(tx, settings, {
    id: payout.id,
    creatorId: deal.creatorId,
    commission: lines.commission,
    gstOnCommission: lines.gst_on_commission,
  });
  return { lines, status, fundingHeld, invoiceNotice };
}
