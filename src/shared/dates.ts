/**
 * Every date the product shows or exports is written here, one formatter per kind
 * (docs/product.md#dates), always in India time so a browser in any zone and a server in UTC
 * name the same day.
 */

import { INDIA_OFFSET, INDIA_OFFSET_MINUTES, INDIA_TIME_ZONE as timeZone } from './india-time';

type DateInput = string | number | Date | null | undefined;

/** One formatter instance per kind: Intl builds its tables once, not once per cell. */
const DAY_MONTH_YEAR = { timeZone, day: 'numeric', month: 'short', year: 'numeric' } as const;
const ADMIN_DAY = { timeZone, month: 'short', day: '2-digit', year: 'numeric' } as const;
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const;
const EN_IN_DATE = new Intl.DateTimeFormat('en-IN', DAY_MONTH_YEAR);
const EN_IN_DATE_TIME = new Intl.DateTimeFormat('en-IN', { ...DAY_MONTH_YEAR, ...CLOCK });
const ADMIN_DATE = new Intl.DateTimeFormat('en-US', ADMIN_DAY);
const ADMIN_DATE_TIME = new Intl.DateTimeFormat('en-US', { ...ADMIN_DAY, ...CLOCK });
const DAY_MONTH = new Intl.DateTimeFormat('en-IN', { timeZone, day: 'numeric', month: 'short' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-IN', { timeZone, month: 'short', year: 'numeric' });
const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', { timeZone });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

/**
 * The instant a value names: null when there is none, undefined when it cannot be read. A bare
 * 'YYYY-MM-DD' is that day's midnight in India (a calendar date, not an instant).
 */
function toDate(value: DateInput) {
  if (value === null || value === undefined || value === '') return null;
  const d =
    value instanceof Date
      ? value
      : new Date(
          typeof value === 'string' && DATE_ONLY.test(value) ? `${value}T00:00:00${INDIA_OFFSET}` : value,
        );
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** A formatter that says 'Unknown time' for no value and 'Invalid date' for an unreadable one. */
const kind = (format: (d: Date) => string) => (value: DateInput) => {
  const d = toDate(value);
  if (d === null) return 'Unknown time';
  if (d === undefined) return 'Invalid date';
  return format(d);
};

/** Creator and brand screens: '1 Apr 2026'. */
export const formatDate = kind((d) => EN_IN_DATE.format(d));

/** Where the time matters: '1 Apr 2026, 1:30 am'. */
export const formatDateTime = kind((d) => EN_IN_DATE_TIME.format(d));

/** The admin panel's dates, 'MMM dd, yyyy': 'Apr 01, 2026'. */
export const formatAdminDate = kind((d) => ADMIN_DATE.format(d));

/** The admin panel where the time matters: 'Apr 01, 2026, 1:30 AM'. */
export const formatAdminDateTime = kind((d) => ADMIN_DATE_TIME.format(d));

/** A chart's day bucket: '1 Apr'. */
export const formatDayMonth = kind((d) => DAY_MONTH.format(d));

/** A chart's month bucket: 'Apr 2026'. */
export const formatMonthYear = kind((d) => MONTH_YEAR.format(d));

/**
 * A timestamp in a CSV file: ISO 8601 with India's offset, '2026-04-01T01:30:00+05:30'. India
 * keeps one offset all year, so shifting the instant and writing it as UTC gives the wall clock.
 */
export const formatCsvTimestamp = (value: DateInput) => {
  const d = toDate(value);
  if (!d) return '';
  return `${new Date(d.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19)}${INDIA_OFFSET}`;
};

/** The calendar date in India at `instant`, as YYYY-MM-DD (file names, references, "today"). */
export const indiaDate = (instant = new Date()) => CALENDAR_DAY.format(instant);

/** The India calendar day (YYYY-MM-DD) of a stored date or timestamp, '' for none (date inputs, filters). */
export const indiaCalendarDay = (value: string | null | undefined) => {
  const d = toDate(value);
  return d ? indiaDate(d) : '';
};

/** 'Just now', 'Nm ago', 'Nh ago', 'Nd ago', then the date (docs/product.md#relative-time). */
export const formatRelativeTime = (value: DateInput, now: number = Date.now()) =>
  kind((d) => {
    const minutes = Math.floor((now - d.getTime()) / 60_000);
    if (minutes < 1) return 'Just now';
    if (minutes < 60) return `${minutes}m ago`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return `${hours}h ago`;
    const days = Math.floor(hours / 24);
    return days < 7 ? `${days}d ago` : formatDate(d);
  })(value);
