import { and, eq } from 'drizzle-orm';
import { campaignFundings, payouts, workSubmissions } from '@db/schema';
import type { TestApp } from './app';
import { createCreator } from './factories';
import { apply, decide, postCampaign, review, submit, type Actor } from './marketplace';
import { ledgerRows } from './ledger';
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
let utrs = 0;
/** A fresh UTR of 12 digits, as IMPS and UPI give, unlike any a test writes by hand. */
export const kitUtr = () => String(700000000000 + ++utrs);

/**
 * The brand claims it sent the campaign's budget and `admin` confirms it: the money is held
 * (docs/product.md#funding). Returns the claim's id.
 */
export async function fundCampaign(
  t: TestApp,
  brand: Actor,
  admin: Actor,
  campaignId: string,
  utr = kitUtr(),
) {
  const claim = await rest(t, 'POST', `/api/campaigns/${campaignId}/funding`, {
    token: brand.token,
    body: { utr },
  });
  if (claim.status !== 200) throw new Error(`funding claim: ${claim.status} ${JSON.stringify(claim.body)}`);
  const [row] = await t.db
    .select({ id: campaignFundings.id })
    .from(campaignFundings)
    .where(
      and(eq(campaignFundings.campaignId, campaignId), eq(campaignFundings.status, 'awaiting_confirmation')),
    );
  const confirm = await rest(t, 'POST', `/api/admin/fundings/${row!.id}/confirm`, { token: admin.token });
  if (confirm.status !== 200) throw new Error(`confirm: ${confirm.status} ${JSON.stringify(confirm.body)}`);
  return row!.id;
}

/**
 * A paid campaign of `budget` with one creator (bank details with a PAN, or without one with `pan: false`)
 * whose work was approved, completed through REST: its payout row, the approval time and the actors.
 * With `fundedBy` (an admin), the brand funds it and the admin confirms before it completes, so its
 * payout can fall due (money goes out only after it came in).
 */
export async function paidCollaboration(
  t: TestApp,
  brand: Actor,
  budget: number,
  opts: { pan?: boolean; creator?: Actor; fundedBy?: Actor } = {},
) {
  const campaign = await postCampaign(t, brand, { title: `Paid collaboration ${++campaigns}`, budget });
  const fundingId = opts.fundedBy ? await fundCampaign(t, brand, opts.fundedBy, campaign.id) : null;
  const creator = opts.creator ?? (await createCreator(t));
  if (!opts.creator)
    await savePaymentDetails(t, creator, opts.pan === false ? { pan_number: undefined } : {});
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
  return { campaign, creator, application, payout, approvedAt: approval!.at!, fundingId };
}

/** The stored payout now. */
export async function payoutRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(payouts).where(eq(payouts.id, id));
  return row!;
}

/** A payout's ledger rows, oldest first (as written): kind, amount and who/what. */
export const payoutLedger = async (t: TestApp, payoutId: string) =>
  (await ledgerRows(t))
    .filter((e) => e.payoutId === payoutId)
    .map((e) => ({
      kind: e.kind,
      amount: e.amount,
      creatorId: e.creatorId,
      actorId: e.actorId,
      utr: e.utr,
      note: e.note,
    }));
