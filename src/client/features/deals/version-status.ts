import type { TFunction } from 'i18next';
import type { DealSide } from '@shared/enums';
import type { Submission } from '@shared/schemas/work';
import type { BadgeTone } from '@client/components/ui';

/** The texts' `t`: the `deals` part of the app catalogue, in the page's language. */
type T = TFunction<'app', 'deals'>;

const TONE: Record<Submission['status'], BadgeTone> = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  revision_requested: 'yellow',
};

/** How each side reads a version's status; the creator reads pending as Under Review (docs/product.md#work-states). */
export function versionStatus(
  s: Pick<Submission, 'status' | 'auto_approved'>,
  side: DealSide,
  t: T,
): { label: string; tone: BadgeTone } {
  if (s.status === 'approved' && s.auto_approved)
    return { label: t('versionStatus.autoApproved'), tone: 'green' };
  if (s.status === 'pending' && side === 'creator')
    return { label: t('versionStatus.underReview'), tone: 'blue' };
  return { label: t(`versionStatus.${s.status}`), tone: TONE[s.status] };
}

/** "Revisions used: 1 of 2" (docs/product.md#revisions). */
export const revisionsUsedText = (used: number, rounds: number, t: T) => t('revisionsUsed', { used, rounds });
