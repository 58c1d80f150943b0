import { keepPreviousData } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus } from '@shared/enums';
import { formatCount, formatRupees } from '@shared/format';
import { formatAdminDate } from '@shared/dates';
import type { TransactionFilters, TransactionRow } from '@shared/schemas/transactions';
import { Button, SelectField, StatCard, statusLabel } from '@client/components/ui';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { loadErrorMessage, failureMessage } from '@client/lib/failure';
import { AdminList, useAdminPaging, type Column } from '../shared/admin-list';
import { DateRangeFields } from '../shared/filters';
import { SectionHeader } from '../shared/section-header';
import { useDebounced } from '@client/lib/use-debounced';
import { downloadCommissionCsv } from './export-csv';
import { moneyMove } from './status-change';
import { StatusChangeDialog, type StatusChange } from './status-change-dialog';
import { StatusSelect } from './status-select';

type StatusFilter = PaymentStatus | 'all';

/** A payment reference that may wrap after its hyphens: browsers keep '-2026…' together, as if a minus sign. */
function BreakAfterHyphens({ text }: { text: string }) {
  const parts = text.split('-');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          -<wbr />
        </>
      )}
    </Fragment>
  ));
}

export function CommissionTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'commission' });
  const toast = useToast();
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exporting, setExporting] = useState(false);
  const [changing, setChanging] = useState<StatusChange | null>(null);
  const term = useDebounced(search.trim());
  const filters: TransactionFilters = {
    status,
    search: term || undefined,
    startDate: from || undefined,
    endDate: to || undefined,
  };
  const paging = useAdminPaging(JSON.stringify(filters));
  const summary = trpc.transactions.adminSummary.useQuery();
  const list = trpc.transactions.list.useQuery(
    { ...filters, ...paging.input },
    { placeholderData: keepPreviousData },
  );
  const update = trpc.transactions.update.useMutation();
  const s = summary.data?.summary;

  /** A change that moves the payout's money asks first (StatusChangeDialog); any other is made at once. */
  const changeStatus = async (row: TransactionRow, next: PaymentStatus) => {
    if (moneyMove(row, next)) {
      setChanging({ transaction: row, next });
      return;
    }
    try {
      await update.mutateAsync({ id: row.id, payment_status: next });
      toast({
        variant: 'success',
        title: t('statusUpdated'),
        description: t('nowStatus', {
          reference: row.payment_reference,
          status: statusLabel(next).toLowerCase(),
        }),
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: t('error'),
        description: failureMessage(error, t('updateFailed')),
      });
    } finally {
      void utils.transactions.invalidate();
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      // The first page of this filter tells whether there is anything to export.
      const first = await utils.transactions.list.fetch({ ...filters, limit: 1, offset: 0 });
      if (first.transactions.length === 0) {
        toast({ variant: 'error', title: t('noData'), description: t('noTransactions') });
        return;
      }
      await downloadCommissionCsv(filters);
    } catch (error) {
      toast({
        variant: 'error',
        title: t('exportFailed'),
        description: error instanceof Error ? error.message : t('exportFailedText'),
      });
    } finally {
      setExporting(false);
    }
  };

  const money = (header: string, amount: (row: TransactionRow) => number): Column<TransactionRow> => ({
    header,
    className: 'whitespace-nowrap text-right',
    headerClassName: 'text-right',
    cell: (row) => formatRupees(amount(row)),
  });
  const columns: Column<TransactionRow>[] = [
    {
      header: t('columns.campaign'),
      className: 'min-w-32 font-medium text-slate-900',
      cell: (row) => row.campaign_title,
    },
    { header: t('columns.brand'), cell: (row) => row.brand_name },
    { header: t('columns.creator'), cell: (row) => row.creator_name },
    money(t('columns.dealAmount'), (row) => row.deal_amount),
    money(t('columns.commission'), (row) => row.commission_amount),
    money(t('columns.creatorEarnings'), (row) => row.creator_earnings),
    {
      header: t('columns.netPayout'),
      className: 'whitespace-nowrap text-right',
      headerClassName: 'text-right',
      cell: (row) =>
        row.payout_net === null ? (
          '—'
        ) : (
          <>
            {formatRupees(row.payout_net)}
            {row.payout_status && (
              <span className="block text-xs text-slate-600">{statusLabel(row.payout_status)}</span>
            )}
          </>
        ),
    },
    {
      header: t('columns.status'),
      cell: (row) => (
        <StatusSelect
          transaction={row}
          busy={update.isPending && update.variables?.id === row.id}
          onChange={(next) => void changeStatus(row, next)}
        />
      ),
    },
    {
      header: t('columns.date'),
      className: 'whitespace-nowrap',
      cell: (row) => formatAdminDate(row.transaction_date),
    },
    {
      header: t('columns.reference'),
      className: 'font-mono text-xs',
      cell: (row) => <BreakAfterHyphens text={row.payment_reference} />,
    },
  ];

  return (
    <div>
      <SectionHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
            {t('exportCsv')}
          </Button>
        }
      />
      <div className="mb-5 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={t('stats.revenue')}
          value={s ? formatRupees(s.totalRevenue) : '—'}
          hint={t('stats.revenueHint')}
        />
        <StatCard
          label={t('stats.commission')}
          value={s ? formatRupees(s.totalCommission) : '—'}
          hint={t('stats.commissionHint')}
        />
        <StatCard
          label={t('stats.payouts')}
          value={s ? formatRupees(s.totalPayouts) : '—'}
          hint={
            <>
              {t('stats.payoutsHint')}
              {s && (
                <span className="block font-medium text-slate-700">
                  {t('stats.netToCreators', { amount: formatRupees(s.netPayouts) })}
                </span>
              )}
            </>
          }
        />
        <StatCard
          label={t('stats.completed')}
          value={s ? `${formatCount(s.completedTransactions)}/${formatCount(s.totalTransactions)}` : '—'}
          hint={t('stats.completedHint')}
        />
      </div>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('history')}</h2>
      <div className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4 xl:items-end">
        <TextField
          label={t('referenceFilter')}
          type="search"
          placeholder={t('referencePlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label={t('status')}
          value={status}
          options={[
            { value: 'all', label: t('allStatus') },
            ...PAYMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
      </div>
      <AdminList
        caption={t('caption')}
        pagerLabel={t('pages')}
        query={list}
        rows={list.data?.transactions}
        paging={paging}
        rowKey={(row) => row.id}
        columns={columns}
        empty={t('empty')}
        failure={(error) => t('failure', { message: loadErrorMessage(error) })}
      />
      <StatusChangeDialog change={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
