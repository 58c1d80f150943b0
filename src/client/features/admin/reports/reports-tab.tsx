import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AdminReport } from '@shared/schemas/report-admin';
import { formatCount } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import { Badge, Button, SelectField, StatCard, statusLabel, statusTone } from '@client/components/ui';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { failureMessage, loadErrorMessage } from '@client/lib/failure';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { DateRangeFields, FiltersFieldset, SearchFilter } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';
import { useDebounced } from '@client/lib/use-debounced';
import { REPORT_STATUS_OPTIONS, REPORT_TYPE_OPTIONS, reportTarget } from './report-labels';
import { ReportReviewDialog } from './report-review-dialog';

type Status = AdminReport['status'] | '';
type ReportType = AdminReport['report_type'] | '';

/** Reports & Flags; `report` (from the URL: a notification or /admin/reports/{id}) opens that report. */
export function ReportsTab({ report: openId }: { report?: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [status, setStatus] = useState<Status>('');
  const [type, setType] = useState<ReportType>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const filters = {
    status: status || undefined,
    reportType: type || undefined,
    startDate: from || undefined,
    endDate: to || undefined,
    search: term || undefined,
  };
  const paging = useAdminPaging(JSON.stringify(filters));
  const stats = trpc.reports.stats.useQuery();
  const suspensionStats = trpc.suspensions.stats.useQuery();
  const list = trpc.reports.list.useQuery(
    { ...filters, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  // The row on screen shows at once while the report is read afresh (or read at all, when the link came from elsewhere).
  const fromList = openId ? list.data?.reports.find((r) => r.id === openId) : undefined;
  const opened = trpc.reports.get.useQuery(
    { id: openId ?? '' },
    { enabled: openId !== undefined, placeholderData: fromList && { report: fromList } },
  );

  const open = (id: string | undefined) =>
    void navigate({
      to: '/admin-dashboard',
      search: { tab: 'reports', report: id },
      replace: id === undefined,
    });

  useEffect(() => {
    if (openId && opened.isError) {
      toast({
        variant: 'error',
        title: 'Error',
        description: failureMessage(opened.error, 'Failed to load the report.'),
      });
      void navigate({ to: '/admin-dashboard', search: { tab: 'reports' }, replace: true });
    }
  }, [openId, opened.isError, opened.error, toast, navigate]);

  const s = stats.data?.stats;
  const n = (v: number | undefined) => (v === undefined ? '—' : formatCount(v));

  const columns: Column<AdminReport>[] = [
    {
      header: 'Reporter',
      className: 'min-w-44',
      cell: (r) => (
        <>
          <p className="font-medium text-slate-900">{r.reporter_name}</p>
          <p className="[overflow-wrap:anywhere] text-xs text-slate-500">{r.reporter_email}</p>
        </>
      ),
    },
    { header: 'Type', cell: (r) => <Badge tone="indigo">{statusLabel(r.report_type)}</Badge> },
    {
      header: 'Target',
      cell: (r) => {
        const target = reportTarget(r);
        return (
          <>
            <p className="text-xs text-slate-500">{target.kind}</p>
            <p>{target.name}</p>
          </>
        );
      },
    },
    { header: 'Status', cell: (r) => <Badge tone={statusTone(r.status)}>{statusLabel(r.status)}</Badge> },
    { header: 'Date', className: 'whitespace-nowrap', cell: (r) => formatAdminDate(r.created_at) },
    {
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => open(r.id)}
          aria-label={`Review report by ${r.reporter_name} on ${reportTarget(r).name}`}
        >
          Review
        </Button>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader
        title="Reports & Flagged Content"
        description="What creators and brands reported: review, resolve, dismiss, or suspend."
      />
      <div className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        <StatCard label="Total Reports" value={n(s?.total_reports)} />
        <StatCard label="Pending" value={n(s?.pending_reports)} />
        <StatCard label="Resolved" value={n(s?.resolved_reports)} />
        <StatCard label="Dismissed" value={n(s?.dismissed_reports)} />
        <StatCard label="Active Suspensions" value={n(suspensionStats.data?.stats.active_suspensions)} />
      </div>
      <FiltersFieldset grid="sm:grid-cols-2 xl:grid-cols-5">
        <SelectField
          label="Status"
          value={status}
          placeholder="All Status"
          options={REPORT_STATUS_OPTIONS}
          onChange={(e) => setStatus(e.target.value as Status)}
        />
        <SelectField
          label="Type"
          value={type}
          placeholder="All Types"
          options={REPORT_TYPE_OPTIONS}
          onChange={(e) => setType(e.target.value as ReportType)}
        />
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
        <SearchFilter placeholder="Reason, name, email" value={search} onChange={setSearch} />
      </FiltersFieldset>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">User Reports</h2>
      <AdminList
        caption="User reports"
        pagerLabel="Reports pages"
        query={list}
        rows={list.data?.reports}
        paging={paging}
        rowKey={(r) => r.id}
        columns={columns}
        empty="No reports found."
        failure={(error) => `Error loading reports: ${loadErrorMessage(error)}`}
      />
      <ReportReviewDialog
        report={openId ? (opened.data?.report ?? null) : null}
        onClose={() => open(undefined)}
      />
    </div>
  );
}
