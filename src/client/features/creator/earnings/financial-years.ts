import { financialYearOf } from '@shared/financial-year';
import { i18n } from '@client/i18n/i18n';

/** The picker offers at least this many years, the current one included (docs/product.md#statement). */
export const MIN_YEARS_OFFERED = 3;

/** The financial year starting in April of `startYear`: 1 July is inside it whatever the zone. */
const yearStartingIn = (startYear: number) => financialYearOf(new Date(Date.UTC(startYear, 6, 1)));

/**
 * The financial years a creator may pick, newest first: the current one (India's calendar at `now`)
 * back to the year of `since` (the account's creation: no payout is older), and never fewer than
 * MIN_YEARS_OFFERED.
 */
export function financialYearChoices(now: Date, since?: string | null): string[] {
  const current = Number(financialYearOf(now).slice(0, 4));
  const sinceDate = since ? new Date(since) : null;
  const first =
    sinceDate && !Number.isNaN(sinceDate.getTime())
      ? Number(financialYearOf(sinceDate).slice(0, 4))
      : current;
  const oldest = Math.min(first, current - (MIN_YEARS_OFFERED - 1));
  return Array.from({ length: current - oldest + 1 }, (_, i) => yearStartingIn(current - i));
}

/** 'FY 2026-27 (April 2026 to March 2027)', as the Earnings tab and the printable page name a year. */
export function financialYearLabel(fy: string) {
  const start = Number(fy.slice(0, 4));
  return i18n.t('creator.earnings.fyLabel', { ns: 'app', fy, start, end: start + 1 });
}
