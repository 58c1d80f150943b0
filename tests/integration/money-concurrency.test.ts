import { describe, expect, it } from 'vitest';
import { DatabaseBusy } from '@db/errors';
import { createTestApp } from '../kit/app';
import { openDispute, resolveDispute } from '../kit/deals';
import { createAdmin, createBrand } from '../kit/factories';
import { expectLedgerBalanced } from '../kit/ledger';
import { HOUR, kitUtr, paidCollaboration, testClock } from '../kit/payouts';
import { rest } from '../kit/rest';

/*
 * Concurrent money changes on different objects never answer 5xx (docs/product.md#payouts): on
 * PostgreSQL a transaction that fails to serialize is run again, with a growing random pause, and
 * only when its tries run out is it a 503 with Retry-After. Twenty at once, three rounds, of each
 * change: a payout marked paid, a dispute opened, a dispute resolved.
 */

const t = createTestApp({
  PAYMENT_UPI_ID: 'collab@hdfcbank',
  PAYMENT_BANK_NAME: 'HDFC Bank',
  PAYMENT_ACCOUNT_NUMBER: '50100012345678',
  PAYMENT_IFSC: 'HDFC0001234',
  PAYMENT_ACCOUNT_NAME: 'Collab Marketplace',
});
const clock = testClock(t);

const AT_ONCE = 20;
const SLOW = 120_000;
const ROUNDS = 3;

/** `count` funded paid collaborations, each on its own campaign, with their payouts past the hold. */
async function duePayouts(count = AT_ONCE) {
  const admin = await createAdmin(t);
  const brand = await createBrand(t);
  const made = [];
  for (let i = 0; i < count; i++)
    made.push(await paidCollaboration(t, brand, 1_000 + i, { fundedBy: admin }));
  clock.set(Math.max(clock.now(), ...made.map((m) => Date.parse(m.payout.dueAt) + HOUR)));
  return { admin, brand, made };
}

const statuses = (results: { status: number }[]) => results.map((r) => r.status);

describe('twenty money changes at once on different objects', () => {
  it(
    'marks twenty payouts paid at once, three rounds: every one 200, none 5xx',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { admin, made } = await duePayouts();
        const results = await Promise.all(
          made.map((m) =>
            rest(t, 'POST', `/api/admin/payouts/${m.payout.id}/paid`, {
              token: admin.token,
              body: { utr: kitUtr() },
            }),
          ),
        );
        expect(statuses(results)).toEqual(made.map(() => 200));
      }
      await expectLedgerBalanced(t);
    },
    SLOW,
  );

  it(
    'opens twenty disputes at once and resolves them at once, three rounds: every one 200, none 5xx',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { admin, brand, made } = await duePayouts();
        const opened = await Promise.all(made.map((m) => openDispute(t, brand, m.application.id)));
        expect(statuses(opened)).toEqual(made.map(() => 200));
        const resolutions = ['release', 'refund', 'split'] as const;
        const resolved = await Promise.all(
          opened.map((res, i) => {
            const resolution = resolutions[i % 3]!;
            return resolveDispute(t, admin, res.body.dispute.id, {
              resolution,
              ...(resolution === 'split' ? { creator_share: 40 } : {}),
            });
          }),
        );
        expect(statuses(resolved)).toEqual(made.map(() => 200));
      }
      await expectLedgerBalanced(t);
    },
    SLOW,
  );
});

describe('a database that stays busy', () => {
  it('answers 503 with Retry-After and a plain message by REST, SERVICE_UNAVAILABLE by tRPC, never 500', async () => {
    const { admin, made } = await duePayouts(1);
    const payout = made[0]!.payout;
    const real = t.db.transaction.bind(t.db);
    // As the PostgreSQL handle does once a transaction's serialization retries run out.
    t.db.transaction = () => Promise.reject(new DatabaseBusy(new Error('could not serialize')));
    try {
      const res = await rest(t, 'POST', `/api/admin/payouts/${payout.id}/paid`, {
        token: admin.token,
        body: { utr: kitUtr() },
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.body.error).toMatch(/nothing was changed. Please try again/);
      await expect(admin.caller.payouts.markPaid({ id: payout.id, utr: kitUtr() })).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      t.db.transaction = real;
    }
    const again = await rest(t, 'POST', `/api/admin/payouts/${payout.id}/paid`, {
      token: admin.token,
      body: { utr: kitUtr() },
    });
    expect(again.status).toBe(200);
  });
});
