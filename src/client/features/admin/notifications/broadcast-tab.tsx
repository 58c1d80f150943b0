import { useState } from 'react';
import { formatCount } from '@shared/format';
import { formatAdminDateTime } from '@shared/dates';
import { Badge, Button, Card, EmptyState, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { SectionHeader } from '../shared/section-header';
import { BroadcastForm, type SentBroadcast } from './broadcast-form';
import { AUDIENCE_LABELS, PRIORITY_LABELS, priorityTone } from './broadcast-labels';

/** Ten fetched, five shown (docs/product.md#broadcast). */
const HISTORY_FETCHED = 10;
const HISTORY_SHOWN = 5;

export function BroadcastTab() {
  const [last, setLast] = useState<SentBroadcast | null>(null);
  // A failed history load is only logged: the section shows its empty state.
  const history = trpc.broadcast.history.useQuery({ limit: HISTORY_FETCHED });
  const recent = (history.data?.broadcasts ?? []).slice(0, HISTORY_SHOWN);

  return (
    <div className="space-y-4">
      <SectionHeader
        title="Notification Broadcast"
        description="Send one notification to every creator, every brand, or both."
      />
      <BroadcastForm onSent={setLast} />
      {last && (
        <Card>
          <h2 className="text-base font-semibold text-slate-900">Last Broadcast</h2>
          <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs text-slate-500">Title</dt>
              <dd className="break-words font-medium text-slate-900">{last.title}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Recipients</dt>
              <dd className="font-medium text-slate-900">{formatCount(last.recipients)}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-xs text-slate-500">Message</dt>
              <dd className="whitespace-pre-line break-words text-slate-800">{last.message}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Target</dt>
              <dd>{AUDIENCE_LABELS[last.audience]}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">Priority</dt>
              <dd>
                <Badge tone={priorityTone(last.priority)}>{PRIORITY_LABELS[last.priority]}</Badge>
              </dd>
            </div>
          </dl>
        </Card>
      )}
      <Card>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">Recent Broadcasts</h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void history.refetch()}
            loading={history.isFetching}
          >
            Refresh History
          </Button>
        </div>
        {history.isPending ? (
          <SkeletonList count={2} className="h-16" />
        ) : recent.length === 0 ? (
          <EmptyState title="No recent broadcasts" />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Recent broadcasts">
            {recent.map((b) => (
              <li key={b.id} className="py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="break-words font-medium text-slate-900">{b.title}</p>
                  <Badge tone={priorityTone(b.priority)}>{PRIORITY_LABELS[b.priority]}</Badge>
                </div>
                <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{b.message}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {AUDIENCE_LABELS[b.target_audience]} · {formatCount(b.recipient_count)} recipients ·{' '}
                  {formatAdminDateTime(b.created_at)}
                  {b.sent_by_name ? ` · by ${b.sent_by_name}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
