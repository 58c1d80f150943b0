import { describe, expect, it } from 'vitest';
import { disputeWindow, workApprovedAt } from './dispute-window';

const DAY = 86_400_000;
const approved = '2026-11-01T10:00:00.000Z';
const at = (iso: string, days: number) => Date.parse(iso) + days * DAY;

describe('the window to open a dispute', () => {
  it('is open at any time before the work is approved or the collaboration completed', () => {
    expect(disputeWindow(null, null, Date.now())).toEqual({ open: true, until: null });
  });

  it('runs 30 days from the approval, to the millisecond', () => {
    const until = '2026-12-01T10:00:00.000Z';
    expect(disputeWindow(approved, null, at(approved, 29))).toEqual({ open: true, until });
    expect(disputeWindow(approved, null, at(approved, 30))).toEqual({ open: true, until });
    expect(disputeWindow(approved, null, at(approved, 30) + 1)).toEqual({ open: false, until });
  });

  it('counts from the approval even when the collaboration completed later, else from the completion', () => {
    const completed = '2026-11-20T10:00:00.000Z';
    expect(disputeWindow(approved, completed, at(approved, 31)).open).toBe(false);
    expect(disputeWindow(null, completed, at(approved, 31)).open).toBe(true);
    expect(disputeWindow(null, completed, at(completed, 31)).open).toBe(false);
  });

  it("reads the approval from the newest approved version's review", () => {
    const version = (status: 'pending' | 'approved' | 'rejected', reviewed_at: string | null) => ({
      status,
      reviewed_at,
      updated_at: '2026-10-05T00:00:00.000Z',
    });
    expect(
      workApprovedAt([version('approved', approved), version('rejected', '2026-10-01T00:00:00.000Z')]),
    ).toBe(approved);
    expect(workApprovedAt([version('approved', null)])).toBe('2026-10-05T00:00:00.000Z');
    expect(workApprovedAt([version('pending', null)])).toBeNull();
  });
});
