import type { BadgeTone } from '@client/components/ui';
import { statusLabel } from '@client/components/ui';

/** A missing status reads as draft on the brand's view; statuses other than the usual three read red. */
export function campaignStatus(status: string | null | undefined): { label: string; tone: BadgeTone } {
  const s = status || 'draft';
  const tone: BadgeTone =
    s === 'active' ? 'green' : s === 'completed' ? 'blue' : s === 'draft' ? 'yellow' : 'red';
  return { label: statusLabel(s), tone };
}
