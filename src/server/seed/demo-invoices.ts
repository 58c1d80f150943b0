import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@db/client';
import { disputes, payouts, profiles, users } from '@db/schema';
import { issueCreditNote, issueInvoice } from '../services/invoices/issue';
import { DEMO_SETTINGS } from './demo-money';

/**
 * States and GSTINs of demo people (docs/product.md#state-and-gstin): two states, a registered
 * creator and brand (GSTINs that pass the check and name nobody), and people with no GSTIN. The
 * demo platform is in Karnataka (29), so Priya in Maharashtra is invoiced IGST, Arjun CGST and SGST.
 */
export const DEMO_TAX_DETAILS: Record<string, { state: string; gstin: string | null }> = {
  'creator@demo.test': { state: '27', gstin: '27AJVPS1234K1ZM' },
  'arjun@demo.test': { state: '29', gstin: null },
  'sneha@demo.test': { state: '27', gstin: null },
  'brand@demo.test': { state: '29', gstin: '29AAECP4567L1ZS' },
  'chaibox@demo.test': { state: '27', gstin: null },
};

/**
 * The demo's tax invoices (docs/product.md#tax-invoices): the states and GSTINs above, then an
 * invoice for every demo payout's commission, issued by the service itself in the order the payouts
 * were made, at their making, with the demo's platform settings (env.ts's demo values), so the
 * numbers run consecutively; then the credit note of the dispute resolved by a refund.
 */
export async function insertDemoInvoices(tx: Db) {
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(DEMO_TAX_DETAILS)));
  for (const p of people) {
    const { state, gstin } = DEMO_TAX_DETAILS[p.email]!;
    await tx.update(profiles).set({ state, gstin }).where(eq(profiles.userId, p.id));
  }
  const made = await tx
    .select({
      id: payouts.id,
      creatorId: payouts.creatorId,
      commission: payouts.commission,
      gstOnCommission: payouts.gstOnCommission,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .orderBy(asc(payouts.createdAt), asc(payouts.id));
  const refunded = await tx
    .select({ payoutId: disputes.payoutId, resolvedAt: disputes.resolvedAt })
    .from(disputes)
    .where(eq(disputes.resolution, 'refund'));
  // In the order they happened, so the numbers follow the dates as the services would have given them.
  const documents = [
    ...made.map((payout) => ({
      at: payout.createdAt,
      issue: () => issueInvoice(tx, { env: DEMO_SETTINGS, now: () => Date.parse(payout.createdAt) }, payout),
    })),
    ...refunded.map((d) => ({
      at: d.resolvedAt!,
      issue: () => issueCreditNote(tx, d.payoutId!, d.resolvedAt!),
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  for (const document of documents) await document.issue();
}
