import { formatRupees } from '@shared/format';
import type { Campaign } from '@shared/schemas/campaign';
import type { BadgeTone } from '@client/components/ui';
import { statusLabel } from '@client/components/ui';
import { timelineText } from '../campaigns/timeline-text';

/** A missing status reads as draft on the brand's view; statuses other than the usual three read red. */
export function campaignStatus(status: string | null | undefined): { label: string; tone: BadgeTone } {
  const s = status || 'draft';
  const tone: BadgeTone =
    s === 'active' ? 'green' : s === 'completed' ? 'blue' : s === 'draft' ? 'yellow' : 'red';
  return { label: statusLabel(s), tone };
}

/** 'Duration': the timeline's start to end, else 'Not specified'. */
export const campaignDuration = (timeline: Campaign['timeline']) => timelineText(timeline, 'Not specified');

export const campaignBudget = (budget: number | null) =>
  budget === null ? 'Not specified' : formatRupees(budget);

export const collabLabel = (type: Campaign['collab_type']) => (type === 'barter' ? 'Barter' : 'Paid');
