import { describe, expect, it } from 'vitest';
import { completionToast } from './completion-messages';
import { catalogues } from '@client/i18n/test-kit';

const englishT = catalogues.getFixedT('en', 'app', 'brand');
const hindiT = catalogues.getFixedT('hi', 'app', 'brand');

describe('completionToast', () => {
  it('reports a paid completion with the payment amounts in rupees', () => {
    expect(
      completionToast(
        {
          processed_applications: 2,
          total_budget: 100000,
          commission_amount: 15000,
          influencer_amount: 85000,
          payouts_net: 82200,
        },
        englishT,
      ),
    ).toEqual({
      variant: 'success',
      title: 'Campaign Completed Successfully!',
      description:
        '2 applications processed. Platform commission: ₹15,000. Influencer payments: ₹85,000 before GST and TDS (₹82,200 paid to creators after them).',
    });
  });
  it('reports a barter completion when the total budget is 0', () => {
    const t = completionToast(
      {
        processed_applications: 1,
        total_budget: 0,
        commission_amount: 0,
        influencer_amount: 0,
        payouts_net: 0,
      },
      englishT,
    );
    expect(t.title).toBe('Barter Campaign Completed Successfully!');
    expect(t.description).toBe('1 application processed. No payments are processed for a barter campaign.');
  });
  it('says only that the campaign is complete when nothing was processed', () => {
    const t = completionToast(
      {
        processed_applications: 0,
        total_budget: 0,
        commission_amount: 0,
        influencer_amount: 0,
        payouts_net: 0,
      },
      englishT,
    );
    expect(t.description).toBe('Campaign has been marked as complete.');
  });
});

describe('completionToast in Hindi', () => {
  it('says the paid completion in Hindi, with the same amounts', () => {
    const t = completionToast(
      {
        processed_applications: 2,
        total_budget: 100000,
        commission_amount: 15000,
        influencer_amount: 85000,
        payouts_net: 82200,
      },
      hindiT,
    );
    expect(t.title).toBe('कैंपेन सफलतापूर्वक पूरा हुआ!');
    expect(t.description).toContain('2 एप्लिकेशन प्रोसेस हुईं।');
    expect(t.description).toContain('₹15,000');
  });
});
