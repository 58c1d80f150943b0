import { desc, eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, payouts, users } from '@db/schema';
import type { PayoutStatus } from '@shared/enums';
import type { Payout } from '@shared/schemas/funds';
import { notFound } from '@server/errors';
import { page } from '../pagination';
import { makeDuePayoutsDue } from './due';

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
  net: payouts.net,
  pan_on_file: payouts.panOnFile,
  status: payouts.status,
  due_at: payouts.dueAt,
  paid_at: payouts.paidAt,
  utr: payouts.utr,
  created_at: payouts.createdAt,
};

/** Payouts with their campaign's title and creator's name, in one query. */
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
  return row;
}

/** A creator's own payouts, newest first (payouts_creator_created_idx). */
export const creatorPayouts = (db: Db, creatorId: string): Promise<Payout[]> =>
  selectPayouts(db)
    .where(eq(payouts.creatorId, creatorId))
    .orderBy(...newestFirst);

/** The admin's list, newest first, by status. */
export function listAllPayouts(
  db: Db,
  input: { status?: PayoutStatus; limit?: number; offset?: number },
): Promise<Payout[]> {
  const { limit, offset } = page(input);
  return selectPayouts(db)
    .where(input.status ? eq(payouts.status, input.status) : undefined)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** GET /admin/payouts: exact to the clock, so payouts past due_at are listed as due. */
export async function adminPayouts(
  deps: { db: Db; now: () => number },
  input: { status?: PayoutStatus; limit?: number; offset?: number },
) {
  await makeDuePayoutsDue(deps.db, deps.now());
  return listAllPayouts(deps.db, input);
}
