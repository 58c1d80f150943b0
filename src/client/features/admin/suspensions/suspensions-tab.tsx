import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { SUSPENSION_STATUSES, SUSPENSION_TYPES } from '@shared/enums';
import type { SuspensionOutput } from '@shared/schemas/suspension';
import { formatAdminDate, formatCount, formatDateTime } from '@shared/format';
import {
  Badge,
  Button,
  EmptyState,
  SelectField,
  SkeletonList,
  StatCard,
  statusLabel,
  statusTone,
} from '@client/components/ui';
import { TextField } from '@client/components/text-field';
import { trpc } from '@client/lib/trpc';
import { loadErrorMessage } from '../shared/failure';
import { InlineError } from '../shared/inline-error';
import { Pager } from '../shared/pager';
import { usePaging } from '../shared/paging';
import { SectionHeader } from '../shared/section-header';
import { DataTable, Td, Th } from '../shared/table';
import { useDebounced } from '@client/lib/use-debounced';
import { SuspensionDetailsDialog, typeTone } from './suspension-details-dialog';

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
  const paging = usePaging(JSON.stringify(filters));
  const stats = trpc.suspensions.stats.useQuery();
  const list = trpc.suspensions.list.useQuery(
    { ...filters, ...paging.request },
    { placeholderData: keepPreviousData },
  );
  const { rows, hasNext } = paging.slice(list.data?.suspensions);
  const [details, setDetails] = useState<SuspensionOutput | null>(null);
  const s = stats.data?.stats;
  const n = (v: number | undefined) => (v === undefined ? '—' : formatCount(v));

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
      <fieldset className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-700">Filters</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
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
          <TextField
            label="Search"
            type="search"
            placeholder="User name or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </fieldset>
      {list.isPending ? (
        <SkeletonList count={3} className="h-12" />
      ) : list.isError ? (
        <InlineError
          action={
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        >
          Error loading suspensions: {loadErrorMessage(list.error)}
        </InlineError>
      ) : rows.length === 0 ? (
        <EmptyState title="No suspensions found." />
      ) : (
        <>
          <DataTable caption="Suspensions" busy={list.isPlaceholderData}>
            <thead>
              <tr>
                <Th>User</Th>
                <Th>Type</Th>
                <Th>Status</Th>
                <Th>Reason</Th>
                <Th>Expires</Th>
                <Th>Created</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((x) => (
                <tr key={x.id}>
                  <Td className="min-w-44">
                    <p className="font-medium text-slate-900">{x.user_name}</p>
                    <p className="[overflow-wrap:anywhere] text-xs text-slate-500">{x.user_email}</p>
                  </Td>
                  <Td>
                    <Badge tone={typeTone(x.suspension_type)}>{statusLabel(x.suspension_type)}</Badge>
                  </Td>
                  <Td>
                    <Badge tone={x.status === 'active' ? 'red' : statusTone(x.status)}>
                      {statusLabel(x.status)}
                    </Badge>
                  </Td>
                  <Td className="min-w-48 max-w-72">
                    <p className="line-clamp-2">{x.reason}</p>
                  </Td>
                  <Td className="whitespace-nowrap">
                    {x.expires_at ? formatDateTime(x.expires_at) : 'Never'}
                  </Td>
                  <Td className="whitespace-nowrap">{formatAdminDate(x.created_at)}</Td>
                  <Td className="whitespace-nowrap">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setDetails(x)}
                      aria-label={`Details of the suspension of ${x.user_name}`}
                    >
                      Details
                    </Button>
                  </Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            label="Suspensions"
            offset={paging.offset}
            shown={rows.length}
            hasNext={hasNext}
            onPrevious={paging.previous}
            onNext={paging.next}
          />
        </>
      )}
      <SuspensionDetailsDialog suspension={details} onClose={() => setDetails(null)} />
    </div>
  );
}
