import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertionOrder } from '@db/dialect';
import { campaignFundings, ledgerEntries, payouts } from '@db/schema';
import type { LedgerKind, PayoutStatus } from '@shared/enums';
import type { TestApp } from './app';

/**
 * The status each payout ledger kind moves a payout to. `payout_released` ends a hold (a dispute
 * released or split): the payout is pending again, and a payout_due row follows when it falls due.
 * `payout_reduced` changes the amount, not the status.
 */
const PAYOUT_MOVES: Partial<Record<LedgerKind, PayoutStatus | 'same'>> = {
  payout_pending: 'pending',
  payout_due: 'due',
  payout_on_hold: 'on_hold',
  payout_released: 'pending',
  payout_reduced: 'same',
  payout_paid: 'paid',
  payout_cancelled: 'cancelled',
};

function replay(payoutId: string, kinds: LedgerKind[]): PayoutStatus | null {
  let status: PayoutStatus | null = null;
  for (const kind of kinds) {
    const move = PAYOUT_MOVES[kind];
    if (move === undefined) throw new Error(`payout ${payoutId}: ${kind} is not a payout movement`);
    if (status === null && kind !== 'payout_pending')
      throw new Error(`payout ${payoutId}: its first ledger row is ${kind}, not payout_pending`);
    if (status !== null && kind === 'payout_pending')
      throw new Error(`payout ${payoutId}: a second payout_pending row`);
    if (kind === 'payout_released' && status !== 'on_hold')
      throw new Error(`payout ${payoutId}: released while ${status}`);
    if (move !== 'same') status = move;
  }
  return status;
}

/** The ledger's rows as they were written: oldest first, rows of one instant in the order of their writing. */
export const ledgerRows = (t: Pick<TestApp, 'db'>) =>
  t.db
    .select()
    .from(ledgerEntries)
    .orderBy(asc(ledgerEntries.createdAt), asc(insertionOrder(ledgerEntries)));

const sumBy = <T>(rows: T[], key: (r: T) => string, amount: (r: T) => number) => {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(key(r), (sums.get(key(r)) ?? 0) + amount(r));
  return Object.fromEntries([...sums].sort(([a], [b]) => a.localeCompare(b)));
};

/**
 * Checks the ledger against the fundings and payouts it records (docs/product.md#ledger):
 * - no entry is negative;
 * - each payout's rows, oldest first, replay to its status, and its payout_paid rows sum to its net
 *   when it is paid, else to 0;
 * - each payout's lines add up (net = gross - commission - GST - TDS - adjustment) and its
 *   payout_reduced rows sum to its dispute adjustment;
 * - a held, released or refunded funding has exactly one funding_held row of its amount, an awaiting
 *   or rejected one none; an ended one (released or refunded) splits its amount into funding_released
 *   (what its paid payouts spent, gross less adjustment) and funding_refunded (its refunded_amount),
 *   others have neither;
 * - money goes out only after it came in: every payout_paid row follows a funding_held row of its
 *   campaign;
 * - per creator and per campaign, payout_paid rows sum to the net of the paid payouts.
 * Call it at the end of every scenario that moves money.
 */
export async function expectLedgerBalanced(t: Pick<TestApp, 'db'>) {
  const entries = await ledgerRows(t);
  const allPayouts = await t.db.select().from(payouts);
  const fundings = await t.db.select().from(campaignFundings);

  const negative = entries.filter((e) => !Number.isInteger(e.amount) || e.amount < 0);
  expect(negative, 'ledger entries are whole rupees of 0 or more').toEqual([]);

  for (const p of allPayouts) {
    const rows = entries.filter((e) => e.payoutId === p.id);
    const kinds = rows.map((e) => e.kind);
    expect(
      { payout: p.id, status: replay(p.id, kinds) },
      `ledger of payout ${p.id}: ${kinds.join(', ')}`,
    ).toEqual({
      payout: p.id,
      status: p.status,
    });
    const paid = rows.filter((e) => e.kind === 'payout_paid').reduce((s, e) => s + e.amount, 0);
    expect({ payout: p.id, paid }).toEqual({ payout: p.id, paid: p.status === 'paid' ? p.net : 0 });
    const wrongOwner = rows.filter((e) => e.creatorId !== p.creatorId || e.campaignId !== p.campaignId);
    expect(wrongOwner, `ledger rows of payout ${p.id} name its creator and campaign`).toEqual([]);
    const reduced = rows.filter((e) => e.kind === 'payout_reduced').reduce((s, e) => s + e.amount, 0);
    expect({ payout: p.id, net: p.net, reduced }, `the lines of payout ${p.id} add up`).toEqual({
      payout: p.id,
      net: p.gross - p.commission - p.gstOnCommission - p.tds - p.adjustment,
      reduced: p.adjustment,
    });
  }

  for (const f of fundings) {
    const rows = entries.filter((e) => e.fundingId === f.id);
    const sum = (kind: LedgerKind) => rows.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
    const ended = f.status === 'released' || f.status === 'refunded';
    const spent = allPayouts
      .filter((p) => p.campaignId === f.campaignId && p.status === 'paid')
      .reduce((s, p) => s + p.gross - p.adjustment, 0);
    expect({
      funding: f.id,
      status: f.status,
      held: rows.filter((e) => e.kind === 'funding_held').map((e) => e.amount),
      released: sum('funding_released'),
      refunded: sum('funding_refunded'),
    }).toEqual({
      funding: f.id,
      status: f.status,
      held: ended || f.status === 'held' ? [f.amount] : [],
      released: ended ? spent : 0,
      refunded: ended ? (f.refundedAmount ?? 0) : 0,
    });
    if (ended) expect(spent + (f.refundedAmount ?? 0), `funding ${f.id} ends whole`).toBe(f.amount);
  }

  const heldFirst = new Set<string>();
  for (const e of entries) {
    if (e.kind === 'funding_held') heldFirst.add(e.campaignId);
    if (e.kind === 'payout_paid')
      expect(
        heldFirst.has(e.campaignId),
        `payout ${e.payoutId} paid before its campaign's money was held`,
      ).toBe(true);
  }

  const paidEntries = entries.filter((e) => e.kind === 'payout_paid');
  const paidPayouts = allPayouts.filter((p) => p.status === 'paid');
  expect(
    sumBy(
      paidEntries,
      (e) => e.creatorId ?? '(none)',
      (e) => e.amount,
    ),
    'per creator, payout_paid sums to the net of paid payouts',
  ).toEqual(
    sumBy(
      paidPayouts,
      (p) => p.creatorId,
      (p) => p.net,
    ),
  );
  expect(
    sumBy(
      paidEntries,
      (e) => e.campaignId,
      (e) => e.amount,
    ),
    'per campaign, payout_paid sums to the net of paid payouts',
  ).toEqual(
    sumBy(
      paidPayouts,
      (p) => p.campaignId,
      (p) => p.net,
    ),
  );
}
