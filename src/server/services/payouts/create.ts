import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { payouts, workSubmissions } from '@db/schema';
import { payoutLines } from '@shared/money';
import { recordLedger, type NewLedgerEntry } from '../ledger/record';
import { isoNow, panOnFile, payoutRates, type PayoutSettings } from './settings';

const HOUR_MS = 3_600_000;

/**
 * When the application's work was approved: the latest approved submission's review time (its
 * update time for rows approved before reviewed_at was kept). Null when no work was approved (a
 * brand may complete a campaign without it); the payout is then held from completion.
 */
async function approvedAt(tx: Db, applicationId: string): Promise<string | null> {
  const [row] = await tx
    .select({ at: sql<string>`coalesce(${workSubmissions.reviewedAt}, ${workSubmissions.updatedAt})` })
    .from(workSubmissions)
    .where(and(eq(workSubmissions.applicationId, applicationId), eq(workSubmissions.status, 'approved')))
    .orderBy(desc(workSubmissions.createdAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * The payout of a transaction just made by completing a paid collaboration (docs/product.md#payouts),
 * in the completing transaction `tx`: its lines from the deal and commission at today's rates and
 * PAN, due PAYOUT_HOLD_HOURS after the work's approval; already due when that has passed. The
 * ledger gets payout_pending (and payout_due) for the net (docs/product.md#ledger).
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
): Promise<void> {
  const now = isoNow(settings);
  const pan = await panOnFile(tx, deal.creatorId);
  const lines = payoutLines(deal.gross, deal.commission, payoutRates(settings.env), pan);
  const from = (await approvedAt(tx, deal.applicationId)) ?? now;
  const dueAt = new Date(Date.parse(from) + settings.env.PAYOUT_HOLD_HOURS * HOUR_MS).toISOString();
  const status = dueAt <= now ? 'due' : 'pending';
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
  await recordLedger(
    tx,
    status === 'due' ? [entry, { ...entry, kind: 'payout_due', note: 'due at completion' }] : [entry],
  );
}
