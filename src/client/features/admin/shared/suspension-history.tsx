import { useTranslation } from 'react-i18next';
import type { SuspensionOutput } from '@shared/schemas/suspension';
import { formatAdminDate } from '@shared/dates';
import { Badge, statusLabel, statusTone } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { DetailSection } from './detail-list';

/** The colour of a suspension's type, wherever a suspension is listed. */
export const typeTone = (type: SuspensionOutput['suspension_type']) =>
  type === 'permanent' ? 'red' : type === 'temporary' ? 'yellow' : 'blue';

/** Enough for any one account's history on one screen. */
const HISTORY_LIMIT = 100;

/** An account's warnings and suspensions, newest first, in its details dialog. */
export function SuspensionHistory({ userId }: { userId: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'shared.history' });
  const history = trpc.suspensions.list.useQuery({ user_id: userId, limit: HISTORY_LIMIT });
  const items = history.data?.suspensions;
  return (
    <DetailSection title={t('title')} free>
      <div className="sm:col-span-2">
        {history.isPending ? (
          <p className="text-sm text-slate-500">{t('loading')}</p>
        ) : history.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {loadErrorMessage(history.error)}
          </p>
        ) : items && items.length > 0 ? (
          <ul aria-label={t('list')} className="divide-y divide-slate-100">
            {items.map((s) => (
              <li key={s.id} className="py-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge tone={typeTone(s.suspension_type)}>{statusLabel(s.suspension_type)}</Badge>
                  <Badge tone={s.status === 'active' ? 'red' : statusTone(s.status)}>
                    {statusLabel(s.status)}
                  </Badge>
                  <span className="text-slate-500">{formatAdminDate(s.created_at)}</span>
                </span>
                <p className="mt-1 break-words text-slate-800">{s.reason}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t('empty')}</p>
        )}
      </div>
    </DetailSection>
  );
}
