import { z } from 'zod';
import { INVOICE_KINDS } from '../enums';
import { formatRupees } from '../format';
import { isFinancialYear } from '../financial-year';
import { idParam, pageInput, text } from './common';
import { financialYearField } from './funds';

/** A tax invoice or credit note for the platform's commission (docs/product.md#tax-invoices). */
export const invoiceOutput = z.object({
  id: z.string(),
  /** PREFIX/YYYY-YY/NNNNN, consecutive within its financial year. */
  number: z.string(),
  fy: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** A credit note's invoice: its id and number. */
  refers_to: z.string().nullable(),
  refers_to_number: z.string().nullable(),
  payout_id: z.string(),
  recipient_id: z.string().nullable(),
  recipient_name: z.string(),
  /** Null: the recipient is not registered for GST. */
  recipient_gstin: z.string().nullable(),
  /** Two-digit GST state code: the place of supply. */
  recipient_state: z.string(),
  supplier_name: z.string(),
  supplier_address: z.string(),
  supplier_gstin: z.string(),
  supplier_state: z.string(),
  sac: z.string(),
  taxable_value: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
  issued_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceOutput>;

export const invoiceIdInput = z.object({ id: idParam });

/** GET /admin/invoices: one financial year's documents (default the current one), a page at a time. */
export const adminInvoicesInput = z.object({ fy: financialYearField.optional(), ...pageInput });

export const adminInvoicesOutput = z.object({
  invoices: z.array(invoiceOutput),
  total: z.number().int(),
  fy: z.string(),
  /** The settings without which no invoice is issued (README, "Money and tax"). */
  missing_settings: z.array(z.string()),
  /** Settings filled with demo values (SEED_DEMO on): never to be filed. */
  demo_settings: z.array(z.string()),
});

/** The columns of the invoices CSV, in the documented order (docs/product.md#admin-invoices). */
export const INVOICE_CSV_HEADER = [
  'Number',
  'Date',
  'Recipient GSTIN',
  'State',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
  'Kind',
  'Refers to',
] as const;

export const QUARTER_PATTERN = /^(\d{4}-\d{2})-Q([1-4])$/;
export const QUARTER_MESSAGE = 'quarter must be a financial year and quarter such as 2026-27-Q3';

/** '2026-27-Q3': the third quarter (October to December) of financial year 2026-27. */
export const quarterField = text('quarter').refine((v) => {
  const match = QUARTER_PATTERN.exec(v);
  return !!match && isFinancialYear(match[1]!);
}, QUARTER_MESSAGE);

export const tdsInput = z.object({
  quarter: quarterField.optional(),
  /** csv: the same as a file (served by the CSV route before this procedure). */
  format: z.enum(['json', 'csv'], { message: 'format must be json or csv' }).optional(),
});

export const tdsPayoutOutput = z.object({
  payout_id: z.string(),
  campaign_title: z.string(),
  /** The gross: the amount credited to the creator under section 194-O. */
  amount_credited: z.number().int(),
  /** Percent. */
  tds_rate: z.number(),
  tds: z.number().int(),
  paid_at: z.string(),
});

export const tdsCreatorOutput = z.object({
  creator_id: z.string(),
  name: z.string(),
  /** Masked (******234F) or "no PAN". */
  pan: z.string(),
  section: z.literal('194-O'),
  payouts: z.array(tdsPayoutOutput),
  amount_credited: z.number().int(),
  tds: z.number().int(),
});

export const tdsOutput = z.object({
  quarter: z.string(),
  from: z.string(),
  to: z.string(),
  creators: z.array(tdsCreatorOutput),
});
export type TdsReport = z.infer<typeof tdsOutput>;

export const TDS_CSV_HEADER = [
  'Creator',
  'PAN',
  'Section',
  'Amount credited',
  'TDS rate (%)',
  'TDS',
  'Date paid',
  'Payout',
] as const;

/** The quarter an ISO day ('2026-11-28') falls in: '2026-27-Q3'. */
export function quarterOfDay(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  const fy = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  const q = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
  return `${fy}-Q${q}`;
}

/** The first and last day of a quarter ('2026-27-Q3' → 2026-10-01 to 2026-12-31). */
export function quarterDays(quarter: string): { from: string; to: string } {
  const match = QUARTER_PATTERN.exec(quarter)!;
  const start = Number(match[1]!.slice(0, 4));
  const q = Number(match[2]);
  const firstMonth = q === 4 ? 1 : 4 + (q - 1) * 3;
  const year = q === 4 ? start + 1 : start;
  const lastMonth = firstMonth + 2;
  const lastDay = new Date(Date.UTC(year, lastMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${year}-${pad(firstMonth)}-01`, to: `${year}-${pad(lastMonth)}-${pad(lastDay)}` };
}

export const INVOICE_KIND_LABEL: Record<Invoice['kind'], string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
};

/** "CGST ₹135 + SGST ₹135" within a state, "IGST ₹270" between states. */
export function taxesText(i: Pick<Invoice, 'cgst' | 'sgst' | 'igst'>) {
  return i.igst > 0 || (i.cgst === 0 && i.sgst === 0)
    ? `IGST ${formatRupees(i.igst)}`
    : `CGST ${formatRupees(i.cgst)} + SGST ${formatRupees(i.sgst)}`;
}
