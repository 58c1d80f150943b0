import { eq } from 'drizzle-orm';
import { ledgerEntries, payouts, workSubmissions } from '@db/schema';
import type { TestApp } from './app';
import { createCreator } from './factories';
import { apply, decide, postCampaign, review, submit, type Actor } from './marketplace';
import { byLedgerOrder } from './ledger';
import { rest } from './rest';

/** The injected clock of `t` (deps.now), set and moved by tests: `clock.set(iso)`, `clock.advance(ms)`. */
export function testClock(t: TestApp) {
  let at = Date.now();
  t.deps.now = () => at;
  return {
    now: () => at,
    set: (iso: string | number) => {
      at = typeof iso === 'number' ? iso : Date.parse(iso);
    },
    advance: (ms: number) => {
      at += ms;
    },
    real: () => {
      at = Date.now();
    },
  };
}

export const HOUR = 3_600_000;

/** Payment details with a PAN (so TDS_RATE applies), a bank account and a UPI id. */
export async function savePaymentDetails(t: TestApp, creator: Actor, fields: Record<string, unknown> = {}) {
  const res = await rest(t, 'POST', '/api/payments/user', {
    token: creator.token,
    body: {
      pan_number: 'ABCDE1234F',
      account_holder_name: creator.user.fullName,
      account_number: '123456789012',
      ifsc_code: 'SBIN0001234',
      upi_id: 'creator@okaxis',
      bank_name: 'State Bank of India',
      consent_given: true,
      ...fields,
    },
  });
  if (res.status !== 200) throw new Error(`payment details: ${res.status} ${JSON.stringify(res.body)}`);
}

let campaigns = 0;

/**
 * A paid campaign of `budget` with one creator (with a PAN unless `pan: false`) whose work was
 * approved, completed through REST: its payout row, the approval time and the actors.
 */
export async function paidCollaboration(
  t: TestApp,
  brand: Actor,
  budget: number,
  opts: { pan?: boolean; creator?: Actor } = {},
) {
  const campaign = await postCampaign(t, brand, { title: `Paid collaboration ${++campaigns}`, budget });
  const creator = opts.creator ?? (await createCreator(t));
  if (!opts.creator && opts.pan !== false) await savePaymentDetails(t, creator);
  const application = await apply(t, creator, campaign.id);
  await decide(t, brand, application.id, 'accepted');
  const submission = await submit(t, creator, application.id);
  await review(t, brand, submission.id, 'approved');
  const res = await rest(t, 'POST', `/api/campaigns/${campaign.id}/complete`, { token: brand.token });
  if (res.status !== 200) throw new Error(`complete: ${res.status} ${JSON.stringify(res.body)}`);
  const [approval] = await t.db
    .select({ at: workSubmissions.reviewedAt })
    .from(workSubmissions)
    .where(eq(workSubmissions.id, submission.id));
  const [payout] = await t.db.select().from(payouts).where(eq(payouts.applicationId, application.id));
  if (!payout) throw new Error('no payout was made');
  return { campaign, creator, application, payout, approvedAt: approval!.at! };
}

/** The stored payout now. */
export async function payoutRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(payouts).where(eq(payouts.id, id));
  return row!;
}

/** A payout's ledger rows, oldest first: kind, amount and who/what. */
export const payoutLedger = async (t: TestApp, payoutId: string) =>
  (
    await t.db
      .select({
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        creatorId: ledgerEntries.creatorId,
        actorId: ledgerEntries.actorId,
        utr: ledgerEntries.utr,
        note: ledgerEntries.note,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.payoutId, payoutId))
  )
    .sort(byLedgerOrder)
    .map(({ createdAt: _, ...row }) => row);
