import { describe, expect, it } from 'vitest';
import {
  indiaCalendarDay,
  formatAdminDate,
  formatAdminDateTime,
  formatCsvTimestamp,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMonthYear,
  formatRelativeTime,
  indiaDate,
} from './dates';

// 20:00 UTC on 31 March is 01:30 on 1 April in India: UTC and India disagree on the day (and month).
const LATE_UTC = '2026-03-31T20:00:00Z';

describe('every date kind is written in India time, whatever the zone of the machine', () => {
  it('en-IN dates on creator and brand screens', () => {
    expect(formatDate(LATE_UTC)).toBe('1 Apr 2026');
    expect(formatDate(Date.parse(LATE_UTC))).toBe('1 Apr 2026');
    expect(formatDate(new Date(LATE_UTC))).toBe('1 Apr 2026');
  });

  it('en-IN date and time where the time matters', () => {
    expect(formatDateTime(LATE_UTC)).toBe('1 Apr 2026, 1:30 am');
  });

  it("the admin panel's MMM dd, yyyy, with the time where it matters", () => {
    expect(formatAdminDate(LATE_UTC)).toBe('Apr 01, 2026');
    expect(formatAdminDateTime(LATE_UTC)).toBe('Apr 01, 2026, 1:30 AM');
  });

  it("the analytics chart's day and month buckets", () => {
    expect(formatDayMonth(LATE_UTC)).toBe('1 Apr');
    expect(formatMonthYear(LATE_UTC)).toBe('Apr 2026');
  });

  it('CSV timestamps as ISO 8601 with the +05:30 offset, naming the same instant', () => {
    expect(formatCsvTimestamp(LATE_UTC)).toBe('2026-04-01T01:30:00+05:30');
    expect(Date.parse(formatCsvTimestamp(LATE_UTC))).toBe(Date.parse(LATE_UTC));
    expect(formatCsvTimestamp('2026-12-31T18:29:59.999Z')).toBe('2026-12-31T23:59:59+05:30');
    expect(formatCsvTimestamp(null)).toBe('');
  });

  it('calendar dates for file names, references and date inputs', () => {
    expect(indiaDate(new Date(LATE_UTC))).toBe('2026-04-01');
    expect(indiaDate(new Date('2026-02-28T18:29:59.999Z'))).toBe('2026-02-28');
    expect(indiaDate(new Date('2026-12-31T18:30:00.000Z'))).toBe('2027-01-01');
    expect(indiaCalendarDay(LATE_UTC)).toBe('2026-04-01');
    expect(indiaCalendarDay('2026-03-31')).toBe('2026-03-31');
    expect(indiaCalendarDay(null)).toBe('');
  });

  it('reads a bare calendar date as that day, in every kind', () => {
    expect(formatDate('2026-04-01')).toBe('1 Apr 2026');
    expect(formatAdminDate('2026-04-01')).toBe('Apr 01, 2026');
    expect(formatDayMonth('2026-04-01')).toBe('1 Apr');
  });

  it('says so when there is no date or it cannot be read', () => {
    for (const format of [
      formatDate,
      formatDateTime,
      formatAdminDate,
      formatAdminDateTime,
      formatDayMonth,
      formatMonthYear,
    ]) {
      expect(format(null)).toBe('Unknown time');
      expect(format('')).toBe('Unknown time');
      expect(format('not a date')).toBe('Invalid date');
    }
  });

  it('relative times fall back to the en-IN India date after a week', () => {
    const now = Date.parse('2026-04-09T12:00:00Z');
    expect(formatRelativeTime(LATE_UTC, now)).toBe('1 Apr 2026');
    expect(formatRelativeTime(now - 30_000, now)).toBe('Just now');
    expect(formatRelativeTime(now - 5 * 60_000, now)).toBe('5m ago');
    expect(formatRelativeTime(now - 3 * 3_600_000, now)).toBe('3h ago');
    expect(formatRelativeTime(now - 2 * 86_400_000, now)).toBe('2d ago');
    expect(formatRelativeTime(null, now)).toBe('Unknown time');
    expect(formatRelativeTime('not a date', now)).toBe('Invalid date');
  });
});
