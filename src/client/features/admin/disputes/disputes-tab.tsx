import { formatRupees } from '@shared/format';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { DisputeStatus } from '@shared/enums';
import { formatAdminDate } from '@shared/dates';
import type { Dispute } from '@shared/schemas/disputes';
import { Badge, Button, SelectField, statusLabel } from '@client/components/ui';
import { loadErrorMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { SectionHeader } from '../shared/section-header';
import { DISPUTE_STATUS_TONES, netChangeText, resolutionText } from './dispute-labels';
import { ExpandableText } from './expandable-text';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

type StatusFilter = DisputeStatus | 'all';
const STATUS_FILTERS = ['all', 'open', 'resolved'] as const;

const about = (d: Dispute, t: TFunction<'admin', 'disputes'>) =>
  t('about', { campaign: d.campaign_title, creator: d.creator_name });

/** What came of a resolved dispute: the outcome, the notes, the day (the Payout column has the net). */
function Outcome({ dispute: d }: { dispute: Dispute }) {
  const { t } = useTranslation('admin', { keyPrefix: 'disputes' });
  return (
    <div className="min-w-36 space-y-0.5">
      <Badge tone={DISPUTE_STATUS_TONES[d.status]}>{statusLabel(d.status)}</Badge>
      {d.status === 'resolved' && (
        <>
          <p className="font-medium text-slate-900">{resolutionText(d, t)}</p>
          {d.admin_notes && (
            <p className="whitespace-pre-line break-words text-xs text-slate-600">{d.admin_notes}</p>
          )}
          {d.resolved_at && (
            <p className="whitespace-nowrap text-xs text-slate-600">
              {t('resolvedOn', { date: formatAdminDate(d.resolved_at) })}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * Disputes between brands and creators (docs/product.md#disputes): what each is about, the payout it
 * holds, and for open ones Resolve; resolved ones show what was decided.
 */
export function DisputesTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'disputes' });
  const [status, setStatus] = useState<StatusFilter>('all');
  const paging = useAdminPaging(status);
  const list = trpc.adminDisputes.list.useQuery(
    { status: status === 'all' ? undefined : status, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const [resolving, setResolving] = useState<Dispute | null>(null);

  const columns: Column<Dispute>[] = [
    {
      header: t('columns.campaign'),
      className: 'min-w-32 font-medium text-slate-900',
      cell: (d) => d.campaign_title,
    },
    {
      header: t('columns.parties'),
      className: 'min-w-36',
      cell: (d) => (
        <>
          <p>
            {d.creator_name} <span className="text-xs text-slate-600">{t('creator')}</span>
          </p>
          <p>
            {d.brand_name} <span className="text-xs text-slate-600">{t('brand')}</span>
          </p>
          <p className="text-xs text-slate-600">{t(`openedBy.${d.side}`)}</p>
        </>
      ),
    },
    {
      header: t('columns.reason'),
      className: 'min-w-52 max-w-xs',
      cell: (d) => (
        <>
          <p className="font-medium text-slate-900">{t(`reasons.${d.reason}`)}</p>
          <ExpandableText text={d.details} about={about(d, t)} />
        </>
      ),
    },
    {
      header: t('columns.opened'),
      className: 'whitespace-nowrap',
      cell: (d) => formatAdminDate(d.created_at),
    },
    {
      header: t('columns.payout'),
      className: 'whitespace-nowrap',
      cell: (d) =>
        d.payout_status === null ? (
          <span className="text-slate-500">{t('noPayout')}</span>
        ) : (
          <>
            {statusLabel(d.payout_status)}
            {d.net_before !== null ? (
              <span className="block text-xs">{t('net', { amount: netChangeText(d) })}</span>
            ) : (
              d.payout_net !== null && (
                <span className="block text-xs">{t('net', { amount: formatRupees(d.payout_net) })}</span>
              )
            )}
          </>
        ),
    },
    { header: t('columns.status'), cell: (d) => <Outcome dispute={d} /> },
    {
      header: t('columns.actions'),
      cell: (d) => (
        <div className="flex flex-col items-start gap-2">
          <Link
            to="/messages"
            search={{ conversation: d.application_id }}
            aria-label={t('viewConversationOf', { about: about(d, t) })}
            className="text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
          >
            {t('viewConversation')}
          </Link>
          {d.status === 'open' && (
            <Button
              size="sm"
              aria-label={t('resolveThe', { about: about(d, t) })}
              onClick={() => setResolving(d)}
            >
              {t('resolve')}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader
        title={t('title')}
        description={t('description')}
        actions={
          <SelectField
            label={t('filter')}
            value={status}
            options={STATUS_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          />
        }
      />
      <AdminList
        caption={t('caption')}
        pagerLabel={t('pages')}
        query={list}
        rows={list.data?.disputes}
        total={list.data?.total}
        paging={paging}
        rowKey={(d) => d.id}
        columns={columns}
        empty={t('empty')}
        failure={(error) => t('failure', { message: loadErrorMessage(error) })}
      />
      <ResolveDisputeDialog dispute={resolving} onClose={() => setResolving(null)} />
    </div>
  );
}
