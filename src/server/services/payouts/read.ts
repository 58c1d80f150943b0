import { and, desc, eq, gte, lte, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, payouts, users } from '@db/schema';
import type { FundingStatus, PayoutBlock, PayoutStatus } from '@shared/enums';
import { financialYearRange } from '@shared/financial-year';
import type { Payout } from '@shared/schemas/funds';
import { notFound } from '@server/errors';
import { page } from '../pagination';
import { makeDuePayoutsDue } from './due';
import { payableDetailsOf } from './payable';

const payoutColumns = {
  id: payouts.id,
  transaction_id: payouts.transactionId,
  application_id: payouts.applicationId,
  campaign_id: payouts.campaignId,
  campaign_title: campaigns.title,
  creator_id: payouts.creatorId,
  creator_name: users.fullName,
  gross: payouts.gross,
  commission: payouts.commission,
  gst_on_commission: payouts.gstOnCommission,
  tds: payouts.tds,
  adjustment: payouts.adjustment,
  net: payouts.net,
  pan_on_file: payouts.panOnFile,
  status: payouts.status,
  due_at: payouts.dueAt,
  paid_at: payouts.paidAt,
  utr: payouts.utr,
  created_at: payouts.createdAt,
  funding_status: campaigns.fundingStatus,
  details: payableDetailsOf(payouts.creatorId),
};

/**
 * What keeps an unpaid payout from being paid, the first that applies (docs/product.md#payouts):
 * a dispute holds it; the brand's money is not held; its hold time runs (pending on held money);
 * the creator has nowhere to be paid.
 */
export function waitingFor(p: {
  status: PayoutStatus;
  funding_status: FundingStatus;
  payment_details_on_file: boolean;
}): PayoutBlock | null {
  if (p.status === 'paid' || p.status === 'cancelled') return null;
  if (p.status === 'on_hold') return 'dispute';
  if (p.funding_status !== 'held') return 'funding';
  if (p.status === 'pending') return 'hold_period';
  return p.payment_details_on_file ? null : 'payment_details';
}

function toPayout({
  details,
  ...row
}: { details: number | boolean } & Omit<Payout, 'payment_details_on_file' | 'waiting_for'>): Payout {
  const payout = { ...row, payment_details_on_file: Boolean(Number(details)) };
  return { ...payout, waiting_for: waitingFor(payout) };
}

/** Payouts with their campaign's title and funding and the creator's name, in one query. */
const selectPayouts = (db: Db) =>
  db
    .select(payoutColumns)
    .from(payouts)
    .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
    .innerJoin(users, eq(users.id, payouts.creatorId))
    .$dynamic();

const newestFirst = [desc(payouts.createdAt), desc(payouts.id)] as const;

export async function readPayout(db: Db, id: string): Promise<Payout> {
  const [row] = await selectPayouts(db).where(eq(payouts.id, id)).limit(1);
  if (!row) throw notFound('Payout');
  return toPayout(row);
}

/** The payouts made in India financial year `fy` (April to March), as the statement counts them. */
export function madeInYear(fy: string): SQL {
  const { fromIso, toIso } = financialYearRange(fy);
  return and(gte(payouts.createdAt, fromIso), lte(payouts.createdAt, toIso))!;
}

/** A creator's own payouts of one financial year, newest first, a page at a time (payouts_creator_created_idx). */
export async function creatorPayouts(
  db: Db,
  creatorId: string,
  input: { fy: string; limit?: number; offset?: number },
): Promise<{ payouts: Payout[]; total: number }> {
  const { limit, offset } = page(input);
  const where = and(eq(payouts.creatorId, creatorId), madeInYear(input.fy));
  const rows = await selectPayouts(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)` })
    .from(payouts)
    .where(where);
  return { payouts: rows.map(toPayout), total: Number(count?.n ?? 0) };
}

/** A due payout that can be paid now: on held money, to a creator with payment details (the bank file's). */
export const payableNow = and(
  eq(payouts.status, 'due'),
  eq(campaigns.fundingStatus, 'held'),
  sql`${payableDetailsOf(payouts.creatorId)} = 1`,
)!;

/** The admin's list, newest first, by status, and by whether a due payout can be paid now. */
export async function listAllPayouts(
  db: Db,
  input: { status?: PayoutStatus; payable?: boolean; limit?: number; offset?: number },
): Promise<Payout[]> {
  const { limit, offset } = page(input);
  const payable = input.payable === undefined ? undefined : input.payable ? payableNow : not(payableNow);
  const rows = await selectPayouts(db)
    .where(and(input.status ? eq(payouts.status, input.status) : undefined, payable))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map(toPayout);
}

/** GET /admin/payouts: exact to the clock, so payouts past due_at on held money are listed as due. */
export async function adminPayouts(
  deps: { db: Db; now: () => number },
  input: { status?: PayoutStatus; payable?: boolean; limit?: number; offset?: number },
) {
  await makeDuePayoutsDue(deps.db, deps.now());
  return listAllPayouts(deps.db, input);
}
