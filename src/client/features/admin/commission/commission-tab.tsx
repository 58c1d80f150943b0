import { keepPreviousData } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
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
const STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];

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
  const changeStatus = async (t: TransactionRow, next: PaymentStatus) => {
    if (moneyMove(t, next)) {
      setChanging({ transaction: t, next });
      return;
    }
    try {
      await update.mutateAsync({ id: t.id, payment_status: next });
      toast({
        variant: 'success',
        title: 'Status updated',
        description: `${t.payment_reference} is now ${statusLabel(next).toLowerCase()}.`,
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Error',
        description: failureMessage(error, 'Failed to update payment status.'),
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
        toast({ variant: 'error', title: 'No data', description: 'No transactions to export.' });
        return;
      }
      await downloadCommissionCsv(filters);
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Export failed',
        description: error instanceof Error ? error.message : 'Failed to export transactions.',
      });
    } finally {
      setExporting(false);
    }
  };

  const money = (header: string, amount: (t: TransactionRow) => number): Column<TransactionRow> => ({
    header,
    className: 'whitespace-nowrap text-right',
    headerClassName: 'text-right',
    cell: (t) => formatRupees(amount(t)),
  });
  const columns: Column<TransactionRow>[] = [
    { header: 'Campaign', className: 'min-w-32 font-medium text-slate-900', cell: (t) => t.campaign_title },
    { header: 'Brand', cell: (t) => t.brand_name },
    { header: 'Creator', cell: (t) => t.creator_name },
    money('Deal Amount', (t) => t.deal_amount),
    money('Commission (15%)', (t) => t.commission_amount),
    money('Creator Earnings (before GST and TDS)', (t) => t.creator_earnings),
    {
      header: 'Net Payout',
      className: 'whitespace-nowrap text-right',
      headerClassName: 'text-right',
      cell: (t) =>
        t.payout_net === null ? (
          '—'
        ) : (
          <>
            {formatRupees(t.payout_net)}
            {t.payout_status && (
              <span className="block text-xs text-slate-600">{statusLabel(t.payout_status)}</span>
            )}
          </>
        ),
    },
    {
      header: 'Status',
      cell: (t) => (
        <StatusSelect
          transaction={t}
          busy={update.isPending && update.variables?.id === t.id}
          onChange={(next) => void changeStatus(t, next)}
        />
      ),
    },
    { header: 'Date', className: 'whitespace-nowrap', cell: (t) => formatAdminDate(t.transaction_date) },
    {
      header: 'Payment Reference',
      className: 'font-mono text-xs',
      cell: (t) => <BreakAfterHyphens text={t.payment_reference} />,
    },
  ];

  return (
    <div>
      <SectionHeader
        title="Commission Management"
        description="Every paid deal and the platform's 15% commission."
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
            Export CSV
          </Button>
        }
      />
      <div className="mb-5 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Revenue"
          value={s ? formatRupees(s.totalRevenue) : '—'}
          hint="Deal amounts, not failed or cancelled"
        />
        <StatCard
          label="Platform Commission"
          value={s ? formatRupees(s.totalCommission) : '—'}
          hint="15% of each deal"
        />
        <StatCard
          label="Creator Payouts"
          value={s ? formatRupees(s.totalPayouts) : '—'}
          hint={
            <>
              Before GST and TDS
              {s && (
                <span className="block font-medium text-slate-700">
                  Net to creators: {formatRupees(s.netPayouts)}
                </span>
              )}
            </>
          }
        />
        <StatCard
          label="Completed Deals"
          value={s ? `${formatCount(s.completedTransactions)}/${formatCount(s.totalTransactions)}` : '—'}
          hint="Completed of all transactions"
        />
      </div>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Transaction History</h2>
      <div className="mb-3 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4 xl:items-end">
        <TextField
          label="Payment reference"
          type="search"
          placeholder="Search by payment reference..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label="Status"
          value={status}
          options={STATUS_FILTERS}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
        />
        <DateRangeFields from={from} to={to} onFrom={setFrom} onTo={setTo} />
      </div>
      <AdminList
        caption="Transaction history"
        pagerLabel="Transactions pages"
        query={list}
        rows={list.data?.transactions}
        paging={paging}
        rowKey={(t) => t.id}
        columns={columns}
        empty="No transactions found."
        failure={(error) => `Error loading transactions: ${loadErrorMessage(error)}`}
      />
      <StatusChangeDialog change={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
