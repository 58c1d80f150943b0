import { describe, expect, it } from 'vitest';
import { internalPath, notificationTarget, reportIdOf } from './notification-rules';

const n = (
  over: Partial<{ type: string; action_url: string | null; metadata: Record<string, unknown> }>,
) => ({
  type: 'message',
  action_url: null,
  metadata: {},
  ...over,
});

describe('where a notification leads', () => {
  it('finds the report id in the action link, else in metadata.report_id', () => {
    expect(reportIdOf(n({ type: 'report', action_url: '/admin/reports/r-1' }))).toBe('r-1');
    expect(reportIdOf(n({ type: 'report', action_url: '/admin/reports/r-2?x=1' }))).toBe('r-2');
    expect(reportIdOf(n({ type: 'report', metadata: { report_id: 'r-3' } }))).toBe('r-3');
    expect(reportIdOf(n({ type: 'broadcast', metadata: { report_id: 'r-4' } }))).toBeNull();
    expect(reportIdOf(n({ type: 'report' }))).toBeNull();
  });

  it("opens an admin's report notification as that report", () => {
    expect(notificationTarget(n({ type: 'report', metadata: { report_id: 'abc' } }), 'admin')).toBe(
      '/admin/reports/abc',
    );
    expect(notificationTarget(n({ type: 'report', action_url: '/admin/reports/xyz' }), 'admin')).toBe(
      '/admin/reports/xyz',
    );
  });

  it('follows internal action links only', () => {
    expect(notificationTarget(n({ action_url: '/brand-dashboard?tab=applications' }), 'brand')).toBe(
      '/brand-dashboard?tab=applications',
    );
    expect(notificationTarget(n({ action_url: null }), 'creator')).toBeNull();
    expect(internalPath('https://evil.example')).toBeNull();
    expect(internalPath('//evil.example/x')).toBeNull();
    expect(internalPath('javascript:alert(1)')).toBeNull();
  });
});
