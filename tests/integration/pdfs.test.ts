import { describe, expect, it } from 'vitest';
import { invoices } from '@db/schema';
import { createTestApp, type TestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { acceptedCreator, postCampaign, type Actor } from '../kit/marketplace';
import { fundCampaign, paidCollaboration } from '../kit/payouts';
import { rest } from '../kit/rest';

/** The platform's account (settings PAYMENT_*), so campaigns can be funded. */
const t = createTestApp({
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
});
const admin = await createAdmin(t);

/** A GET with the caller's token (or none), as bytes. */
async function download(app: TestApp, path: string, actor?: Actor) {
  const res = await app.app.request(path, {
    headers: actor ? { authorization: `Bearer ${actor.token}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The text of every page, read back from the bytes by an independent reader (pdf.js). */
async function pdfText(bytes: Buffer) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}

function expectPdf(res: Awaited<ReturnType<typeof download>>, fileName: RegExp) {
  expect(res.status, res.bytes.toString('utf8', 0, 300)).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  expect(res.headers.get('content-disposition')).toMatch(fileName);
  expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('GET /api/agreements/{id}/pdf', () => {
  it('gives the two parties and admins the text, its sha256 and the acceptance times; others 404, signed out 401', async () => {
    const brand = await createBrand(t, { fullName: 'प्रिया शर्मा Brands' });
    const campaign = await postCampaign(t, brand, { title: 'Diwali reels', budget: 20_000 });
    const { creator, application } = await acceptedCreator(t, brand, campaign.id);
    const read = await rest(t, 'GET', `/api/agreements/application/${application.id}`, {
      token: brand.token,
    });
    const agreement = read.body.agreement as { id: string; sha256: string; text: string };
    const accepted = await rest(t, 'POST', `/api/agreements/${agreement.id}/accept`, {
      token: creator.token,
      body: {},
    });
    expect(accepted.status).toBe(200);
    const url = `/api/agreements/${agreement.id}/pdf`;

    for (const who of [brand, creator, admin]) {
      const res = await download(t, url, who);
      expectPdf(res, /filename="agreement-diwali-reels-v1\.pdf"/);
    }
    const text = await pdfText((await download(t, url, creator)).bytes);
    expect(text).toContain(agreement.sha256);
    expect(text).toContain('Accepted by the creator');
    expect(text).toMatch(/Accepted by the brand\s+Not accepted yet/);
    expect(text).toMatch(/₹\s?[\d,]+/);
    // Every heading of the stored text is printed as stored.
    for (const heading of agreement.text.split('\n').filter((l) => l.startsWith('## ')))
      expect(text).toContain(heading);

    const stranger = await createCreator(t);
    expect((await download(t, url, stranger)).status).toBe(404);
    expect((await download(t, url, await createBrand(t))).status).toBe(404);
    expect((await download(t, `/api/agreements/${crypto.randomUUID()}/pdf`, admin)).status).toBe(404);
    expect((await download(t, url)).status).toBe(401);
  });
});

describe('GET /api/invoices/{id}/pdf', () => {
  async function invoiceRows() {
    const brand = await createBrand(t);
    const { creator, payout } = await paidCollaboration(t, brand, 10_000, { fundedBy: admin });
    const invoice = {
      id: crypto.randomUUID(),
      number: `CM/2026-27/${String(Math.floor(Math.random() * 90000) + 10000)}`,
      fy: '2026-27',
      serial: Math.floor(Math.random() * 1e9),
      kind: 'invoice' as const,
      payoutId: payout.id,
      recipientId: creator.user.id,
      recipientName: 'रमेश कुमार',
      recipientGstin: '27AAPFU0939F1ZV',
      recipientState: '27',
      supplierName: 'Collab Marketplace Private Limited',
      supplierAddress: '12 MG Road, Bengaluru 560001',
      supplierGstin: '29AAGCC1234A1Z5',
      supplierState: '29',
      sac: '998599',
      taxableValue: 1000,
      igst: 180,
      total: 1180,
    };
    const credit = {
      ...invoice,
      id: crypto.randomUUID(),
      number: `CM/2026-27/${String(Math.floor(Math.random() * 90000) + 10000)}`,
      serial: invoice.serial + 1,
      kind: 'credit_note' as const,
      refersTo: invoice.id,
    };
    await t.db.insert(invoices).values([invoice, credit]);
    return { creator, invoice, credit };
  }

  it('reads back the number, GSTINs, taxable value and taxes for its recipient and admins; others 404', async () => {
    const { creator, invoice, credit } = await invoiceRows();
    const url = `/api/invoices/${invoice.id}/pdf`;
    for (const who of [creator, admin])
      expectPdf(
        await download(t, url, who),
        new RegExp(`filename="invoice-${invoice.number.replace(/\//g, '-')}\\.pdf"`),
      );
    const text = await pdfText((await download(t, url, creator)).bytes);
    for (const s of [
      'Tax invoice',
      invoice.number,
      invoice.supplierGstin,
      invoice.recipientGstin,
      '998599',
      'Maharashtra (27)',
      'Karnataka (29)',
      '₹1,000.00',
      'IGST',
      '₹180.00',
      '₹1,180.00',
      'Rupees One Thousand One Hundred Eighty only',
    ])
      expect(text).toContain(s);
    expect(text).not.toContain('CGST ₹');

    const creditText = await pdfText((await download(t, `/api/invoices/${credit.id}/pdf`, creator)).bytes);
    expect(creditText).toContain('Credit note');
    expect(creditText).toContain(credit.number);
    expect(creditText).toContain(`Against invoice ${invoice.number}`);

    const other = await createCreator(t);
    expect((await download(t, url, other)).status).toBe(404);
    expect((await download(t, url, await createBrand(t))).status).toBe(404);
    expect((await download(t, url)).status).toBe(401);
    expect((await download(t, `/api/invoices/${crypto.randomUUID()}/pdf`, admin)).status).toBe(404);
  });

  it('prints CGST and SGST within a state, and "Unregistered" without a GSTIN', async () => {
    const { creator, invoice } = await invoiceRows();
    await t.db.delete(invoices).where((await import('drizzle-orm')).eq(invoices.refersTo, invoice.id));
    const intra = {
      ...invoice,
      id: crypto.randomUUID(),
      number: `CM/2026-27/${String(Math.floor(Math.random() * 90000) + 10000)}`,
      serial: invoice.serial + 7,
      kind: 'credit_note' as const,
      refersTo: invoice.id,
      recipientGstin: null,
      recipientState: '29',
      igst: 0,
      cgst: 90,
      sgst: 90,
    };
    await t.db.insert(invoices).values(intra);
    const text = await pdfText((await download(t, `/api/invoices/${intra.id}/pdf`, creator)).bytes);
    expect(text).toContain('Unregistered');
    expect(text).toMatch(/CGST\s+₹90\.00/);
    expect(text).toMatch(/SGST\s+₹90\.00/);
    expect(text).not.toMatch(/IGST\s+₹/);
  });
});

describe('GET /api/campaigns/{id}/funding/receipt', () => {
  it('gives the owning brand and admins a receipt for the money held, with its UTR; not a tax invoice', async () => {
    const brand = await createBrand(t);
    const campaign = await postCampaign(t, brand, { title: 'Monsoon launch', budget: 25_000 });
    const url = `/api/campaigns/${campaign.id}/funding/receipt`;
    const before = await download(t, url, brand);
    expect(before.status).toBe(409);
    expect(JSON.parse(before.bytes.toString('utf8')).error).toMatch(/confirmed/);

    const utr = '712345678901';
    await fundCampaign(t, brand, admin, campaign.id, utr);
    for (const who of [brand, admin])
      expectPdf(await download(t, url, who), /filename="funding-receipt-[A-Za-z0-9-]+\.pdf"/);
    const text = await pdfText((await download(t, url, brand)).bytes);
    expect(text).toContain('Receipt for money held');
    expect(text).toContain('It is not a tax invoice');
    expect(text).toContain(utr);
    expect(text).toContain('₹25,000.00');
    expect(text).toContain('Monsoon launch');

    expect((await download(t, url, await createBrand(t))).status).toBe(404);
    expect((await download(t, url, await createCreator(t))).status).toBe(404);
    expect((await download(t, url)).status).toBe(401);
  });
});
