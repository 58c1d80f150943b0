import { beforeAll, describe, expect, it } from 'vitest';
import { clientInEnglish } from '@client/i18n/test-kit';
import { campaignStatus } from './campaign-format';

beforeAll(clientInEnglish);

describe("a campaign's status on the brand's screens", () => {
  it('reads as its status word, draft when missing, red beyond the usual three', () => {
    expect(campaignStatus('active')).toEqual({ label: 'Active', tone: 'green' });
    expect(campaignStatus(null)).toEqual({ label: 'Draft', tone: 'yellow' });
    expect(campaignStatus('flagged')).toEqual({ label: 'Flagged', tone: 'red' });
  });
});
