import { indiaDate } from './dates';
import { dayBound } from './india-time';

/** India's financial year, April to March, named as the tax forms name it: '2026-27'. */
export const FY_PATTERN = /^(\d{4})-(\d{2})$/;

/** The financial year an instant falls in, by India's calendar. */
export function financialYearOf(instant: Date = new Date()): string {
  const [year, month] = indiaDate(instant).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Whether '2026-27' names a real year: the second part is the year after the first. */
export function isFinancialYear(fy: string): boolean {
  const match = FY_PATTERN.exec(fy);
  return !!match && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** The first and last day of a financial year, and its bounds as UTC ISO text (India's midnight). */
export function financialYearRange(fy: string) {
  const start = Number(fy.slice(0, 4));
  const from = `${start}-04-01`;
  const to = `${start + 1}-03-31`;
  return { from, to, fromIso: dayBound(from, 'start'), toIso: dayBound(to, 'end') };
}
