import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { PAYMENT_STATUSES, type PaymentStatus } from '@shared/enums';
import { formatAdminDate, formatCount, formatRupees } from '@shared/format';
import type { TransactionFilters, TransactionRow } from '@shared/schemas/transactions';
import { Button, EmptyState, SelectField, SkeletonList, StatCard, statusLabel } from '@client/components/ui';
import { TextField } from '@client/components/text-field';
import { useToast } from '@client/components/toast';
import { trpc } from '@client/lib/trpc';
import { loadErrorMessage } from '../shared/failure';
import { InlineError } from '../shared/inline-error';
import { Pager } from '../shared/pager';
import { usePaging } from '../shared/paging';
import { SectionHeader } from '../shared/section-header';
import { DataTable, Td, Th } from '../shared/table';
import { useDebounced } from '@client/lib/use-debounced';
import { downloadCommissionCsv } from './export-csv';

type StatusFilter = PaymentStatus | 'all';
const STATUS_FILTERS = [
  { value: 'all', label: 'All Status' },
  ...PAYMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
];
const STATUS_OPTIONS = PAYMENT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }));

const selectTone: Record<PaymentStatus, string> = {
  completed: 'border-green-300 bg-green-50 text-green-900',
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  failed: 'border-red-300 bg-red-50 text-red-900',
  cancelled: 'border-red-300 bg-red-50 text-red-900',
};

export function CommissionTab() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exporting, setExporting] = useState(false);
  const term = useDebounced(search.trim());
  const filters: TransactionFilters = {
    status,
    search: term || undefined,
    startDate: from || undefined,
    endDate: to || undefined,
  };
  const paging = usePaging(JSON.stringify(filters));
  const summary = trpc.transactions.adminSummary.useQuery();
  const list = trpc.transactions.list.useQuery(
    { ...filters, ...paging.request },
    { placeholderData: keepPreviousData },
  );
  const { rows, hasNext } = paging.slice(list.data?.transactions);
  const update = trpc.transactions.update.useMutation();
  const s = summary.data?.summary;

  const changeStatus = async (t: TransactionRow, next: PaymentStatus) => {
    try {
      await update.mutateAsync({ id: t.id, payment_status: next });
      toast({
        variant: 'success',
        title: 'Status updated',
        description: `${t.payment_reference} is now ${statusLabel(next).toLowerCase()}.`,
      });
      void utils.transactions.invalidate();
    } catch {
      toast({ variant: 'error', title: 'Error', description: 'Failed to update payment status.' });
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
        <StatCard label="Creator Payouts" value={s ? formatRupees(s.totalPayouts) : '—'} />
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
        <TextField
          label="From date"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="To date"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
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
          Error loading transactions: {loadErrorMessage(list.error)}
        </InlineError>
      ) : rows.length === 0 ? (
        <EmptyState title="No transactions found." />
      ) : (
        <>
          <DataTable caption="Transaction history" busy={list.isPlaceholderData}>
            <thead>
              <tr>
                <Th>Campaign</Th>
                <Th>Brand</Th>
                <Th>Creator</Th>
                <Th className="text-right">Deal Amount</Th>
                <Th className="text-right">Commission (15%)</Th>
                <Th className="text-right">Creator Earnings</Th>
                <Th>Status</Th>
                <Th>Date</Th>
                <Th>Payment Reference</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((t) => (
                <tr key={t.id}>
                  <Td className="min-w-40 font-medium text-slate-900">{t.campaign_title}</Td>
                  <Td>{t.brand_name}</Td>
                  <Td>{t.creator_name}</Td>
                  <Td className="whitespace-nowrap text-right">{formatRupees(t.deal_amount)}</Td>
                  <Td className="whitespace-nowrap text-right">{formatRupees(t.commission_amount)}</Td>
                  <Td className="whitespace-nowrap text-right">{formatRupees(t.creator_earnings)}</Td>
                  <Td>
                    <select
                      aria-label={`Payment status of ${t.payment_reference}`}
                      value={t.payment_status}
                      disabled={update.isPending && update.variables?.id === t.id}
                      onChange={(e) => void changeStatus(t, e.target.value as PaymentStatus)}
                      className={`rounded-md border px-2 py-1 text-sm ${selectTone[t.payment_status]}`}
                    >
                      {STATUS_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </Td>
                  <Td className="whitespace-nowrap">{formatAdminDate(t.transaction_date)}</Td>
                  <Td className="whitespace-nowrap font-mono text-xs">{t.payment_reference}</Td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <Pager
            label="Transactions"
            offset={paging.offset}
            shown={rows.length}
            hasNext={hasNext}
            onPrevious={paging.previous}
            onNext={paging.next}
          />
        </>
      )}
    </div>
  );
}
