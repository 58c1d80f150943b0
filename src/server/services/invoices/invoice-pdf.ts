import { eq } from 'drizzle-orm';
import type { Db } from '@db/client';
import { invoices } from '@db/schema';
import { notFound } from '@server/errors';
import { PdfBuilder, pdfDate, pdfRupees } from '@server/pdf/document';
import { stateLabel } from '@shared/gst';
import type { Caller } from '../caller';
import { readsInvoice } from './read';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const below100 = (n: number) =>
  n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]!}${n % 10 ? ` ${ONES[n % 10]!}` : ''}`;
const below1000 = (n: number) =>
  [n >= 100 ? `${ONES[Math.floor(n / 100)]!} Hundred` : '', n % 100 ? below100(n % 100) : '']
    .filter(Boolean)
    .join(' ');

/** Whole rupees in words, the Indian way (lakh, crore): 123456 → "One Lakh Twenty Three Thousand Four Hundred Fifty Six". */
export function rupeesInWords(value: number): string {
  let n = Math.floor(Math.abs(value));
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 1e7);
  n %= 1e7;
  if (crore) parts.push(`${crore >= 1000 ? rupeesInWords(crore) : below1000(crore)} Crore`);
  const lakh = Math.floor(n / 1e5);
  n %= 1e5;
  if (lakh) parts.push(`${below100(lakh)} Lakh`);
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (thousand) parts.push(`${below100(thousand)} Thousand`);
  if (n) parts.push(below1000(n));
  return parts.join(' ');
}

function amountInWords(total: number) {
  const rupees = Math.floor(total);
  const paise = Math.round((total - rupees) * 100);
  return `Rupees ${rupeesInWords(rupees)}${paise ? ` and ${rupeesInWords(paise)} Paise` : ''} only`;
}

/**
 * GET /invoices/{id}/pdf: a tax invoice or credit note as Rule 46 of the CGST Rules asks, for its
 * recipient and admins (anyone else: 404). Read from the stored row only: the parties as they were
 * when it was issued, never the profiles now.
 */
export async function invoicePdf(db: Db, caller: Caller, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row || !readsInvoice(caller, row.recipientId)) throw notFound('Invoice');
  const [original] = row.refersTo
    ? await db
        .select({ number: invoices.number, issuedAt: invoices.issuedAt })
        .from(invoices)
        .where(eq(invoices.id, row.refersTo))
        .limit(1)
    : [];
  const credit = row.kind === 'credit_note';
  const interState = Number(row.igst) > 0 || (row.recipientState !== row.supplierState && !Number(row.cgst));
  const money = (v: unknown) => pdfRupees(Number(v));

  const pdf = new PdfBuilder({
    title: `${credit ? 'Credit note' : 'Tax invoice'} ${row.number}`,
    footer: `${row.supplierName} · GSTIN ${row.supplierGstin} · ${credit ? 'Credit note' : 'Tax invoice'} ${row.number}`,
  });
  pdf.title(
    credit ? 'Credit note' : 'Tax invoice',
    credit ? 'Issued under section 34 of the CGST Act' : 'Rule 46 of the CGST Rules, 2017',
  );
  pdf.keyValues([
    [credit ? 'Credit note number' : 'Invoice number', row.number],
    ['Date of issue', pdfDate(row.issuedAt)],
    ...(credit
      ? ([
          [
            'Against invoice',
            original ? `${original.number} of ${pdfDate(original.issuedAt)}` : (row.refersTo ?? ''),
          ],
        ] as const)
      : []),
  ]);
  pdf.heading('Supplier');
  pdf.keyValues([
    ['Name', row.supplierName],
    ['Address', row.supplierAddress],
    ['GSTIN', row.supplierGstin],
    ['State', stateLabel(row.supplierState)],
  ]);
  pdf.heading('Recipient');
  pdf.keyValues([
    ['Name', row.recipientName],
    ['GSTIN', row.recipientGstin ?? 'Unregistered'],
    ['State', stateLabel(row.recipientState)],
    ['Place of supply', stateLabel(row.recipientState)],
  ]);
  pdf.heading(credit ? 'Value credited' : 'Service');
  const taxRows: [string, string][] = interState
    ? [['IGST', money(row.igst)]]
    : [
        ['CGST', money(row.cgst)],
        ['SGST', money(row.sgst)],
      ];
  pdf.table(
    [
      { header: 'Description', width: 0.5 },
      { header: 'SAC', width: 0.2 },
      { header: 'Taxable value', width: 0.3, align: 'right' },
    ],
    [['Platform commission: marketplace service for a paid collaboration', row.sac, money(row.taxableValue)]],
  );
  pdf.keyValues([
    ['Taxable value', money(row.taxableValue)],
    ...taxRows,
    [credit ? 'Total credited' : 'Total', money(row.total)],
    ['Amount in words', amountInWords(Number(row.total))],
    ['Tax payable on reverse charge', 'No'],
  ]);
  pdf.paragraph(
    `The commission is deducted from the creator's payment for the collaboration. ${interState ? 'Inter-state supply: IGST.' : 'Intra-state supply: CGST and SGST.'}`,
    { muted: true, size: 8 },
  );
  pdf.space(1).paragraph(`For ${row.supplierName}`, { bold: true });
  pdf.paragraph('Issued electronically: under the proviso to Rule 46(q), no signature is required.', {
    muted: true,
    size: 8,
  });
  return {
    fileName: `${credit ? 'credit-note' : 'invoice'}-${row.number.replace(/\//g, '-')}.pdf`,
    body: await pdf.finish(),
  };
}
