import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '@db/client';
import { campaigns, invoices, paymentDetails, payouts, users } from '@db/schema';
import { csvLine, toCsv } from '@shared/csv';
import { indiaDate } from '@shared/dates';
import { financialYearOf } from '@shared/financial-year';
import { stateLabel } from '@shared/gst';
import { dayBound } from '@shared/india-time';
import {
  INVOICE_CSV_HEADER,
  quarterDays,
  quarterOfDay,
  TDS_CSV_HEADER,
  type Invoice,
  type TdsReport,
} from '@shared/schemas/invoices';
import { hasRole } from '@shared/roles';
import type { Env } from '@server/env';
import { notFound } from '@server/errors';
import { writeAuditEntry, type AuditActor } from '../audit/audit-log';
import type { Caller } from '../caller';
import { decrypt, mask, type Keyring } from '../crypto';
import { contextOf } from '../payments/details';
import { page } from '../pagination';

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  fy: invoices.fy,
  kind: invoices.kind,
  refers_to: invoices.refersTo,
  payout_id: invoices.payoutId,
  recipient_id: invoices.recipientId,
  recipient_name: invoices.recipientName,
  recipient_gstin: invoices.recipientGstin,
  recipient_state: invoices.recipientState,
  supplier_name: invoices.supplierName,
  supplier_address: invoices.supplierAddress,
  supplier_gstin: invoices.supplierGstin,
  supplier_state: invoices.supplierState,
  sac: invoices.sac,
  taxable_value: invoices.taxableValue,
  cgst: invoices.cgst,
  sgst: invoices.sgst,
  igst: invoices.igst,
  total: invoices.total,
  issued_at: invoices.issuedAt,
};

type Row = Omit<Invoice, 'refers_to_number'>;

/** Each row with the number of the invoice a credit note refers to, read in one more query. */
async function withReferences(db: Db, rows: Row[]): Promise<Invoice[]> {
  const ids = [...new Set(rows.map((r) => r.refers_to).filter((id): id is string => !!id))];
  const numbers = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: invoices.id, number: invoices.number })
            .from(invoices)
            .where(inArray(invoices.id, ids))
        ).map((r) => [r.id, r.number] as const),
  );
  return rows.map((r) => ({
    ...r,
    refers_to_number: r.refers_to ? (numbers.get(r.refers_to) ?? null) : null,
  }));
}

const newestFirst = [desc(invoices.issuedAt), desc(invoices.serial)] as const;

/** GET /invoices/my: the invoices and credit notes issued to the caller, newest first. */
export async function myInvoices(db: Db, userId: string): Promise<Invoice[]> {
  const rows = await db
    .select(invoiceColumns)
    .from(invoices)
    .where(eq(invoices.recipientId, userId))
    .orderBy(...newestFirst);
  return withReferences(db, rows);
}

/** Who may read an invoice, as JSON or PDF: its recipient and admins. */
export const readsInvoice = (caller: Caller, recipientId: string | null) =>
  recipientId === caller.id || hasRole(caller, 'admin');

/** GET /invoices/{id}: its recipient or an admin; anyone else is told it does not exist. */
export async function invoiceForCaller(db: Db, caller: Caller, id: string): Promise<Invoice> {
  const [row] = await db.select(invoiceColumns).from(invoices).where(eq(invoices.id, id));
  if (!row || !readsInvoice(caller, row.recipient_id)) throw notFound('Invoice');
  const [invoice] = await withReferences(db, [row]);
  return invoice!;
}

type Settings = Pick<Env, 'invoicingMissing' | 'invoicingDemo'>;

/** GET /admin/invoices: a financial year's documents (default the current one), newest first, with the count and any missing setting. */
export async function adminInvoices(
  deps: { db: Db; env: Settings; now: () => number },
  input: { fy?: string; limit?: number; offset?: number },
) {
  const fy = input.fy ?? financialYearOf(new Date(deps.now()));
  const { limit, offset } = page(input);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(invoiceColumns)
      .from(invoices)
      .where(eq(invoices.fy, fy))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(invoices).where(eq(invoices.fy, fy)),
  ]);
  return {
    invoices: await withReferences(deps.db, rows),
    total: Number(counted?.n ?? 0),
    fy,
    missing_settings: [...deps.env.invoicingMissing],
    demo_settings: [...deps.env.invoicingDemo],
  };
}

/**
 * GET /admin/invoices/export?fy=: the year's documents in serial order as the CSV of docs/product.md#admin-invoices (the
 * shape a GST return is prepared from), the download audited in the same read.
 */
export async function invoicesCsv(
  deps: { db: Db; now: () => number },
  admin: AuditActor,
  fy: string | undefined,
): Promise<{ csv: string; fy: string }> {
  const year = fy ?? financialYearOf(new Date(deps.now()));
  const rows = await deps.db.transaction(async (tx) => {
    const found = await tx
      .select(invoiceColumns)
      .from(invoices)
      .where(eq(invoices.fy, year))
      .orderBy(asc(invoices.serial));
    await writeAuditEntry(tx, {
      actorId: admin.id,
      action: 'invoices.export',
      targetType: 'invoice',
      targetIds: [],
      metadata: { fy: year, rows: found.length },
      ip: admin.ip,
    });
    return withReferences(tx, found);
  });
  const body = rows.map((r) => [
    r.number,
    indiaDate(new Date(r.issued_at)),
    r.recipient_gstin ?? 'unregistered',
    stateLabel(r.recipient_state),
    r.taxable_value,
    r.cgst,
    r.sgst,
    r.igst,
    r.total,
    r.kind,
    r.refers_to_number,
  ]);
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in any script).
  return { csv: `\uFEFF${csvLine(INVOICE_CSV_HEADER)}${toCsv(body)}`, fy: year };
}

/** The current quarter, '2026-27-Q3', by India's calendar. */
export const currentQuarter = (now: number) => quarterOfDay(indiaDate(new Date(now)));

/**
 * GET /admin/tds?quarter=: per creator, the payouts paid in that quarter (by India's calendar) with
 * the section, amount credited (the gross), TDS rate and amount and the day paid, and the PAN on file
 * masked, or "no PAN" (docs/product.md#tax-invoices). The rate is TDS_RATE with a PAN at the
 * payout's making, else TDS_NO_PAN_RATE (the settings as they are now).
 */
export async function tdsReport(
  deps: { db: Db; env: Pick<Env, 'TDS_RATE' | 'TDS_NO_PAN_RATE'>; keyring: Keyring; now: () => number },
  quarter: string | undefined,
): Promise<TdsReport> {
  const q = quarter ?? currentQuarter(deps.now());
  const { from, to } = quarterDays(q);
  const rows = await deps.db
    .select({
      payout_id: payouts.id,
      creator_id: payouts.creatorId,
      name: users.fullName,
      campaign_title: campaigns.title,
      gross: payouts.gross,
      tds: payouts.tds,
      pan_on_file: payouts.panOnFile,
      paid_at: payouts.paidAt,
      pan_enc: paymentDetails.panNumberEnc,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.creatorId))
    .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
    .leftJoin(paymentDetails, eq(paymentDetails.userId, payouts.creatorId))
    .where(
      and(
        eq(payouts.status, 'paid'),
        gte(payouts.paidAt, dayBound(from, 'start')),
        lte(payouts.paidAt, dayBound(to, 'end')),
      ),
    )
    .orderBy(asc(users.fullName), asc(payouts.creatorId), asc(payouts.paidAt));
  const byCreator = new Map<string, TdsReport['creators'][number]>();
  for (const r of rows) {
    let creator = byCreator.get(r.creator_id);
    if (!creator) {
      const pan = r.pan_enc ? decrypt(deps.keyring, r.pan_enc, contextOf('pan_number')) : null;
      creator = {
        creator_id: r.creator_id,
        name: r.name,
        pan: pan ? mask(pan)! : 'no PAN',
        section: '194-O',
        payouts: [],
        amount_credited: 0,
        tds: 0,
      };
      byCreator.set(r.creator_id, creator);
    }
    creator.payouts.push({
      payout_id: r.payout_id,
      campaign_title: r.campaign_title,
      amount_credited: r.gross,
      tds_rate: r.pan_on_file ? deps.env.TDS_RATE : deps.env.TDS_NO_PAN_RATE,
      tds: r.tds,
      paid_at: r.paid_at!,
    });
    creator.amount_credited += r.gross;
    creator.tds += r.tds;
  }
  return { quarter: q, from, to, creators: [...byCreator.values()] };
}

/** GET /admin/tds?format=csv: one row per payout, the download audited (it names PANs, masked). */
export async function tdsCsv(
  deps: Parameters<typeof tdsReport>[0],
  admin: AuditActor,
  quarter: string | undefined,
): Promise<{ csv: string; quarter: string }> {
  const report = await tdsReport(deps, quarter);
  await writeAuditEntry(deps.db, {
    actorId: admin.id,
    action: 'tds.export',
    targetType: 'payout',
    targetIds: report.creators.flatMap((c) => c.payouts.map((p) => p.payout_id)),
    metadata: { quarter: report.quarter, rows: report.creators.reduce((n, c) => n + c.payouts.length, 0) },
    ip: admin.ip,
  });
  const body = report.creators.flatMap((c) =>
    c.payouts.map((p) => [
      c.name,
      c.pan,
      c.section,
      p.amount_credited,
      p.tds_rate,
      p.tds,
      indiaDate(new Date(p.paid_at)),
      p.payout_id,
    ]),
  );
  return { csv: `\uFEFF${csvLine(TDS_CSV_HEADER)}${toCsv(body)}`, quarter: report.quarter };
}
