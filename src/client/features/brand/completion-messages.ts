import { formatRupees } from '@shared/format';
import type { CompletionResult } from '@shared/schemas/campaign';
import type { ToastInput } from '@client/components/toast';

/** The first toast of the mark-complete sequence (docs/product.md#brand-messages), shown while the call runs. */
export const PROCESSING_TOAST: ToastInput = {
  variant: 'info',
  title: 'Processing Campaign Completion',
  description: 'Marking campaign as complete and processing payments...',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The toast after completing: paid with payouts, barter (total budget 0), or no participants processed. */
export function completionToast(result: CompletionResult): ToastInput {
  if (!result.processed_applications) {
    return {
      variant: 'success',
      title: 'Campaign Completed!',
      description: 'Campaign has been marked as complete.',
    };
  }
  const processed = `${plural(result.processed_applications, 'application')} processed.`;
  if (result.total_budget === 0) {
    return {
      variant: 'success',
      title: 'Barter Campaign Completed Successfully!',
      description: `${processed} No payments are processed for a barter campaign.`,
    };
  }
  return {
    variant: 'success',
    title: 'Campaign Completed Successfully!',
    // The documents' figures, each labelled for what it is, and what the creators are actually paid.
    description: `${processed} Platform commission: ${formatRupees(result.commission_amount)}. Influencer payments: ${formatRupees(result.influencer_amount)} before GST and TDS (${formatRupees(result.payouts_net)} paid to creators after them).`,
  };
}

export const COMPLETE_FAILED = 'Failed to mark campaign as complete. Please try again.';
