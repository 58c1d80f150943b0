import { describe, expect, it } from 'vitest';
import { catalogues } from '@client/i18n/test-kit';
import { moneyMove, statusLocked } from './status-change';

const t = catalogues.getFixedT('en', 'admin', 'commission');

describe("a Commission tab status change and its payout's money", () => {
  it('pays an unpaid payout on completed, cancels it on failed or cancelled', () => {
    for (const payout_status of ['pending', 'due'] as const) {
      const row = { payment_status: 'pending' as const, payout_status };
      expect(moneyMove(row, 'completed')).toBe('pay');
      expect(moneyMove(row, 'failed')).toBe('cancel');
      expect(moneyMove(row, 'cancelled')).toBe('cancel');
    }
  });

  it('moves nothing back to pending, to the same status, or without an unpaid payout', () => {
    expect(moneyMove({ payment_status: 'failed', payout_status: 'cancelled' }, 'pending')).toBeNull();
    expect(moneyMove({ payment_status: 'pending', payout_status: 'pending' }, 'pending')).toBeNull();
    expect(moneyMove({ payment_status: 'cancelled', payout_status: 'cancelled' }, 'failed')).toBeNull();
    expect(moneyMove({ payment_status: 'pending', payout_status: null }, 'completed')).toBeNull();
  });

  it('locks the status while a dispute holds the payout, and once it is paid', () => {
    expect(statusLocked({ payment_status: 'pending', payout_status: 'on_hold' }, t)).toMatch(/open dispute/);
    expect(statusLocked({ payment_status: 'completed', payout_status: 'paid' }, t)).toMatch(/was paid/);
    expect(statusLocked({ payment_status: 'pending', payout_status: 'due' }, t)).toBeNull();
  });
});
