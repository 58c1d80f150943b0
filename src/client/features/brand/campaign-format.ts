import type { TFunction } from 'i18next';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@shared/enums';
import type { BadgeTone } from '@client/components/ui';
import { statusLabel } from '@client/components/ui';

type T = TFunction<'app', 'brand'>;

const known = (s: string): s is CampaignStatus => (CAMPAIGN_STATUSES as readonly string[]).includes(s);

/** A missing status reads as draft on the brand's view; statuses other than the usual three read red. */
export function campaignStatus(status: string | null | undefined, t: T): { label: string; tone: BadgeTone } {
  const s = status || 'draft';
  const tone: BadgeTone =
    s === 'active' ? 'green' : s === 'completed' ? 'blue' : s === 'draft' ? 'yellow' : 'red';
  return { label: known(s) ? t(`campaignStatus.${s}`) : statusLabel(s), tone };
}
