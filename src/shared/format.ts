/** Display formats (docs/product.md#display): India time, en-IN, rupees. */

import { INDIA_TIME_ZONE as IST } from './india-time';

function toDate(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** '22 Nov 2026' in India time; 'Unknown time' when missing, 'Invalid date' when unreadable. */
export function formatDate(value: string | number | Date | null | undefined) {
  const d = toDate(value);
  if (d === null) return 'Unknown time';
  if (d === undefined) return 'Invalid date';
  return d.toLocaleDateString('en-IN', { timeZone: IST, day: 'numeric', month: 'short', year: 'numeric' });
}

/** '22 Nov 2026, 3:04 pm' in India time. */
export function formatDateTime(value: string | number | Date | null | undefined) {
  const d = toDate(value);
  if (d === null) return 'Unknown time';
  if (d === undefined) return 'Invalid date';
  return d.toLocaleString('en-IN', {
    timeZone: IST,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The admin panel's 'MMM dd, yyyy' (e.g. 'Nov 04, 2026'), in India time. */
export function formatAdminDate(value: string | number | Date | null | undefined) {
  const d = toDate(value);
  if (d === null) return 'Unknown time';
  if (d === undefined) return 'Invalid date';
  return d.toLocaleDateString('en-US', { timeZone: IST, month: 'short', day: '2-digit', year: 'numeric' });
}

/** 'Just now', 'Nm ago', 'Nh ago', 'Nd ago', then the full date. */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: number = Date.now(),
) {
  const d = toDate(value);
  if (d === null) return 'Unknown time';
  if (d === undefined) return 'Invalid date';
  const minutes = Math.floor((now - d.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days}d ago`;
  return formatDate(d);
}

/** A number, or 0 for anything that is not one (docs/product.md#display). */
export const toNumber = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};

/** Indian digit grouping: 12,34,567. */
export const formatCount = (value: unknown) => Math.round(toNumber(value)).toLocaleString('en-IN');

/** '₹1,23,456' with no decimals. */
export const formatRupees = (value: unknown) => `₹${formatCount(value)}`;

/** 950, 1.5K, 2.3M. */
export function abbreviateCount(value: unknown) {
  const n = toNumber(value);
  if (Math.abs(n) >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (Math.abs(n) >= 1_000) return `${(n / 1_000).toFixed(1)}K`;
  return String(Math.round(n));
}

/** The first `shown` items and how many more there are (tags: 2 then '+N'). */
export function firstAndRest<T>(items: readonly T[], shown = 2) {
  return { shown: items.slice(0, shown), rest: Math.max(0, items.length - shown) };
}

/** A price text with any dollar sign shown as a rupee sign (docs/product.md#display). */
export const rupeePrice = (value: string | null | undefined) => (value ? value.replace(/\$/g, '₹') : value);
