import type { TFunction } from 'i18next';
import type { DisputeStatus } from '@shared/enums';
import { formatRupees } from '@shared/format';
import type { Dispute } from '@shared/schemas/disputes';
import type { BadgeTone } from '@client/components/ui';

export const DISPUTE_STATUS_TONES: Record<DisputeStatus, BadgeTone> = { open: 'red', resolved: 'green' };

/** 'Split (creator 40%)', 'Release to creator'. */
export const resolutionText = (
  d: Pick<Dispute, 'resolution' | 'creator_share'>,
  t: TFunction<'admin', 'disputes'>,
) =>
  d.resolution === null
    ? t('notResolved')
    : d.resolution === 'split' && d.creator_share !== null
      ? t('splitShare', { share: d.creator_share })
      : t(`resolutions.${d.resolution}`);

/** '₹8,000 → ₹3,200', or the one figure when nothing moved. */
export const netChangeText = (d: Pick<Dispute, 'net_before' | 'net_after'>) =>
  d.net_before === null
    ? null
    : d.net_after === null || d.net_after === d.net_before
      ? formatRupees(d.net_before)
      : `${formatRupees(d.net_before)} → ${formatRupees(d.net_after)}`;
