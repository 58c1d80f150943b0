import { describe, expect, it } from 'vitest';
import { catalogues } from '@client/i18n/test-kit';
import { GSTIN_MESSAGES } from '@shared/gst';
import { gstinFieldError } from './tax-details-card';

const t = catalogues.getFixedT('en', 'app', 'profile');

describe('the GSTIN field as it is typed', () => {
  it('says nothing while empty, and nothing for a GSTIN of the chosen state', () => {
    expect(gstinFieldError('', '29', t)).toBeUndefined();
    expect(gstinFieldError('29abcde1234f1zw', '29', t)).toBeUndefined();
  });

  it("gives the shared check's message, then a state that is not the chosen one", () => {
    expect(gstinFieldError('29ABCDE1234F1ZX', '29', t)).toBe(GSTIN_MESSAGES.check);
    expect(gstinFieldError('27ABCDE1234F1Z0', '29', t)).toBe(GSTIN_MESSAGES.stateMismatch('27', '29'));
    expect(gstinFieldError('29ABCDE1234F1ZW', '', t)).toMatch(/choose your state first/);
  });
});
