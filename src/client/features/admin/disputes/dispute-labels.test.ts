import { describe, expect, it } from 'vitest';
import { catalogues } from '@client/i18n/test-kit';
import { netChangeText, resolutionText } from './dispute-labels';

const t = catalogues.getFixedT('en', 'admin', 'disputes');

describe('a resolved dispute, in words', () => {
  it('names the outcome, with the creator share of a split', () => {
    expect(resolutionText({ resolution: 'split', creator_share: 40 }, t)).toBe('Split (creator 40%)');
    expect(resolutionText({ resolution: 'refund', creator_share: null }, t)).toBe('Refund the brand');
    expect(resolutionText({ resolution: null, creator_share: null }, t)).toBe('Not resolved');
  });

  it("shows the payout's net before and after, or the one figure when it did not move", () => {
    expect(netChangeText({ net_before: 8000, net_after: 3200 })).toBe('₹8,000 → ₹3,200');
    expect(netChangeText({ net_before: 8000, net_after: 8000 })).toBe('₹8,000');
    expect(netChangeText({ net_before: null, net_after: null })).toBeNull();
  });
});
