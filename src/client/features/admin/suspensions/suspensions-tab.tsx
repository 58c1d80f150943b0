import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUSPENSION_STATUSES, SUSPENSION_TYPES } from '@shared/enums';
import type { SuspensionOutput } from '@shared/schemas/suspension';
import { formatCount } from '@shared/format';
import { formatAdminDate, formatAdminDateTime } from '@shared/dates';
import { Badge, Button, SelectField, StatCard, statusLabel, statusTone } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { loadErrorMessage } from '@client/lib/failure';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { FiltersFieldset, SearchFilter } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';
import { useDebounced } from '@client/lib/use-debounced';
import { typeTone } from '../shared/suspension-history';
import { SuspensionDetailsDialog } from './suspension-details-dialog';

type Status = SuspensionOutput['status'] | '';
type SuspensionType = SuspensionOutput['suspension_type'] | '';

export function SuspensionsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'suspensions' });
  const [status, setStatus] = useState<Status>('');
  const [type, setType] = useState<SuspensionType>('');
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const filters = {
    status: status || undefined,
    suspension_type: type || undefined,
    search: term || undefined,
  };
  const paging = useAdminPaging(JSON.stringify(filters));
  const stats = trpc.suspensions.stats.useQuery();
  const list = trpc.suspensions.list.useQuery(
    { ...filters, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const [details, setDetails] = useState<SuspensionOutput | null>(null);
  const s = stats.data?.stats;
  const n = (v: number | undefined) => (v === undefined ? '—' : formatCount(v));

  const columns: Column<SuspensionOutput>[] = [
    {
      header: t('columns.user'),
      className: 'min-w-44',
      cell: (x) => (
        <>
          <p className="font-medium text-slate-900">{x.user_name}</p>
          <p className="[overflow-wrap:anywhere] text-xs text-slate-500">{x.user_email}</p>
        </>
      ),
    },
    {
      header: t('columns.type'),
      cell: (x) => <Badge tone={typeTone(x.suspension_type)}>{statusLabel(x.suspension_type)}</Badge>,
    },
    {
      header: t('columns.status'),
      cell: (x) => (
        <Badge tone={x.status === 'active' ? 'red' : statusTone(x.status)}>{statusLabel(x.status)}</Badge>
      ),
    },
    {
      header: t('columns.reason'),
      className: 'min-w-48 max-w-72',
      cell: (x) => <p className="line-clamp-2">{x.reason}</p>,
    },
    {
      header: t('columns.expires'),
      className: 'whitespace-nowrap',
      cell: (x) => (x.expires_at ? formatAdminDateTime(x.expires_at) : t('never')),
    },
    {
      header: t('columns.created'),
      className: 'whitespace-nowrap',
      cell: (x) => formatAdminDate(x.created_at),
    },
    {
      header: t('columns.actions'),
      className: 'whitespace-nowrap',
      cell: (x) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDetails(x)}
          aria-label={t('detailsOf', { name: x.user_name })}
        >
          {t('details')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader title={t('title')} description={t('description')} />
      <div className="mb-5 grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard label={t('stats.total')} value={n(s?.total_suspensions)} />
        <StatCard label={t('stats.active')} value={n(s?.active_suspensions)} hint={t('stats.activeHint')} />
        <StatCard label={t('stats.temporary')} value={n(s?.temporary_suspensions)} />
        <StatCard label={t('stats.permanent')} value={n(s?.permanent_suspensions)} />
      </div>
      <FiltersFieldset grid="sm:grid-cols-3">
        <SelectField
          label={t('status')}
          value={status}
          placeholder={t('allStatus')}
          options={SUSPENSION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          onChange={(e) => setStatus(e.target.value as Status)}
        />
        <SelectField
          label={t('type')}
          value={type}
          placeholder={t('allTypes')}
          options={SUSPENSION_TYPES.map((value) => ({ value, label: statusLabel(value) }))}
          onChange={(e) => setType(e.target.value as SuspensionType)}
        />
        <SearchFilter placeholder={t('searchPlaceholder')} value={search} onChange={setSearch} />
      </FiltersFieldset>
      <AdminList
        caption={t('caption')}
        pagerLabel={t('pages')}
        query={list}
        rows={list.data?.suspensions}
        paging={paging}
        rowKey={(x) => x.id}
        columns={columns}
        empty={t('empty')}
        failure={(error) => t('failure', { message: loadErrorMessage(error) })}
      />
      <SuspensionDetailsDialog suspension={details} onClose={() => setDetails(null)} />
    </div>
  );
}
