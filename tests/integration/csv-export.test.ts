import { beforeAll, describe, expect, it } from 'vitest';
import { applications, campaigns, payouts, suspensions, transactions } from '@db/schema';
import { commissionCsv, csvFileName } from '@server/services/transactions/csv';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { commissionOf, daysAgo, insertCampaign, insertTransaction } from '../kit/money-rows';
import { rest } from '../kit/rest';

const HEADER = [
  'Campaign',
  'Brand',
  'Creator',
  'Deal Amount',
  'Commission (15%)',
  'Creator Earnings',
  'Status',
  'Transaction Date',
  'Payment Reference',
  'Net Payout (after GST and TDS)',
  'Payout Status',
];
const PATH = '/api/admin/transactions/export.csv';

/** RFC 4180: fields split on commas, quoted fields may hold commas, CRLF and doubled quotes. */
function parseCsv(text: string) {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += ch;
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

async function download(t: ReturnType<typeof createTestApp>, token: string, query = '') {
  const res = await t.app.request(`${PATH}${query}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  // Decoding with ignoreBOM keeps the byte-order mark visible to the tests.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { res, text, records: res.status === 200 ? parseCsv(text.replace(/^\uFEFF/, '')) : [] };
}

const t = createTestApp();
let admin: Awaited<ReturnType<typeof createAdmin>>;
let creator: Awaited<ReturnType<typeof createCreator>>;
let brand: Awaited<ReturnType<typeof createBrand>>;

beforeAll(async () => {
  admin = await createAdmin(t);
  creator = await createCreator(t, { fullName: '+91 Asha' });
  brand = await createBrand(t, {
    fullName: 'Owner',
    profile: { companyName: '=HYPERLINK("http://evil.example","Click")' },
  });
  const one = await insertTransaction(t, {
    campaign: await insertCampaign(t, brand.user.id, { title: 'Summer, "Big" Sale' }),
    creatorId: creator.user.id,
    deal: 12_345,
    status: 'completed',
    date: '2026-01-15T10:00:00.000Z',
    reference: 'TXN-ONE',
  });
  // Its payout, paid: 12,345 - 1,852 commission - 333 GST on it - 12 TDS = 10,148.
  await t.db.insert(payouts).values({
    transactionId: one.id,
    applicationId: one.applicationId,
    campaignId: one.campaignId,
    creatorId: creator.user.id,
    gross: 12_345,
    commission: 1_852,
    gstOnCommission: 333,
    tds: 12,
    net: 10_148,
    panOnFile: true,
    status: 'paid',
    dueAt: '2026-01-18T10:00:00.000Z',
    paidAt: '2026-01-19T10:00:00.000Z',
  });
  await insertTransaction(t, {
    campaign: await insertCampaign(t, brand.user.id, { title: 'Two\nlines' }),
    creatorId: creator.user.id,
    deal: 500,
    status: 'failed',
    date: '2026-01-10T10:00:00.000Z',
    reference: '@REF-TWO',
  });
});

describe('GET /api/admin/transactions/export.csv', () => {
  it('downloads the commission report as an attachment named by today', async () => {
    const { res, text } = await download(t, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="commission-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('content-disposition')).toContain(csvFileName());
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(
      text.startsWith(
        '\uFEFFCampaign,Brand,Creator,Deal Amount,Commission (15%),Creator Earnings,Status,Transaction Date,Payment Reference,Net Payout (after GST and TDS),Payout Status\r\n',
      ),
    ).toBe(true);
  });

  it('has the documented columns, then the net payout and its status, and one row per transaction, newest first, escaped', async () => {
    const { records, text } = await download(t, admin.token);
    expect(records).toEqual([
      HEADER,
      [
        'Summer, "Big" Sale',
        `'=HYPERLINK("http://evil.example","Click")`,
        "'+91 Asha",
        '12345',
        String(commissionOf(12_345)),
        String(12_345 - commissionOf(12_345)),
        'completed',
        '2026-01-15T15:30:00+05:30',
        'TXN-ONE',
        '10148',
        'paid',
      ],
      [
        'Two\nlines',
        `'=HYPERLINK("http://evil.example","Click")`,
        "'+91 Asha",
        '500',
        '75',
        '425',
        'failed',
        '2026-01-10T15:30:00+05:30',
        "'@REF-TWO",
        // No payout was made of it.
        '',
        '',
      ],
    ]);
    // The raw text quotes the title with the comma and doubles its quotes.
    expect(text).toContain('"Summer, ""Big"" Sale"');
  });

  it('applies the list filters', async () => {
    expect((await download(t, admin.token, '?status=failed')).records.slice(1).map((r) => r[8])).toEqual([
      "'@REF-TWO",
    ]);
    expect((await download(t, admin.token, '?search=one')).records.slice(1).map((r) => r[8])).toEqual([
      'TXN-ONE',
    ]);
    expect((await download(t, admin.token, '?startDate=2026-01-12&endDate=2026-01-20')).records).toHaveLength(
      2,
    );
  });

  it('sends only the header row when nothing matches', async () => {
    const { res, records } = await download(t, admin.token, '?status=cancelled');
    expect(res.status).toBe(200);
    expect(records).toEqual([HEADER]);
  });

  it('refuses bad filters with 400', async () => {
    const res = await rest(t, 'GET', `${PATH}?status=paid`, { token: admin.token });
    expect(res).toMatchObject({
      status: 400,
      body: { error: 'status must be one of pending, completed, failed, cancelled or all' },
    });
  });

  it('is for admins only', async () => {
    expect(await rest(t, 'GET', PATH, { token: creator.token })).toMatchObject({
      status: 403,
      body: { error: 'Only admins can do this' },
    });
    expect(await rest(t, 'GET', PATH, { token: brand.token })).toMatchObject({
      status: 403,
      body: { error: 'Only admins can do this' },
    });
    expect(await rest(t, 'GET', PATH)).toMatchObject({
      status: 401,
      body: { error: 'Please sign in to continue' },
    });
  });

  it('refuses a suspended admin with 403 and the reason, as the procedures do', async () => {
    const suspended = await createAdmin(t);
    await t.db
      .insert(suspensions)
      .values({ userId: suspended.user.id, suspensionType: 'permanent', reason: 'Shared password' });
    expect(await rest(t, 'GET', PATH, { token: suspended.token })).toMatchObject({
      status: 403,
      body: { error: 'Your account has been suspended: Shared password', suspended: true },
    });
  });
});

describe('streaming', () => {
  it('streams every row of a large report in pages, and the database stays usable meanwhile', async () => {
    const big = createTestApp();
    const a = await createAdmin(big);
    const b = await createBrand(big);
    const c = await createCreator(big);
    const count = 1_250;
    await big.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++) {
        const [campaign] = await tx
          .insert(campaigns)
          .values({ userId: b.user.id, title: `Campaign ${i}`, status: 'completed', budget: 1000 })
          .returning();
        const [app] = await tx
          .insert(applications)
          .values({ campaignId: campaign!.id, brandId: b.user.id, creatorId: c.user.id, status: 'completed' })
          .returning();
        // Pairs of rows share a timestamp, so paging must also order by id.
        const date = daysAgo(Math.floor(i / 2) / 100);
        await tx.insert(transactions).values({
          campaignId: campaign!.id,
          applicationId: app!.id,
          brandId: b.user.id,
          creatorId: c.user.id,
          dealAmount: 1000,
          commissionAmount: 150,
          creatorEarnings: 850,
          paymentReference: `REF-${i}`,
          transactionDate: date,
        });
      }
    });

    const res = await big.app.request(PATH, { headers: { authorization: `Bearer ${a.token}` } });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
      // Between pages other requests still use the same connection.
      if (chunks === 2)
        expect(
          (await rest(big, 'GET', '/api/transactions/summary/admin', { token: a.token })).body.summary
            .totalTransactions,
        ).toBe(count);
    }
    expect(chunks).toBeGreaterThanOrEqual(4);
    const records = parseCsv(text.replace(/^\uFEFF/, ''));
    expect(records).toHaveLength(count + 1);
    const refs = records.slice(1).map((r) => r[8]);
    expect(new Set(refs).size).toBe(count);
    const list = await a.caller.transactions.list({ limit: 100 });
    expect(refs.slice(0, 100)).toEqual(list.transactions.map((r) => r.payment_reference));
  });

  it('pages by date and id without losing or repeating rows that share a timestamp', async () => {
    const s = createTestApp();
    const b = await createBrand(s);
    const c = await createCreator(s);
    for (let i = 0; i < 7; i++) {
      await insertTransaction(s, {
        campaign: await insertCampaign(s, b.user.id),
        creatorId: c.user.id,
        deal: 100 + i,
        date: '2026-02-01T00:00:00.000Z',
        reference: `SAME-${i}`,
      });
    }
    const text = await new Response(commissionCsv(s.deps.db, {}, 2)).text();
    const refs = parseCsv(text.replace(/^\uFEFF/, ''))
      .slice(1)
      .map((r) => r[8]);
    expect(refs.sort()).toEqual(['SAME-0', 'SAME-1', 'SAME-2', 'SAME-3', 'SAME-4', 'SAME-5', 'SAME-6']);
  });
});
