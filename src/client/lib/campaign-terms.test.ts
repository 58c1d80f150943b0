import { describe, expect, it } from 'vitest';
import { budgetLabel, collabLabel, timelineLabel } from '@shared/campaign-terms';
import { NO_USAGE_RIGHTS, usageRightsSummary, type UsageRights } from '@shared/schemas/usage-rights';
import { catalogues } from '@client/i18n/test-kit';
import { budgetText, collabText, timelineText, usageRightsText } from './campaign-terms';

const englishT = catalogues.getFixedT('en', 'public', 'common.terms');
const hindiT = catalogues.getFixedT('hi', 'public', 'common.terms');

const deals = [
  { collab_type: 'paid', budget: 40_000 },
  { collab_type: 'paid', budget: 0 },
  { collab_type: 'barter', budget: null },
];
const timelines = [
  { start_date: '2026-10-01', end_date: '2026-10-31' },
  { start_date: '2026-10-01', end_date: null },
  { start_date: null, end_date: '2026-10-31' },
  { start_date: null, end_date: null },
];
const rights: UsageRights[] = [
  NO_USAGE_RIGHTS,
  { scope: 'organic', duration_days: 90, territory: 'india', exclusivity_days: 0 },
  { scope: 'paid_ads', duration_days: 365, territory: 'worldwide', exclusivity_days: 30 },
];

describe("a campaign's terms", () => {
  it('read in English exactly as the shared terms write them', () => {
    for (const deal of deals) {
      expect(collabText(deal, englishT)).toBe(collabLabel(deal));
      expect(budgetText(deal, englishT)).toBe(budgetLabel(deal));
    }
    for (const timeline of timelines) expect(timelineText(timeline, englishT)).toBe(timelineLabel(timeline));
    for (const r of rights) expect(usageRightsText(r, englishT)).toBe(usageRightsSummary(r));
  });

  it('read in Hindi in Hindi', () => {
    expect(collabText(deals[2]!, hindiT)).toBe('बार्टर');
    expect(timelineText(timelines[1]!, hindiT)).toMatch(/ से$/);
    expect(usageRightsText(rights[2]!, hindiT)).toBe('पेड ऐड, 365 दिन, पूरी दुनिया; 30 दिन एक्सक्लूसिव');
  });
});
