/** Number formats (docs/product.md#display): en-IN grouping, rupees. Dates are in dates.ts. */
import { displayLanguage } from './i18n/display-language';
import { localeOf, type UiLanguage } from './i18n/languages';

/** A number, or 0 for anything that is not one (docs/product.md#display). */
export const toNumber = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};

/** Indian digit grouping, 12,34,567, in both languages (hi-IN keeps the digits people type). */
export const formatCount = (value: unknown, language: UiLanguage = displayLanguage()) =>
  Math.round(toNumber(value)).toLocaleString(localeOf(language));

/** '₹1,23,456' with no decimals. */
export const formatRupees = (value: unknown, language?: UiLanguage) => `₹${formatCount(value, language)}`;

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
