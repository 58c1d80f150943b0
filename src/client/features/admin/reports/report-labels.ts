import type { TFunction } from 'i18next';
import type { AdminReport } from '@shared/schemas/report-admin';

/**
 * Who or what was reported, as one line: the user's name and email, or the campaign's title. `kind`
 * names it in the catalogue (`reports.target.<kind>`).
 */
export function reportTarget(r: AdminReport, t: TFunction<'admin', 'reports'>) {
  if (r.reported_user_id)
    return {
      kind: 'user',
      name: r.reported_user_name ?? t('unknownUser'),
      detail: r.reported_user_email,
    } as const;
  if (r.reported_campaign_id)
    return {
      kind: 'campaign',
      name: r.reported_campaign_title ?? t('unknownCampaign'),
      detail: null,
    } as const;
  return { kind: 'nothing', name: t('unknown'), detail: null } as const;
}
