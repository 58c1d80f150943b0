import type { TFunction } from 'i18next';
import { formatRupees } from '@shared/format';
import type { CompletionResult } from '@shared/schemas/campaign';
import type { ToastInput } from '@client/components/toast';

type T = TFunction<'app', 'brand'>;

/** The first toast of the mark-complete sequence (docs/product.md#brand-messages), shown while the call runs. */
export const processingToast = (t: T): ToastInput => ({
  variant: 'info',
  title: t('completion.processingTitle'),
  description: t('completion.processingText'),
});

/** The toast after completing: paid with payouts, barter (total budget 0), or no participants processed. */
export function completionToast(result: CompletionResult, t: T): ToastInput {
  if (!result.processed_applications) {
    return {
      variant: 'success',
      title: t('common.campaignCompleted'),
      description: t('completion.doneText'),
    };
  }
  const processed = t('completion.processed', { count: result.processed_applications });
  if (result.total_budget === 0) {
    return {
      variant: 'success',
      title: t('completion.barterTitle'),
      description: t('completion.barterText', { processed }),
    };
  }
  return {
    variant: 'success',
    title: t('completion.paidTitle'),
    // The documents' figures, each labelled for what it is, and what the creators are actually paid.
    description: t('completion.paidText', {
      processed,
      commission: formatRupees(result.commission_amount),
      influencer: formatRupees(result.influencer_amount),
      net: formatRupees(result.payouts_net),
    }),
  };
}

/** The general text when completing fails without a message of the server's. */
export const completeFailed = (t: T) => t('completion.failed');
