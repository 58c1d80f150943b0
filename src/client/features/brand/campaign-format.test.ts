import { describe, expect, it } from 'vitest';
import { catalogues } from '@client/i18n/test-kit';
import { campaignStatus } from './campaign-format';

describe("a campaign's status on the brand's screens", () => {
  it('reads in the page language, draft when missing', () => {
    const englishT = catalogues.getFixedT('en', 'app', 'brand');
    expect(campaignStatus('active', englishT)).toEqual({ label: 'Active', tone: 'green' });
    expect(campaignStatus(null, englishT)).toEqual({ label: 'Draft', tone: 'yellow' });
    expect(campaignStatus('completed', catalogues.getFixedT('hi', 'app', 'brand')).label).toBe('पूरा हुआ');
  });
});
