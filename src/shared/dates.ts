/**
 * Every date the product shows or exports is written here, one formatter per kind
 * (docs/product.md#dates), always in India time so a browser in any zone and a server in UTC
 * name the same day.
 */

import { displayLanguage } from './i18n/display-language';
import type { UiLanguage } from './i18n/languages';
import { INDIA_OFFSET, INDIA_OFFSET_MINUTES, INDIA_TIME_ZONE as timeZone } from './india-time';

type DateInput = string | number | Date | null | undefined;

const DAY_MONTH_YEAR = { timeZone, day: 'numeric', month: 'short', year: 'numeric' } as const;
const ADMIN_DAY = { timeZone, month: 'short', day: '2-digit', year: 'numeric' } as const;
const CLOCK = { hour: 'numeric', minute: '2-digit' } as const;
const CALENDAR_DAY = new Intl.DateTimeFormat('en-CA', { timeZone });

/**
 * One formatter instance per kind and language: Intl builds its tables once, not once per cell. The
 * admin panel's English dates are 'Apr 01, 2026' (en-US); in Hindi every kind uses hi-IN's months.
 */
const makeFormatters = (language: UiLanguage) => {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const adminLocale = language === 'hi' ? 'hi-IN' : 'en-US';
  return {
    date: new Intl.DateTimeFormat(locale, DAY_MONTH_YEAR),
    dateTime: new Intl.DateTimeFormat(locale, { ...DAY_MONTH_YEAR, ...CLOCK }),
    adminDate: new Intl.DateTimeFormat(adminLocale, ADMIN_DAY),
    adminDateTime: new Intl.DateTimeFormat(adminLocale, { ...ADMIN_DAY, ...CLOCK }),
    dayMonth: new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' }),
    monthYear: new Intl.DateTimeFormat(locale, { timeZone, month: 'short', year: 'numeric' }),
  };
};
const FORMATTERS = { en: makeFormatters('en'), hi: makeFormatters('hi') };
const formatters = (language: UiLanguage) => FORMATTERS[language];

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

const NO_DATE = { en: 'Unknown time', hi: 'समय पता नहीं' };
const BAD_DATE = { en: 'Invalid date', hi: 'गलत तारीख' };

/**
 * A formatter that says 'Unknown time' for no value and 'Invalid date' for an unreadable one, in
 * `language` (the display language unless named: src/shared/i18n/display-language.ts).
 */
const kind =
  (format: (d: Date, language: UiLanguage) => string) =>
  (value: DateInput, language: UiLanguage = displayLanguage()) => {
    const d = toDate(value);
    if (d === null) return NO_DATE[language];
    if (d === undefined) return BAD_DATE[language];
    return format(d, language);
  };

/** Creator and brand screens: '1 Apr 2026' ('1 अप्रैल 2026'). */
export const formatDate = kind((d, l) => formatters(l).date.format(d));

/** Where the time matters: '1 Apr 2026, 1:30 am'. */
export const formatDateTime = kind((d, l) => formatters(l).dateTime.format(d));

/** The admin panel's dates, 'MMM dd, yyyy': 'Apr 01, 2026'. */
export const formatAdminDate = kind((d, l) => formatters(l).adminDate.format(d));

/** The admin panel where the time matters: 'Apr 01, 2026, 1:30 AM'. */
export const formatAdminDateTime = kind((d, l) => formatters(l).adminDateTime.format(d));

/** A chart's day bucket: '1 Apr'. */
export const formatDayMonth = kind((d, l) => formatters(l).dayMonth.format(d));

/** A chart's month bucket: 'Apr 2026'. */
export const formatMonthYear = kind((d, l) => formatters(l).monthYear.format(d));

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

const RELATIVE = {
  en: {
    now: 'Just now',
    m: (n: number) => `${n}m ago`,
    h: (n: number) => `${n}h ago`,
    d: (n: number) => `${n}d ago`,
  },
  hi: {
    now: 'अभी',
    m: (n: number) => `${n} मिनट पहले`,
    h: (n: number) => `${n} घंटे पहले`,
    d: (n: number) => `${n} दिन पहले`,
  },
};

/** 'Just now', 'Nm ago', 'Nh ago', 'Nd ago', then the date (docs/product.md#relative-time). */
export const formatRelativeTime = (
  value: DateInput,
  now: number = Date.now(),
  language: UiLanguage = displayLanguage(),
) =>
  kind((d, l) => {
    const words = RELATIVE[l];
    const minutes = Math.floor((now - d.getTime()) / 60_000);
    if (minutes < 1) return words.now;
    if (minutes < 60) return words.m(minutes);
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return words.h(hours);
    const days = Math.floor(hours / 24);
    return days < 7 ? words.d(days) : formatDate(d, l);
  })(value, language);
