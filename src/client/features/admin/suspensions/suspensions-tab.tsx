import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
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
const STATUS_OPTIONS = SUSPENSION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));
const TYPE_OPTIONS = SUSPENSION_TYPES.map((t) => ({ value: t, label: statusLabel(t) }));

export function SuspensionsTab() {
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
      header: 'User',
      className: 'min-w-44',
      cell: (x) => (
        <>
          <p className="font-medium text-slate-900">{x.user_name}</p>
          <p className="[overflow-wrap:anywhere] text-xs text-slate-500">{x.user_email}</p>
        </>
      ),
    },
    {
      header: 'Type',
      cell: (x) => <Badge tone={typeTone(x.suspension_type)}>{statusLabel(x.suspension_type)}</Badge>,
    },
    {
      header: 'Status',
      cell: (x) => (
        <Badge tone={x.status === 'active' ? 'red' : statusTone(x.status)}>{statusLabel(x.status)}</Badge>
      ),
    },
    {
      header: 'Reason',
      className: 'min-w-48 max-w-72',
      cell: (x) => <p className="line-clamp-2">{x.reason}</p>,
    },
    {
      header: 'Expires',
      className: 'whitespace-nowrap',
      cell: (x) => (x.expires_at ? formatAdminDateTime(x.expires_at) : 'Never'),
    },
    { header: 'Created', className: 'whitespace-nowrap', cell: (x) => formatAdminDate(x.created_at) },
    {
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (x) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setDetails(x)}
          aria-label={`Details of the suspension of ${x.user_name}`}
        >
          Details
        </Button>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader
        title="User Suspensions"
        description="Warnings and suspensions: who, why, until when. Cancel one that is still in force."
      />
      <div className="mb-5 grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard label="Total Suspensions" value={n(s?.total_suspensions)} />
        <StatCard label="Active" value={n(s?.active_suspensions)} hint="In force now" />
        <StatCard label="Temporary" value={n(s?.temporary_suspensions)} />
        <StatCard label="Permanent" value={n(s?.permanent_suspensions)} />
      </div>
      <FiltersFieldset grid="sm:grid-cols-3">
        <SelectField
          label="Status"
          value={status}
          placeholder="All Status"
          options={STATUS_OPTIONS}
          onChange={(e) => setStatus(e.target.value as Status)}
        />
        <SelectField
          label="Type"
          value={type}
          placeholder="All Types"
          options={TYPE_OPTIONS}
          onChange={(e) => setType(e.target.value as SuspensionType)}
        />
        <SearchFilter placeholder="User name or email" value={search} onChange={setSearch} />
      </FiltersFieldset>
      <AdminList
        caption="Suspensions"
        pagerLabel="Suspensions pages"
        query={list}
        rows={list.data?.suspensions}
        paging={paging}
        rowKey={(x) => x.id}
        columns={columns}
        empty="No suspensions found."
        failure={(error) => `Error loading suspensions: ${loadErrorMessage(error)}`}
      />
      <SuspensionDetailsDialog suspension={details} onClose={() => setDetails(null)} />
    </div>
  );
}
