import type { AdminReport } from '@shared/schemas/report-admin';
import { REPORT_STATUSES, REPORT_TYPES } from '@shared/enums';
import { statusLabel } from '@client/components/ui';

export const REPORT_TYPE_OPTIONS = REPORT_TYPES.map((t) => ({ value: t, label: statusLabel(t) }));
export const REPORT_STATUS_OPTIONS = REPORT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

/** Who or what was reported, as one line: the user's name and email, or the campaign's title. */
export function reportTarget(r: AdminReport) {
  if (r.reported_user_id)
    return { kind: 'User', name: r.reported_user_name ?? 'Unknown User', detail: r.reported_user_email };
  if (r.reported_campaign_id)
    return { kind: 'Campaign', name: r.reported_campaign_title ?? 'Unknown campaign', detail: null };
  return { kind: 'Nothing', name: 'Unknown', detail: null };
}
