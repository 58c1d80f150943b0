import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { disputes, invoices, payouts, profiles } from '@db/schema';
import { seedDemo } from '@server/seed/demo';
import { gstinError } from '@shared/gst';
import { indiaDate } from '@shared/dates';
import { createTestApp } from '../kit/app';
import { auditEntriesOf, openDispute, resolveDispute } from '../kit/deals';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { apply, decide, notificationsOf, postCampaign, review, submit, type Actor } from '../kit/marketplace';
import { HOUR, kitUtr, paidCollaboration, savePaymentDetails, testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

/*
 * Tax invoices for the platform's commission (docs/product.md#tax-invoices): issued with a paid
 * deal's payout, numbered without gaps within a financial year, never changed, undone by a credit
 * note on a refund, read by their recipient and admins, exported for GST and TDS returns.
 */

const PLATFORM = {
  PLATFORM_LEGAL_NAME: 'Collab Marketplace Pvt Ltd',
  PLATFORM_ADDRESS: '12 MG Road, Bengaluru 560001',
  PLATFORM_STATE: '29',
  PLATFORM_GSTIN: '29AAGCB7383J1Z4',
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
};
const t = createTestApp(PLATFORM);
const clock = testClock(t);
clock.set('2026-11-20T06:00:00Z');

const setProfile = (actor: Actor, body: Record<string, unknown>) =>
  rest(t, 'PUT', '/api/profiles/me', { token: actor.token, body });

/** A creator with payment details (a PAN) and, when given, a state and GSTIN on the profile. */
async function creatorIn(state?: string, gstin?: string) {
  const creator = await createCreator(t);
  await savePaymentDetails(t, creator);
  if (state) expect((await setProfile(creator, { state, ...(gstin ? { gstin } : {}) })).status).toBe(200);
  return creator;
}

const invoicesOf = (payoutId: string) => t.db.select().from(invoices).where(eq(invoices.payoutId, payoutId));

async function invoiceOf(payoutId: string) {
  const [row] = (await invoicesOf(payoutId)).filter((r) => r.kind === 'invoice');
  return row!;
}

describe('profile state and GSTIN', () => {
  it('saves a state and a GSTIN of that state, shown on the own profile', async () => {
    const creator = await createCreator(t);
    const res = await setProfile(creator, { state: '29', gstin: '29abcde1234f1zw' });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ state: '29', gstin: '29ABCDE1234F1ZW' });
    const cleared = await setProfile(creator, { gstin: '' });
    expect(cleared.body.profile).toMatchObject({ state: '29', gstin: null });
  });

  it.each([
    [{ state: '99' }, 'State must be an Indian state'],
    [{ state: 'Karnataka' }, 'State must be an Indian state'],
    [{ state: '29', gstin: '29ABCDE1234F1ZX' }, 'GSTIN check character'],
    [{ state: '29', gstin: '29ABCDE1234F1Z' }, 'GSTIN must be 15 characters'],
    [{ state: '29', gstin: '29ABCD11234F1ZW' }, 'GSTIN characters 3 to 12 must be a PAN'],
    [
      { state: '27', gstin: '29ABCDE1234F1ZW' },
      'GSTIN is registered in Karnataka (29), not in your state Maharashtra (27)',
    ],
    [{ gstin: '29ABCDE1234F1ZW' }, 'choose your state first'],
  ])('refuses %j with a 400 naming the rule', async (body, message) => {
    const brand = await createBrand(t);
    const res = await setProfile(brand, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('lets an admin account set a state but not a GSTIN', async () => {
    const admin = await createAdmin(t);
    expect((await setProfile(admin, { state: '07' })).status).toBe(200);
    const res = await setProfile(admin, { gstin: '07AABCC1234D1ZD' });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('only creators and brands');
  });

  it('refuses a new state that its saved GSTIN does not belong to', async () => {
    const brand = await createBrand(t);
    expect((await setProfile(brand, { state: '29', gstin: '29ABCDE1234F1ZW' })).status).toBe(200);
    const res = await setProfile(brand, { state: '27' });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('GSTIN is registered in Karnataka (29)');
  });
});

describe('issuing with the payout', () => {
  it('issues CGST and SGST at half the rate each to a creator in the platform state, and tells them', async () => {
    const brand = await createBrand(t);
    const creator = await creatorIn('29', '29ABCDE1234F1ZW');
    const made = await paidCollaboration(t, brand, 10_000, { creator });
    const invoice = await invoiceOf(made.payout.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      fy: '2026-27',
      recipientId: creator.user.id,
      recipientName: creator.user.fullName,
      recipientGstin: '29ABCDE1234F1ZW',
      recipientState: '29',
      supplierName: PLATFORM.PLATFORM_LEGAL_NAME,
      supplierAddress: PLATFORM.PLATFORM_ADDRESS,
      supplierGstin: PLATFORM.PLATFORM_GSTIN,
      supplierState: '29',
      sac: '998599',
      taxableValue: 1_500,
      cgst: 135,
      sgst: 135,
      igst: 0,
      total: 1_770,
    });
    expect(invoice.number).toMatch(/^CM\/2026-27\/\d{5}$/);
    expect(invoice.number.length).toBeLessThanOrEqual(16);
    expect(made.payout.gstOnCommission).toBe(invoice.cgst + invoice.sgst);
    const told = (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'invoice');
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain(invoice.number);
  });

  it('issues IGST at the whole rate to a creator in another state, unregistered', async () => {
    const brand = await createBrand(t);
    const creator = await creatorIn('27');
    const made = await paidCollaboration(t, brand, 10_000, { creator });
    expect(await invoiceOf(made.payout.id)).toMatchObject({
      recipientState: '27',
      recipientGstin: null,
      cgst: 0,
      sgst: 0,
      igst: 270,
      total: 1_770,
    });
  });

  it("supplies a creator with no state in the platform's state (CGST and SGST)", async () => {
    const brand = await createBrand(t);
    const made = await paidCollaboration(t, brand, 5_001);
    const invoice = await invoiceOf(made.payout.id);
    expect(invoice.recipientState).toBe('29');
    expect(invoice.taxableValue).toBe(made.payout.commission);
    expect(invoice.cgst + invoice.sgst).toBe(made.payout.gstOnCommission);
    expect(invoice.igst).toBe(0);
  });

  it('never changes an invoice when the profile changes afterwards', async () => {
    const brand = await createBrand(t);
    const creator = await creatorIn('29', '29ABCDE1234F1ZW');
    const made = await paidCollaboration(t, brand, 8_000, { creator });
    const before = await invoiceOf(made.payout.id);
    expect(
      (await setProfile(creator, { state: '27', gstin: '27ABCDE1234F1Z0', full_name: 'New Name' })).status,
    ).toBe(200);
    expect(await invoiceOf(made.payout.id)).toEqual(before);
    const shown = await rest(t, 'GET', `/api/invoices/${before.id}`, { token: creator.token });
    expect(shown.body.invoice).toMatchObject({ recipient_state: '29', recipient_name: before.recipientName });
  });

  it('numbers twenty payouts made at once consecutively, without gaps or duplicates', async () => {
    const brand = await createBrand(t);
    const ready = [];
    for (let i = 0; i < 20; i++) {
      const campaign = await postCampaign(t, brand, { title: `At once ${i}`, budget: 2_000 + i });
      const creator = await createCreator(t);
      const application = await apply(t, creator, campaign.id);
      await decide(t, brand, application.id, 'accepted');
      const submission = await submit(t, creator, application.id);
      await review(t, brand, submission.id, 'approved');
      ready.push(campaign.id);
    }
    const results = await Promise.all(
      ready.map((id) => rest(t, 'POST', `/api/campaigns/${id}/complete`, { token: brand.token })),
    );
    expect(results.map((r) => r.status)).toEqual(ready.map(() => 200));
    const all = await t.db.select().from(invoices).where(eq(invoices.fy, '2026-27'));
    const serials = all.map((r) => r.serial).sort((a, b) => a - b);
    expect(serials).toEqual(serials.map((_, i) => i + 1));
    expect(new Set(all.map((r) => r.number)).size).toBe(all.length);
    for (const r of all) expect(r.number).toBe(`CM/2026-27/${String(r.serial).padStart(5, '0')}`);
  }, 120_000);
});

describe('credit notes', () => {
  it('a refund issues one credit note for the whole invoice, referring to it', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const creator = await creatorIn('27');
    const made = await paidCollaboration(t, brand, 12_000, { creator });
    const dispute = await openDispute(t, brand, made.application.id);
    expect(dispute.status).toBe(200);
    const resolved = await resolveDispute(t, admin, dispute.body.dispute.id, { resolution: 'refund' });
    expect(resolved.status).toBe(200);
    const again = await resolveDispute(t, admin, dispute.body.dispute.id, { resolution: 'refund' });
    expect(again.status).toBe(409);
    const docs = await invoicesOf(made.payout.id);
    expect(docs).toHaveLength(2);
    const invoice = docs.find((d) => d.kind === 'invoice')!;
    const note = docs.find((d) => d.kind === 'credit_note')!;
    expect(note).toMatchObject({
      refersTo: invoice.id,
      taxableValue: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      total: invoice.total,
      recipientState: '27',
    });
    expect(note.serial).toBeGreaterThan(invoice.serial);
    expect(note.number).toMatch(/^CM\/2026-27\/\d{5}$/);
    const mine = await rest(t, 'GET', '/api/invoices/my', { token: creator.token });
    expect(mine.body.invoices.map((i: { kind: string }) => i.kind)).toEqual(['credit_note', 'invoice']);
    expect(mine.body.invoices[0].refers_to_number).toBe(invoice.number);
    const told = (await notificationsOf(t, creator.user.id)).filter((n) => n.type === 'invoice');
    expect(told).toHaveLength(2);
  });

  it('a split keeps the invoice and issues no credit note', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const made = await paidCollaboration(t, brand, 6_000);
    const dispute = await openDispute(t, brand, made.application.id);
    const resolved = await resolveDispute(t, admin, dispute.body.dispute.id, {
      resolution: 'split',
      creator_share: 50,
    });
    expect(resolved.status).toBe(200);
    expect((await invoicesOf(made.payout.id)).map((d) => d.kind)).toEqual(['invoice']);
  });
});

describe('reading', () => {
  it('shows an invoice to its recipient and admins only (404 for anyone else)', async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const made = await paidCollaboration(t, brand, 4_000);
    const invoice = await invoiceOf(made.payout.id);
    const path = `/api/invoices/${invoice.id}`;
    expect((await rest(t, 'GET', path, { token: made.creator.token })).status).toBe(200);
    expect((await rest(t, 'GET', path, { token: admin.token })).body.invoice.number).toBe(invoice.number);
    const other = await createCreator(t);
    expect((await rest(t, 'GET', path, { token: other.token })).status).toBe(404);
    expect((await rest(t, 'GET', path, { token: brand.token })).status).toBe(404);
    expect((await rest(t, 'GET', '/api/invoices/no-such-id', { token: admin.token })).status).toBe(404);
    expect((await rest(t, 'GET', '/api/invoices/my', { token: other.token })).body.invoices).toEqual([]);
    expect((await rest(t, 'GET', path)).status).toBe(401);
  });

  it("lists a year's documents for admins with the total, exports them as CSV, and audits the download", async () => {
    const admin = await createAdmin(t);
    const creator = await creatorIn('27');
    const list = await rest(t, 'GET', '/api/admin/invoices?fy=2026-27&limit=5&offset=0', {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.invoices).toHaveLength(5);
    expect(list.body.total).toBeGreaterThan(5);
    expect(list.body.missing_settings).toEqual([]);
    expect(list.body.fy).toBe('2026-27');
    expect((await rest(t, 'GET', '/api/admin/invoices', { token: creator.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/admin/invoices?fy=2026', { token: admin.token })).status).toBe(400);

    const csv = await rest(t, 'GET', '/api/admin/invoices/export?fy=2026-27', { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Number,Date,Recipient GSTIN,State,Taxable value,CGST,SGST,IGST,Total,Kind,Refers to',
    );
    expect(lines).toHaveLength(list.body.total + 1);
    expect(lines[1]).toMatch(
      /^CM\/2026-27\/00001,2026-11-20,29ABCDE1234F1ZW,Karnataka \(29\),1500,135,135,0,1770,invoice,$/,
    );
    expect(
      lines.some((l) => /,unregistered,Maharashtra \(27\),.*,credit_note,CM\/2026-27\/\d{5}$/.test(l)),
    ).toBe(true);
    const audited = await auditEntriesOf(t, 'invoices.export');
    expect(audited.at(-1)).toMatchObject({
      actorId: admin.user.id,
      metadata: { fy: '2026-27', rows: list.body.total },
    });
    expect((await rest(t, 'GET', '/api/admin/invoices/export', { token: creator.token })).status).toBe(403);
    expect((await rest(t, 'GET', '/api/admin/invoices/export?fy=abc', { token: admin.token })).status).toBe(
      400,
    );
  });

  it("gives the quarter's TDS data per creator with the PAN masked, as JSON and audited CSV", async () => {
    const admin = await createAdmin(t);
    const brand = await createBrand(t);
    const withPan = await paidCollaboration(t, brand, 20_000, { fundedBy: admin });
    const noPan = await paidCollaboration(t, brand, 10_000, { fundedBy: admin, pan: false });
    clock.set(Date.parse(withPan.payout.dueAt) + HOUR);
    for (const m of [withPan, noPan]) {
      const paid = await rest(t, 'POST', `/api/admin/payouts/${m.payout.id}/paid`, {
        token: admin.token,
        body: { utr: kitUtr() },
      });
      expect(paid.status).toBe(200);
    }
    const res = await rest(t, 'GET', '/api/admin/tds?quarter=2026-27-Q3', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ quarter: '2026-27-Q3', from: '2026-10-01', to: '2026-12-31' });
    const byId = new Map(res.body.creators.map((c: { creator_id: string }) => [c.creator_id, c]));
    expect(byId.get(withPan.creator.user.id)).toMatchObject({
      pan: '******234F',
      section: '194-O',
      amount_credited: 20_000,
      tds: 20,
      payouts: [{ payout_id: withPan.payout.id, amount_credited: 20_000, tds_rate: 0.1, tds: 20 }],
    });
    expect(byId.get(noPan.creator.user.id)).toMatchObject({
      pan: 'no PAN',
      payouts: [{ amount_credited: 10_000, tds_rate: 5, tds: 500 }],
    });
    const other = await rest(t, 'GET', '/api/admin/tds?quarter=2026-27-Q1', { token: admin.token });
    expect(other.body.creators).toEqual([]);
    expect((await rest(t, 'GET', '/api/admin/tds?quarter=2026-Q3', { token: admin.token })).status).toBe(400);
    expect((await rest(t, 'GET', '/api/admin/tds', { token: withPan.creator.token })).status).toBe(403);

    const csv = await rest(t, 'GET', '/api/admin/tds?quarter=2026-27-Q3&format=csv', { token: admin.token });
    expect(csv.status).toBe(200);
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Creator,PAN,Section,Amount credited,TDS rate (%),TDS,Date paid,Payout');
    const paidDay = res.body.creators.find(
      (c: { creator_id: string }) => c.creator_id === withPan.creator.user.id,
    ).payouts[0].paid_at;
    expect(lines).toContain(
      `${withPan.creator.user.fullName},******234F,194-O,20000,0.1,20,${indiaDate(new Date(paidDay))},${withPan.payout.id}`,
    );
    const audited = await auditEntriesOf(t, 'tds.export');
    expect(audited.at(-1)).toMatchObject({
      actorId: admin.user.id,
      metadata: { quarter: '2026-27-Q3', rows: 2 },
    });
    expect((await rest(t, 'GET', '/api/admin/tds?format=csv', { token: withPan.creator.token })).status).toBe(
      403,
    );
    expect((await rest(t, 'GET', '/api/admin/tds?quarter=x&format=csv', { token: admin.token })).status).toBe(
      400,
    );
  });
});

describe('financial years', () => {
  it('starts the series again at 00001 in a new financial year', async () => {
    clock.set('2027-04-01T00:30:00+05:30');
    const brand = await createBrand(t);
    const made = await paidCollaboration(t, brand, 3_000);
    const invoice = await invoiceOf(made.payout.id);
    expect(invoice).toMatchObject({ fy: '2027-28', serial: 1, number: 'CM/2027-28/00001' });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.id, made.payout.id));
    expect(payout!.commission).toBe(invoice.taxableValue);
  });
});

describe('without the invoicing settings', () => {
  const bare = createTestApp({ INVOICE_PREFIX: 'IN' });

  it('makes the payout as before, issues no invoice, and names the missing settings to admins', async () => {
    const admin = await createAdmin(bare);
    const brand = await createBrand(bare);
    const made = await paidCollaboration(bare, brand, 10_000);
    expect(made.payout.net).toBeGreaterThan(0);
    expect(await bare.db.select().from(invoices)).toEqual([]);
    const list = await rest(bare, 'GET', '/api/admin/invoices', { token: admin.token });
    expect(list.body).toMatchObject({
      invoices: [],
      total: 0,
      missing_settings: ['PLATFORM_LEGAL_NAME', 'PLATFORM_ADDRESS', 'PLATFORM_STATE', 'PLATFORM_GSTIN'],
    });
  });
});

describe('the demo', () => {
  const demo = createTestApp();

  it('has people in two states, GSTINs valid and absent, and an invoice for every payout, numbered without gaps', async () => {
    await seedDemo(demo.db);
    const people = await demo.db.select({ state: profiles.state, gstin: profiles.gstin }).from(profiles);
    expect(new Set(people.map((p) => p.state).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
    const gstins = people.map((p) => p.gstin).filter((g): g is string => !!g);
    expect(gstins.length).toBeGreaterThan(0);
    for (const g of gstins) expect(gstinError(g)).toBeNull();
    expect(people.some((p) => p.state && !p.gstin)).toBe(true);

    const made = await demo.db.select({ id: payouts.id }).from(payouts);
    const docs = await demo.db.select().from(invoices);
    expect(
      docs
        .filter((d) => d.kind === 'invoice')
        .map((d) => d.payoutId)
        .sort(),
    ).toEqual(made.map((p) => p.id).sort());
    const byYear = new Map<string, number[]>();
    for (const d of docs) byYear.set(d.fy, [...(byYear.get(d.fy) ?? []), d.serial]);
    for (const serials of byYear.values())
      expect(serials.sort((a, b) => a - b)).toEqual(serials.map((_, i) => i + 1));
    expect(docs.some((d) => d.igst > 0)).toBe(true);
    expect(docs.some((d) => d.cgst > 0)).toBe(true);

    // The dispute resolved by a refund: its payout cancelled, its invoice credited whole, numbers in date order.
    const [refunded] = await demo.db
      .select({ payoutId: disputes.payoutId, resolvedAt: disputes.resolvedAt })
      .from(disputes)
      .where(eq(disputes.resolution, 'refund'));
    const notes = docs.filter((d) => d.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    const invoice = docs.find((d) => d.kind === 'invoice' && d.payoutId === refunded!.payoutId)!;
    expect(notes[0]).toMatchObject({
      payoutId: refunded!.payoutId,
      refersTo: invoice.id,
      total: invoice.total,
      issuedAt: refunded!.resolvedAt,
    });
    const [cancelled] = await demo.db
      .select({ status: payouts.status })
      .from(payouts)
      .where(eq(payouts.id, refunded!.payoutId!));
    expect(cancelled!.status).toBe('cancelled');
    const inOrder = [...docs].sort((a, b) => a.fy.localeCompare(b.fy) || a.serial - b.serial);
    expect(inOrder.map((d) => d.issuedAt)).toEqual(inOrder.map((d) => d.issuedAt).sort());
  });
});
