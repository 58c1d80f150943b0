import { and, eq, gte, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, payouts } from '@db/schema';
import { indiaDate } from '@shared/dates';
import { dayBound } from '@shared/india-time';
import { makeDuePayoutsDue } from './due';

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`;

/**
 * GET /admin/payouts/totals (docs/product.md#payouts):
 * - held: the money of held fundings still with the platform: per held campaign, its funding less
 *   the gross of its payouts already paid or cancelled (paid: gone to the creator, the platform's
 *   commission and the tax; cancelled: owed back to the brand), never below 0;
 * - due, due_count: the net of the due payouts, and how many;
 * - paid_this_month: the net paid since the 1st of this India calendar month;
 * - awaiting_confirmation: the funding claims waiting for an admin.
 */
export async function payoutTotals(deps: { db: Db; now: () => number }) {
  const now = deps.now();
  await makeDuePayoutsDue(deps.db, now);
  const db = deps.db;
  const heldFundings = await db
    .select({ campaignId: campaignFundings.campaignId, amount: sumOf(campaignFundings.amount) })
    .from(campaignFundings)
    .where(eq(campaignFundings.status, 'held'))
    .groupBy(campaignFundings.campaignId);
  const settled = heldFundings.length
    ? await db
        .select({ campaignId: payouts.campaignId, gross: sumOf(payouts.gross) })
        .from(payouts)
        .where(
          and(
            inArray(
              payouts.campaignId,
              heldFundings.map((f) => f.campaignId),
            ),
            inArray(payouts.status, ['paid', 'cancelled']),
          ),
        )
        .groupBy(payouts.campaignId)
    : [];
  const settledOf = new Map(settled.map((s) => [s.campaignId, Number(s.gross)]));
  const held = heldFundings.reduce(
    (total, f) => total + Math.max(0, Number(f.amount) - (settledOf.get(f.campaignId) ?? 0)),
    0,
  );

  const [due] = await db
    .select({ net: sumOf(payouts.net), n: sql<number>`count(*)` })
    .from(payouts)
    .where(eq(payouts.status, 'due'));
  const monthStart = dayBound(`${indiaDate(new Date(now)).slice(0, 7)}-01`, 'start');
  const [paid] = await db
    .select({ net: sumOf(payouts.net) })
    .from(payouts)
    .where(and(eq(payouts.status, 'paid'), gte(payouts.paidAt, monthStart)));
  const [waiting] = await db
    .select({ n: sql<number>`count(*)` })
    .from(campaignFundings)
    .where(eq(campaignFundings.status, 'awaiting_confirmation'));
  return {
    held,
    due: Number(due?.net ?? 0),
    due_count: Number(due?.n ?? 0),
    paid_this_month: Number(paid?.net ?? 0),
    awaiting_confirmation: Number(waiting?.n ?? 0),
  };
}
