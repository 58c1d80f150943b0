import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@shared/format';
import { formatAdminDateTime } from '@shared/dates';
import { Badge, Button, Card, EmptyState, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { SectionHeader } from '../shared/section-header';
import { BroadcastForm, type SentBroadcast } from './broadcast-form';
import { priorityTone } from './broadcast-labels';

/** Ten fetched, five shown (docs/product.md#broadcast). */
const HISTORY_FETCHED = 10;
const HISTORY_SHOWN = 5;

export function BroadcastTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'notifications' });
  const [last, setLast] = useState<SentBroadcast | null>(null);
  // A failed history load is only logged: the section shows its empty state.
  const history = trpc.broadcast.history.useQuery({ limit: HISTORY_FETCHED });
  const recent = (history.data?.broadcasts ?? []).slice(0, HISTORY_SHOWN);

  return (
    <div className="space-y-4">
      <SectionHeader title={t('title')} description={t('description')} />
      <BroadcastForm onSent={setLast} />
      {last && (
        <Card>
          <h2 className="text-base font-semibold text-slate-900">{t('last.title')}</h2>
          <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-slate-500">{t('last.titleLabel')}</dt>
              <dd className="break-words font-medium text-slate-900">{last.title}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('last.recipients')}</dt>
              <dd className="font-medium text-slate-900">{formatCount(last.recipients)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-xs text-slate-500">{t('last.message')}</dt>
              <dd className="whitespace-pre-line break-words text-slate-800">{last.message}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('last.target')}</dt>
              <dd>{t(`audiences.${last.audience}`)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t('last.priority')}</dt>
              <dd>
                <Badge tone={priorityTone(last.priority)}>{t(`priorities.${last.priority}`)}</Badge>
              </dd>
            </div>
          </dl>
        </Card>
      )}
      <Card>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">{t('recent.title')}</h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void history.refetch()}
            loading={history.isFetching}
          >
            {t('recent.refresh')}
          </Button>
        </div>
        {history.isPending ? (
          <SkeletonList count={2} className="h-16" />
        ) : recent.length === 0 ? (
          <EmptyState title={t('recent.empty')} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('recent.label')}>
            {recent.map((b) => (
              <li key={b.id} className="py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="break-words font-medium text-slate-900">{b.title}</p>
                  <Badge tone={priorityTone(b.priority)}>{t(`priorities.${b.priority}`)}</Badge>
                </div>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{b.message}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {t('recent.line', {
                    audience: t(`audiences.${b.target_audience}`),
                    n: formatCount(b.recipient_count),
                    time: formatAdminDateTime(b.created_at),
                  })}
                  {b.sent_by_name ? t('recent.by', { name: b.sent_by_name }) : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
