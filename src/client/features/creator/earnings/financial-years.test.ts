import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import { financialYearChoices, financialYearLabel } from './financial-years';

beforeAll(clientInEnglish);

describe('the financial years a creator may pick', () => {
  it('offers the current year and the two before it for a new account', () => {
    expect(financialYearChoices(new Date('2026-11-24T10:00:00Z'), '2026-11-01T00:00:00Z')).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
    ]);
  });

  it("goes back to the account's first year when that is older", () => {
    expect(financialYearChoices(new Date('2026-11-24T10:00:00Z'), '2022-05-10T00:00:00Z')).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
      '2023-24',
      '2022-23',
    ]);
  });

  it("takes India's date: 31 March 19:00 UTC is already 1 April in India, a new year", () => {
    expect(financialYearChoices(new Date('2027-03-31T19:00:00Z'))[0]).toBe('2027-28');
    expect(financialYearChoices(new Date('2027-03-31T18:00:00Z'))[0]).toBe('2026-27');
    // An account made in India's April 2024 (31 March UTC) starts from 2024-25, not 2023-24.
    expect(financialYearChoices(new Date('2027-05-01T00:00:00Z'), '2024-03-31T20:00:00Z').at(-1)).toBe(
      '2024-25',
    );
  });

  it('crosses a century as the tax forms write it', () => {
    expect(financialYearChoices(new Date('2100-06-01T00:00:00Z'))).toEqual(['2100-01', '2099-00', '2098-99']);
  });

  it('reads an unreadable date as no date', () => {
    expect(financialYearChoices(new Date('2026-11-24T10:00:00Z'), 'not a date')).toHaveLength(3);
  });

  it('names a year by its months', () => {
    expect(financialYearLabel('2026-27')).toBe('FY 2026-27 (April 2026 to March 2027)');
  });
});
