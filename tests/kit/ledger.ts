import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { campaignFundings, ledgerEntries, payouts } from '@db/schema';
import type { LedgerKind, PayoutStatus } from '@shared/enums';
import type { TestApp } from './app';

/**
 * The status each payout ledger kind moves a payout to. `payout_released` ends a hold (a dispute
 * released or split): the payout is due again. `payout_reduced` changes the amount, not the status.
 */
const PAYOUT_MOVES: Partial<Record<LedgerKind, PayoutStatus | 'same'>> = {
  payout_pending: 'pending',
  payout_due: 'due',
  payout_on_hold: 'on_hold',
  payout_released: 'due',
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

const KIND_ORDER: LedgerKind[] = [
  'funding_held',
  'payout_pending',
  'payout_due',
  'payout_on_hold',
  'payout_released',
  'payout_reduced',
  'payout_paid',
  'payout_cancelled',
  'funding_released',
];

/** Oldest first; rows written at one instant (a payout made already due) in the order movements happen. */
export const byLedgerOrder = (
  a: { createdAt: string; kind: LedgerKind },
  b: { createdAt: string; kind: LedgerKind },
) =>
  a.createdAt === b.createdAt
    ? KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)
    : a.createdAt < b.createdAt
      ? -1
      : 1;

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
 * - a held or released funding has exactly one funding_held row of its amount, an awaiting or
 *   rejected one none; a released funding has exactly one funding_released row, others none;
 * - per creator and per campaign, payout_paid rows sum to the net of the paid payouts.
 * Call it at the end of every scenario that moves money.
 */
export async function expectLedgerBalanced(t: Pick<TestApp, 'db'>) {
  const entries = await t.db
    .select()
    .from(ledgerEntries)
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const allPayouts = await t.db.select().from(payouts);
  const fundings = await t.db.select().from(campaignFundings);

  const negative = entries.filter((e) => !Number.isInteger(e.amount) || e.amount < 0);
  expect(negative, 'ledger entries are whole rupees of 0 or more').toEqual([]);

  for (const p of allPayouts) {
    const rows = entries.filter((e) => e.payoutId === p.id).sort(byLedgerOrder);
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
  }

  for (const f of fundings) {
    const rows = entries.filter((e) => e.fundingId === f.id);
    const held = rows.filter((e) => e.kind === 'funding_held').map((e) => e.amount);
    const released = rows.filter((e) => e.kind === 'funding_released').length;
    expect({ funding: f.id, status: f.status, held, released }).toEqual({
      funding: f.id,
      status: f.status,
      held: f.status === 'held' || f.status === 'released' ? [f.amount] : [],
      released: f.status === 'released' ? 1 : 0,
    });
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
