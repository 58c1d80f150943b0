import { and, eq, gte, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaignFundings, campaigns, payouts } from '@db/schema';
import { indiaDate } from '@shared/dates';
import { dayBound } from '@shared/india-time';
import { makeDuePayoutsDue } from './due';
import { payableNow } from './read';

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`;

/**
 * GET /admin/payouts/totals (docs/product.md#payouts):
 * - held: the money of held fundings still with the platform: per held campaign, its funding less
 *   what its paid payouts spent (gross less any dispute adjustment: gone to the creator, the
 *   platform's commission and the tax), never below 0;
 * - due, due_count: the net of the due payouts, and how many; payable, payable_count: of those, the
 *   ones that can be paid now (the bank file's);
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
        .select({
          campaignId: payouts.campaignId,
          gross: sql<number>`coalesce(sum(${payouts.gross} - ${payouts.adjustment}), 0)`,
        })
        .from(payouts)
        .where(
          and(
            inArray(
              payouts.campaignId,
              heldFundings.map((f) => f.campaignId),
            ),
            eq(payouts.status, 'paid'),
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
  const [payable] = await db
    .select({ net: sumOf(payouts.net), n: sql<number>`count(*)` })
    .from(payouts)
    .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
    .where(payableNow);
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
    payable: Number(payable?.net ?? 0),
    payable_count: Number(payable?.n ?? 0),
    paid_this_month: Number(paid?.net ?? 0),
    awaiting_confirmation: Number(waiting?.n ?? 0),
  };
}
