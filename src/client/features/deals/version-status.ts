import type { DealSide } from '@shared/enums';
import type { Submission } from '@shared/schemas/work';
import type { BadgeTone } from '@client/components/ui';

/** How each side reads a version's status; the creator reads pending as Under Review (docs/product.md#work-states). */
const STATUS: Record<Submission['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending Review', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
  revision_requested: { label: 'Revision requested', tone: 'yellow' },
};

export function versionStatus(s: Pick<Submission, 'status' | 'auto_approved'>, side: DealSide) {
  if (s.status === 'approved' && s.auto_approved)
    return { label: 'Approved automatically', tone: 'green' } as const;
  if (s.status === 'pending' && side === 'creator') return { label: 'Under Review', tone: 'blue' } as const;
  return STATUS[s.status];
}

/** "Revisions used: 1 of 2" (docs/product.md#revisions). */
export const revisionsUsedText = (used: number, rounds: number) => `Revisions used: ${used} of ${rounds}`;
