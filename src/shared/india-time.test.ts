import { describe, expect, it } from 'vitest';
import { dayBound } from './india-time';

describe('dayBound', () => {
  it('starts a calendar day at midnight India time, 18:30 UTC the day before', () => {
    expect(dayBound('2026-03-10', 'start')).toBe('2026-03-09T18:30:00.000Z');
  });

  it('ends a calendar day at its last millisecond India time, 18:29:59.999 UTC', () => {
    expect(dayBound('2026-03-10', 'end')).toBe('2026-03-10T18:29:59.999Z');
  });

  it('crosses month and year edges in UTC', () => {
    expect(dayBound('2026-03-01', 'start')).toBe('2026-02-28T18:30:00.000Z');
    expect(dayBound('2026-01-01', 'start')).toBe('2025-12-31T18:30:00.000Z');
    expect(dayBound('2026-12-31', 'end')).toBe('2026-12-31T18:29:59.999Z');
    expect(dayBound('2028-02-29', 'end')).toBe('2028-02-29T18:29:59.999Z');
  });

  it('takes a full timestamp as given, whatever the edge', () => {
    expect(dayBound('2026-03-10T10:00:00Z', 'start')).toBe('2026-03-10T10:00:00.000Z');
    expect(dayBound('2026-03-10T10:00:00+05:30', 'end')).toBe('2026-03-10T04:30:00.000Z');
  });
});
