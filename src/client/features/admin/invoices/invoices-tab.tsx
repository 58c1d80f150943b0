import { useState } from 'react';
import { financialYearOf } from '@shared/financial-year';
import { formatCount, formatRupees } from '@shared/format';
import { stateLabel } from '@shared/gst';
import { taxesText } from '@shared/schemas/invoices';
import { DataTable, Td, Th } from '@client/components/table';
import { useToast } from '@client/components/toast';
import { Button, LoadFailed, Pager, SelectField, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { InvoiceNumberCells } from '@client/features/invoices/invoice-cells';
import { usePaging } from '@client/lib/use-paging';
import { SectionHeader } from '../shared/section-header';
import { downloadAdminCsv } from './download-csv';

const PAGE_SIZE = 20;

/** This financial year and the four before it. */
export function recentFinancialYears(now = new Date()) {
  const start = Number(financialYearOf(now).slice(0, 4));
  return Array.from({ length: 5 }, (_, i) => {
    const y = start - i;
    return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
  });
}

/**
 * The platform's tax invoices and credit notes of a financial year (docs/product.md#admin-invoices),
 * the year's CSV (audited) and a notice naming any invoicing setting that is missing.
 */
export function InvoicesTab() {
  const toast = useToast();
  const [fy, setFy] = useState(() => financialYearOf());
  const paging = usePaging(fy, PAGE_SIZE);
  const [exporting, setExporting] = useState(false);
  const list = trpc.invoices.adminList.useQuery(
    { fy, limit: PAGE_SIZE, offset: paging.offset },
    { placeholderData: (previous) => previous },
  );

  const exportYear = async () => {
    setExporting(true);
    try {
      await downloadAdminCsv(`/api/admin/invoices/export?fy=${encodeURIComponent(fy)}`, `invoices-${fy}.csv`);
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Export failed',
        description: error instanceof Error ? error.message : 'Failed to export the invoices.',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <SectionHeader
        title="Invoices"
        description="Tax invoices for the platform's commission and the credit notes that undo them, by financial year."
        actions={
          <Button variant="secondary" loading={exporting} onClick={() => void exportYear()}>
            Download CSV
          </Button>
        }
      />
      <SelectField
        label="Financial year"
        className="mb-4 w-full sm:w-48"
        value={fy}
        onChange={(e) => setFy(e.target.value)}
        options={recentFinancialYears().map((y) => ({ value: y, label: `FY ${y}` }))}
      />
      {list.isPending ? (
        <SkeletonList count={2} className="h-24" />
      ) : list.isError ? (
        <LoadFailed title="Failed to load the invoices. Please try again." onRetry={list.refetch} />
      ) : (
        <>
          {list.data.missing_settings.length > 0 && (
            <div
              role="status"
              className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            >
              <p className="font-semibold">No invoices are being issued</p>
              <p className="mt-1">
                Set these settings and restart the server: {list.data.missing_settings.join(', ')}. Payouts go
                on without invoices until then.
              </p>
            </div>
          )}
          {list.data.demo_settings.length > 0 && (
            <div
              role="status"
              className="mb-4 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800"
            >
              Demo values fill {list.data.demo_settings.join(', ')}: set them before issuing real invoices.
            </div>
          )}
          <p className="mb-2 text-sm text-slate-600">
            {formatCount(list.data.total)} {list.data.total === 1 ? 'document' : 'documents'} in FY{' '}
            {list.data.fy}
          </p>
          {list.data.invoices.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              No invoices in this financial year.
            </p>
          ) : (
            <DataTable caption={`Invoices of FY ${list.data.fy}`} busy={list.isPlaceholderData}>
              <thead className="bg-slate-50">
                <tr>
                  <Th>Number</Th>
                  <Th>Date</Th>
                  <Th>Kind</Th>
                  <Th>Recipient</Th>
                  <Th>State</Th>
                  <Th className="text-right">Taxable value</Th>
                  <Th>GST</Th>
                  <Th className="text-right">Total</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.data.invoices.map((i) => (
                  <tr key={i.id}>
                    <InvoiceNumberCells invoice={i} />
                    <Td>
                      {i.recipient_name}
                      <span className="block text-xs text-slate-600">
                        {i.recipient_gstin ?? 'Unregistered'}
                      </span>
                    </Td>
                    <Td className="whitespace-nowrap">{stateLabel(i.recipient_state)}</Td>
                    <Td className="text-right tabular-nums">{formatRupees(i.taxable_value)}</Td>
                    <Td className="whitespace-nowrap">{taxesText(i)}</Td>
                    <Td className="text-right font-semibold tabular-nums">{formatRupees(i.total)}</Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <Pager
            label="Invoices pages"
            paging={paging}
            shown={list.data.invoices.length}
            total={list.data.total}
          />
        </>
      )}
    </div>
  );
}
