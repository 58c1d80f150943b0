import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, REPORT_TYPES } from '@shared/enums';
import type { AdminReport } from '@shared/schemas/report-admin';
import { formatCount } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import { Badge, Button, SelectField, StatCard, statusTone } from '@client/components/ui';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { failureMessage, loadErrorMessage } from '@client/lib/failure';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { DateRangeFields, FiltersFieldset, SearchFilter } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';
import { useDebounced } from '@client/lib/use-debounced';
import { reportTarget } from './report-labels';
import { ReportReviewDialog } from './report-review-dialog';

type Status = AdminReport['status'] | '';
type ReportType = AdminReport['report_type'] | '';

/** Reports & Flags; `report` (from the URL: a notification or /admin/reports/{id}) opens that report. */
export function ReportsTab({ report: openId }: { report?: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'reports' });
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
        title: t('error'),
        description: failureMessage(opened.error, t('loadFailed')),
      });
      void navigate({ to: '/admin-dashboard', search: { tab: 'reports' }, replace: true });
    }
  }, [openId, opened.isError, opened.error, toast, navigate, t]);

  const s = stats.data?.stats;
  const n = (v: number | undefined) => (v === undefined ? '—' : formatCount(v));

  const columns: Column<AdminReport>[] = [
    {
      header: t('columns.reporter'),
      className: 'min-w-44',
      cell: (r) => (
        <>
          <p className="font-medium text-slate-900">{r.reporter_name}</p>
          <p className="[overflow-wrap:anywhere] text-xs text-slate-500">{r.reporter_email}</p>
        </>
      ),
    },
    { header: t('columns.type'), cell: (r) => <Badge tone="indigo">{t(`types.${r.report_type}`)}</Badge> },
    {
      header: t('columns.target'),
      cell: (r) => {
        const target = reportTarget(r, t);
        return (
          <>
            <p className="text-xs text-slate-500">{t(`target.${target.kind}`)}</p>
            <p>{target.name}</p>
          </>
        );
      },
    },
    {
      header: t('columns.status'),
      cell: (r) => <Badge tone={statusTone(r.status)}>{t(`statuses.${r.status}`)}</Badge>,
    },
    { header: t('columns.date'), className: 'whitespace-nowrap', cell: (r) => formatAdminDate(r.created_at) },
    {
      header: t('columns.actions'),
      className: 'whitespace-nowrap',
      cell: (r) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => open(r.id)}
          aria-label={t('reviewLabel', { reporter: r.reporter_name, target: reportTarget(r, t).name })}
        >
          {t('review')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <SectionHeader title={t('title')} description={t('description')} />
      <div className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        <StatCard label={t('stats.total')} value={n(s?.total_reports)} />
        <StatCard label={t('stats.pending')} value={n(s?.pending_reports)} />
        <StatCard label={t('stats.resolved')} value={n(s?.resolved_reports)} />
        <StatCard label={t('stats.dismissed')} value={n(s?.dismissed_reports)} />
        <StatCard
          label={t('stats.activeSuspensions')}
          value={n(suspensionStats.data?.stats.active_suspensions)}
        />
      </div>
      <FiltersFieldset grid="sm:grid-cols-2 xl:grid-cols-5">
        <SelectField
          label={t('filters.status')}
          value={status}
          placeholder={t('filters.allStatus')}
          options={REPORT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          onChange={(e) => setStatus(e.target.value as Status)}
        />
        <SelectField
          label={t('filters.type')}
          value={type}
          placeholder={t('filters.allTypes')}
          options={REPORT_TYPES.map((rt) => ({ value: rt, label: t(`types.${rt}`) }))}
          onChange={(e) => setType(e.target.value as ReportType)}
        />
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
        <SearchFilter placeholder={t('filters.search')} value={search} onChange={setSearch} />
      </FiltersFieldset>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('listTitle')}</h2>
      <AdminList
        caption={t('caption')}
        pagerLabel={t('pagerLabel')}
        query={list}
        rows={list.data?.reports}
        paging={paging}
        rowKey={(r) => r.id}
        columns={columns}
        empty={t('empty')}
        failure={(error) => t('failure', { message: loadErrorMessage(error) })}
      />
      <ReportReviewDialog
        report={openId ? (opened.data?.report ?? null) : null}
        onClose={() => open(undefined)}
      />
    </div>
  );
}
