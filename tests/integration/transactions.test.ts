import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, payouts, transactions } from '@db/schema';
import { createTestApp } from '../kit/app';
import { createAdmin, createBrand, createCreator } from '../kit/factories';
import { expectLedgerBalanced } from '../kit/ledger';
import { notificationsOf } from '../kit/marketplace';
import { daysAgo, insertCampaign, insertTransaction } from '../kit/money-rows';
import { kitUtr, paidCollaboration, payoutRow } from '../kit/payouts';
import { rest } from '../kit/rest';

const t = createTestApp();
const notificationsTo = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));
let admin: Awaited<ReturnType<typeof createAdmin>>;
let creator: Awaited<ReturnType<typeof createCreator>>;
let otherCreator: Awaited<ReturnType<typeof createCreator>>;
let brand: Awaited<ReturnType<typeof createBrand>>;
let rows: Record<'pending' | 'completed' | 'failed' | 'cancelled' | 'small', { id: string }>;

beforeAll(async () => {
  admin = await createAdmin(t);
  creator = await createCreator(t, { fullName: 'Asha Rao' });
  otherCreator = await createCreator(t, { fullName: 'Vikram Sen' });
  brand = await createBrand(t, { fullName: 'Priya Contact', profile: { companyName: 'Chai Co' } });
  const plainBrand = await createBrand(t, { fullName: 'Ravi Brand' });
  const summer = await insertCampaign(t, brand.user.id, { title: 'Summer Launch' });
  const winter = await insertCampaign(t, plainBrand.user.id, { title: 'Winter Drop' });
  rows = {
    pending: await insertTransaction(t, {
      campaign: summer,
      creatorId: creator.user.id,
      deal: 10_000,
      date: daysAgo(10),
      reference: 'TXN-AAA-100',
    }),
    completed: await insertTransaction(t, {
      campaign: summer,
      creatorId: otherCreator.user.id,
      deal: 20_000,
      status: 'completed',
      date: daysAgo(5),
      reference: 'TXN-BBB-200',
    }),
    failed: await insertTransaction(t, {
      campaign: winter,
      creatorId: creator.user.id,
      deal: 5_000,
      status: 'failed',
      date: daysAgo(3),
      reference: 'TXN-CCC-300',
    }),
    cancelled: await insertTransaction(t, {
      campaign: winter,
      creatorId: otherCreator.user.id,
      deal: 3_000,
      status: 'cancelled',
      date: daysAgo(2),
      reference: 'TXN-DDD-400',
    }),
    small: await insertTransaction(t, {
      campaign: await insertCampaign(t, plainBrand.user.id, { title: 'Tiny Deal' }),
      creatorId: creator.user.id,
      deal: 1_001,
      status: 'completed',
      date: daysAgo(1),
      reference: 'TXN-50%_OFF',
    }),
  };
});

describe('GET /api/transactions/summary/admin', () => {
  it('sums revenue, commission and payouts over transactions that are not failed or cancelled', async () => {
    // Counted: 10,000 + 20,000 + 1,001; commission 1,500 + 3,000 + 150 (15% of 1,001 = 150.15).
    // These rows, written straight to the tables, have no payouts: nothing is paid after GST and TDS.
    const expected = {
      totalRevenue: 31_001,
      totalCommission: 4_650,
      totalPayouts: 31_001 - 4_650,
      netPayouts: 0,
      completedTransactions: 2,
      totalTransactions: 5,
    };
    expect((await admin.caller.transactions.adminSummary()).summary).toEqual(expected);
    expect(await rest(t, 'GET', '/api/transactions/summary/admin', { token: admin.token })).toMatchObject({
      status: 200,
      body: { summary: expected },
    });
  });

  it('matches the rows themselves', async () => {
    const all = await t.db.select().from(transactions);
    const counted = all.filter((r) => !['failed', 'cancelled'].includes(r.paymentStatus));
    const { summary } = await admin.caller.transactions.adminSummary();
    expect(summary.totalRevenue).toBe(counted.reduce((s, r) => s + r.dealAmount, 0));
    expect(summary.totalCommission).toBe(counted.reduce((s, r) => s + r.commissionAmount, 0));
    expect(summary.totalPayouts).toBe(counted.reduce((s, r) => s + r.creatorEarnings, 0));
    expect(summary.totalRevenue).toBe(summary.totalCommission + summary.totalPayouts);
    const paying = (await t.db.select().from(payouts)).filter((p) => p.status !== 'cancelled');
    expect(summary.netPayouts).toBe(paying.reduce((s, p) => s + p.net, 0));
  });

  it('is zero on an empty platform', async () => {
    const empty = createTestApp();
    const a = await createAdmin(empty);
    expect((await a.caller.transactions.adminSummary()).summary).toEqual({
      totalRevenue: 0,
      totalCommission: 0,
      totalPayouts: 0,
      netPayouts: 0,
      completedTransactions: 0,
      totalTransactions: 0,
    });
  });
});

describe('GET /api/admin/transactions', () => {
  it('lists every transaction newest first with its campaign, brand and creator', async () => {
    const res = await rest(t, 'GET', '/api/admin/transactions', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.transactions.map((r: { payment_reference: string }) => r.payment_reference)).toEqual([
      'TXN-50%_OFF',
      'TXN-DDD-400',
      'TXN-CCC-300',
      'TXN-BBB-200',
      'TXN-AAA-100',
    ]);
    expect(res.body.transactions[4]).toEqual({
      id: rows.pending.id,
      campaign_id: expect.any(String),
      campaign_title: 'Summer Launch',
      brand_id: brand.user.id,
      brand_name: 'Chai Co',
      creator_id: creator.user.id,
      creator_name: 'Asha Rao',
      deal_amount: 10_000,
      commission_amount: 1_500,
      creator_earnings: 8_500,
      payment_status: 'pending',
      transaction_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      payment_reference: 'TXN-AAA-100',
      updated_at: expect.any(String),
      // No payout was made of this row.
      payout_net: null,
      payout_status: null,
    });
    // A brand without a company name is shown by its full name.
    expect(res.body.transactions[1]).toMatchObject({
      campaign_title: 'Winter Drop',
      brand_name: 'Ravi Brand',
    });
  });

  it.each([
    ['status=completed', ['TXN-50%_OFF', 'TXN-BBB-200']],
    ['status=all', ['TXN-50%_OFF', 'TXN-DDD-400', 'TXN-CCC-300', 'TXN-BBB-200', 'TXN-AAA-100']],
    ['search=bbb', ['TXN-BBB-200']],
    ['search=50%25_', ['TXN-50%_OFF']],
    ['search=%25', ['TXN-50%_OFF']],
    ['search=txn-ccc', ['TXN-CCC-300']],
    [`startDate=${encodeURIComponent(daysAgo(4))}`, ['TXN-50%_OFF', 'TXN-DDD-400', 'TXN-CCC-300']],
    [`endDate=${encodeURIComponent(daysAgo(4))}`, ['TXN-BBB-200', 'TXN-AAA-100']],
    [
      `startDate=${encodeURIComponent(daysAgo(6))}&endDate=${encodeURIComponent(daysAgo(2.5))}&status=failed`,
      ['TXN-CCC-300'],
    ],
    [
      'startDate=&endDate=&search=',
      ['TXN-50%_OFF', 'TXN-DDD-400', 'TXN-CCC-300', 'TXN-BBB-200', 'TXN-AAA-100'],
    ],
    ['limit=2&offset=1', ['TXN-DDD-400', 'TXN-CCC-300']],
  ])('filters by %s', async (query, references) => {
    const res = await rest(t, 'GET', `/api/admin/transactions?${query}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.transactions.map((r: { payment_reference: string }) => r.payment_reference)).toEqual(
      references,
    );
  });

  it('reads a calendar day as a whole day in India time', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const res = await admin.caller.transactions.list({ startDate: '2000-01-01', endDate: today });
    expect(res.transactions).toHaveLength(5);
    const none = await admin.caller.transactions.list({ endDate: '2000-01-01' });
    expect(none.transactions).toEqual([]);
  });

  it.each([
    ['status=paid', 'status must be one of pending, completed, failed, cancelled or all'],
    ['startDate=yesterday', 'startDate must be an ISO date (YYYY-MM-DD or a full timestamp)'],
    ['endDate=2026-13-45', 'endDate must be an ISO date (YYYY-MM-DD or a full timestamp)'],
    ['limit=0', 'limit must be at least 1'],
  ])('refuses %s with 400', async (query, error) => {
    expect(await rest(t, 'GET', `/api/admin/transactions?${query}`, { token: admin.token })).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it('clamps limit to 100', async () => {
    expect((await rest(t, 'GET', '/api/admin/transactions?limit=500', { token: admin.token })).status).toBe(
      200,
    );
  });
});

describe('PUT /api/transactions/{id}', () => {
  it('completes a payment and tells the creator, once; with no payout to pay, no amount is claimed', async () => {
    const announced: (string | null)[] = [];
    const stop = t.deps.events.onNotification(creator.user.id, (e) => announced.push(e.notificationId));
    const res = await rest(t, 'PUT', `/api/transactions/${rows.pending.id}`, {
      token: admin.token,
      body: { payment_status: 'completed' },
    });
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({
      id: rows.pending.id,
      payment_status: 'completed',
      creator_name: 'Asha Rao',
    });

    const sent = await notificationsTo(creator.user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'payment_released',
      title: 'Payment released',
      message: 'Your payment for "Summer Launch" has been released.',
      priority: 'high',
      read: false,
      metadata: { transaction_id: rows.pending.id, amount: null },
    });
    expect(announced).toEqual([sent[0]!.id]);

    // The same status again changes nothing and tells nobody twice.
    await admin.caller.transactions.update({ id: rows.pending.id, payment_status: 'completed' });
    expect(await notificationsTo(creator.user.id)).toHaveLength(1);
    stop();

    expect((await admin.caller.transactions.adminSummary()).summary.completedTransactions).toBe(3);
  });

  it('pays the payout with it: only on held money, with an unused UTR kept on the payout, telling the creator the net paid', async () => {
    // Its own platform, with an account brands fund to, so the rows above keep their totals.
    const money = createTestApp({
      PAYMENT_UPI_ID: 'collab@hdfcbank',
      PAYMENT_BANK_NAME: 'HDFC Bank',
      PAYMENT_ACCOUNT_NUMBER: '50100012345678',
      PAYMENT_IFSC: 'HDFC0001234',
      PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
    });
    const boss = await createAdmin(money);
    const seller = await createBrand(money);
    const unfunded = await paidCollaboration(money, seller, 5_000);
    const funded = await paidCollaboration(money, seller, 5_000, { fundedBy: boss });
    const set = (id: string, body: Record<string, unknown>) =>
      rest(money, 'PUT', `/api/transactions/${id}`, { token: boss.token, body });

    // The row shows what its payout pays after GST and TDS: 5,000 - 750 - 135 - 5 = 4,110.
    const listed = (await boss.caller.transactions.list({})).transactions;
    expect(listed.find((r) => r.id === funded.payout.transactionId)).toMatchObject({
      creator_earnings: 4_250,
      payout_net: 4_110,
      payout_status: 'pending',
    });

    // Nobody funded the first campaign: its payout cannot be paid.
    const refused = await set(unfunded.payout.transactionId, { payment_status: 'completed', utr: kitUtr() });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^The brand's money for this campaign is not held/);
    expect(await payoutRow(money, unfunded.payout.id)).toMatchObject({ status: 'pending' });

    // The UTR the brand's funding came with is taken.
    const [claim] = (await boss.caller.funding.adminList({ status: 'held', limit: 100 })).fundings;
    const reused = await set(funded.payout.transactionId, { payment_status: 'completed', utr: claim!.utr });
    expect(reused).toMatchObject({ status: 409, body: { error: 'This UTR has already been used' } });

    const utr = kitUtr();
    const res = await set(funded.payout.transactionId, { payment_status: 'completed', utr });
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({
      payment_status: 'completed',
      payout_net: 4_110,
      payout_status: 'paid',
    });
    expect(await payoutRow(money, funded.payout.id)).toMatchObject({ status: 'paid', utr });
    const told = (await notificationsOf(money, funded.creator.user.id)).filter(
      (n) => n.type === 'payment_released',
    );
    expect(told).toEqual([
      expect.objectContaining({
        message: `We paid you ₹4,110 for "${String(funded.campaign.title)}" (UTR ${utr}).`,
        action_url: '/creator-dashboard?tab=earnings',
        metadata: expect.objectContaining({ transaction_id: funded.payout.transactionId, amount: 4_110 }),
      }),
    ]);
    // Beside the earnings before GST and TDS, what the payouts pay (the unpaid one's too).
    expect((await boss.caller.transactions.adminSummary()).summary).toMatchObject({
      totalPayouts: 8_500,
      netPayouts: 8_220,
    });
    await expectLedgerBalanced(money);
  });

  it('allows any change of status, and only completion notifies', async () => {
    const before = (await notificationsTo(otherCreator.user.id)).length;
    for (const status of ['failed', 'pending', 'cancelled'] as const) {
      const { transaction } = await admin.caller.transactions.update({
        id: rows.completed.id,
        payment_status: status,
      });
      expect(transaction.payment_status).toBe(status);
    }
    expect(await notificationsTo(otherCreator.user.id)).toHaveLength(before);
    // Cancelled money leaves the totals.
    expect((await admin.caller.transactions.adminSummary()).summary.totalRevenue).toBe(11_001);
    await admin.caller.transactions.update({ id: rows.completed.id, payment_status: 'completed' });
    expect(await notificationsTo(otherCreator.user.id)).toHaveLength(before + 1);
  });

  it('answers 404 for an unknown transaction and 400 for a bad status', async () => {
    expect(
      await rest(t, 'PUT', '/api/transactions/nope', {
        token: admin.token,
        body: { payment_status: 'completed' },
      }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Transaction not found' },
    });
    expect(
      await rest(t, 'PUT', `/api/transactions/${rows.failed.id}`, {
        token: admin.token,
        body: { payment_status: 'paid' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'payment_status must be one of pending, completed, failed, cancelled' },
    });
    expect(
      (await rest(t, 'PUT', `/api/transactions/${rows.failed.id}`, { token: admin.token, body: {} })).status,
    ).toBe(400);
  });

  it('ignores fields other than the status', async () => {
    const res = await rest(t, 'PUT', `/api/transactions/${rows.failed.id}`, {
      token: admin.token,
      body: { payment_status: 'failed', deal_amount: 1, creator_id: admin.user.id },
    });
    expect(res.body.transaction).toMatchObject({ deal_amount: 5_000, creator_id: creator.user.id });
  });
});

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/transactions'],
    ['GET', '/api/transactions/summary/admin'],
    ['PUT', '/api/transactions/some-id', { payment_status: 'completed' }],
  ];

  it.each(calls)('%s %s: 403 for a creator or a brand, 401 signed out', async (method, path, body) => {
    for (const token of [creator.token, brand.token]) {
      expect((await rest(t, method, path, { token, body })).status).toBe(403);
    }
    expect((await rest(t, method, path, { body })).status).toBe(401);
  });

  it('refuses through tRPC too', async () => {
    await expect(creator.caller.transactions.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller().transactions.adminSummary()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      brand.caller.transactions.update({ id: rows.small.id, payment_status: 'failed' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
