import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@db/client';
import { invoiceCounters, invoices, profiles, users } from '@db/schema';
import { financialYearOf } from '@shared/financial-year';
import { formatRupees } from '@shared/format';
import type { Env } from '@server/env';
import type { Notice } from '../notifications/notify';

/** What issuing needs of the server: the supplier settings (null: none issued) and the clock. */
export type InvoiceSettings = { env: Pick<Env, 'invoicing'>; now: () => number };

/** Where the creator reads their invoices (the Earnings tab's Invoices section). */
export const CREATOR_INVOICES_URL = '/creator-dashboard?tab=earnings#invoices';

/** PREFIX/YYYY-YY/NNNNN: 16 characters with a two-character prefix and up to 99,999 a year. */
export const invoiceNumber = (prefix: string, fy: string, serial: number) =>
  `${prefix}/${fy}/${String(serial).padStart(5, '0')}`;

/**
 * The next serial of financial year `fy`, in the caller's transaction: the year's counter row is
 * made if absent, then raised by one with UPDATE … RETURNING. On PostgreSQL the update's row lock
 * (and SERIALIZABLE's retry) makes concurrent issuers take turns; a rollback gives the number back,
 * so the series has no gaps.
 */
async function nextSerial(tx: Db, fy: string): Promise<number> {
  await tx.insert(invoiceCounters).values({ fy, lastSerial: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceCounters)
    .set({ lastSerial: sql`${invoiceCounters.lastSerial} + 1` })
    .where(eq(invoiceCounters.fy, fy))
    .returning({ serial: invoiceCounters.lastSerial });
  if (!row) throw new Error(`no invoice counter for ${fy}`);
  return row.serial;
}

/**
 * CGST and SGST at half the rate each when supplier and recipient are in one state, else IGST at
 * the whole rate (docs/product.md#tax-invoices). `gst` is the GST the payout took off, so the
 * invoice charges exactly what was deducted; an odd rupee goes to CGST.
 */
export function taxSplit(gst: number, supplierState: string, recipientState: string) {
  if (supplierState !== recipientState) return { cgst: 0, sgst: 0, igst: gst };
  const cgst = Math.ceil(gst / 2);
  return { cgst, sgst: gst - cgst, igst: 0 };
}

/** To the creator: a tax invoice (or credit note) for the commission on their payout was issued. */
export function invoiceNotice(doc: {
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  total: number;
  payoutId: string;
}): Notice {
  const invoice = doc.kind === 'invoice';
  return {
    type: 'invoice',
    title: invoice ? 'Tax invoice issued' : 'Credit note issued',
    message: invoice
      ? `Tax invoice ${doc.number} for the platform's commission on your payout: ${formatRupees(doc.total)} including GST. It is under Invoices in Earnings.`
      : `Credit note ${doc.number} cancels the invoice for the platform's commission on your refunded payout (${formatRupees(doc.total)} including GST). It is under Invoices in Earnings.`,
    priority: 'low',
    actionUrl: CREATOR_INVOICES_URL,
    metadata: { invoice_id: doc.id, number: doc.number, kind: doc.kind, payout_id: doc.payoutId },
  };
}

/**
 * The tax invoice for the commission on a payout just made, in the payout's transaction `tx`
 * (docs/product.md#tax-invoices): supplier from the settings, recipient (name, GSTIN, state) as the
 * creator's profile is now, kept as it was ever after. A creator with no state on their profile is
 * supplied in the platform's state (place of supply for an unregistered recipient without an
 * address on record is the supplier's location, IGST Act section 12(2)(b); decision 086). Nothing
 * when the invoicing settings are missing or there is no commission. Returns the creator's
 * notification, or null.
 */
export async function issueInvoice(
  tx: Db,
  settings: InvoiceSettings,
  payout: { id: string; creatorId: string; commission: number; gstOnCommission: number },
): Promise<(Notice & { userId: string }) | null> {
  const supplier = settings.env.invoicing;
  if (!supplier || payout.commission <= 0) return null;
  const [recipient] = await tx
    .select({ name: users.fullName, state: profiles.state, gstin: profiles.gstin })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, payout.creatorId));
  if (!recipient) throw new Error(`no creator ${payout.creatorId} for payout ${payout.id}`);
  const recipientState = recipient.state ?? supplier.state;
  // A GSTIN is kept only with the state it belongs to (the profile rule holds this; old rows may not).
  const recipientGstin =
    recipient.gstin && recipient.gstin.startsWith(recipientState) ? recipient.gstin : null;
  const issuedAt = new Date(settings.now()).toISOString();
  const fy = financialYearOf(new Date(settings.now()));
  const serial = await nextSerial(tx, fy);
  const taxes = taxSplit(payout.gstOnCommission, supplier.state, recipientState);
  const number = invoiceNumber(supplier.prefix, fy, serial);
  const total = payout.commission + payout.gstOnCommission;
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      fy,
      serial,
      kind: 'invoice',
      payoutId: payout.id,
      recipientId: payout.creatorId,
      recipientName: recipient.name,
      recipientGstin,
      recipientState,
      supplierName: supplier.legalName,
      supplierAddress: supplier.address,
      supplierGstin: supplier.gstin,
      supplierState: supplier.state,
      sac: supplier.sac,
      taxableValue: payout.commission,
      ...taxes,
      total,
      issuedAt,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error(`no invoice was written for payout ${payout.id}`);
  return {
    userId: payout.creatorId,
    ...invoiceNotice({ id: row.id, number, kind: 'invoice', total, payoutId: payout.id }),
  };
}

/**
 * The credit note that undoes a payout's invoice when a dispute refunds the brand, in the refund's
 * transaction `tx` (docs/product.md#tax-invoices): for the whole invoice (its amounts, never more),
 * its parties as the invoice names them, its own number in the same series (the invoice's prefix,
 * the year it is issued in). Nothing when the payout has no invoice, or already has its credit note
 * (the unique (payout_id, kind) index holds this however requests race). Returns the creator's
 * notification, or null.
 */
export async function issueCreditNote(
  tx: Db,
  payoutId: string,
  at: string,
): Promise<(Notice & { userId: string }) | null> {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.payoutId, payoutId), eq(invoices.kind, 'invoice')));
  if (!invoice) return null;
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.payoutId, payoutId), eq(invoices.kind, 'credit_note')));
  if (existing) return null;
  const fy = financialYearOf(new Date(at));
  const serial = await nextSerial(tx, fy);
  const prefix = invoice.number.split('/')[0]!;
  const number = invoiceNumber(prefix, fy, serial);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      fy,
      serial,
      kind: 'credit_note',
      refersTo: invoice.id,
      payoutId,
      recipientId: invoice.recipientId,
      recipientName: invoice.recipientName,
      recipientGstin: invoice.recipientGstin,
      recipientState: invoice.recipientState,
      supplierName: invoice.supplierName,
      supplierAddress: invoice.supplierAddress,
      supplierGstin: invoice.supplierGstin,
      supplierState: invoice.supplierState,
      sac: invoice.sac,
      taxableValue: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      total: invoice.total,
      issuedAt: at,
    })
    .returning({ id: invoices.id });
  if (!row || !invoice.recipientId) return null;
  return {
    userId: invoice.recipientId,
    ...invoiceNotice({ id: row.id, number, kind: 'credit_note', total: invoice.total, payoutId }),
  };
}
