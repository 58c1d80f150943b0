import { useState } from 'react';
import { useValueNames } from '@client/i18n/values';
import { useTranslation } from 'react-i18next';
import { financialYearOf } from '@shared/financial-year';
import { formatCount, formatRupees } from '@shared/format';
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
  const { t } = useTranslation('admin', { keyPrefix: 'invoices' });
  const names = useValueNames();
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
        title: t('exportFailed'),
        description: error instanceof Error ? error.message : t('invoices.exportFailedText'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <SectionHeader
        title={t('invoices.title')}
        description={t('invoices.description')}
        actions={
          <Button variant="secondary" loading={exporting} onClick={() => void exportYear()}>
            {t('invoices.download')}
          </Button>
        }
      />
      <SelectField
        label={t('invoices.financialYear')}
        className="mb-4 w-full sm:w-48"
        value={fy}
        onChange={(e) => setFy(e.target.value)}
        options={recentFinancialYears().map((y) => ({ value: y, label: t('invoices.fyOption', { fy: y }) }))}
      />
      {list.isPending ? (
        <SkeletonList count={2} className="h-24" />
      ) : list.isError ? (
        <LoadFailed title={t('invoices.loadFailed')} onRetry={list.refetch} />
      ) : (
        <>
          {list.data.missing_settings.length > 0 && (
            <div
              role="status"
              className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
            >
              <p className="font-semibold">{t('invoices.notIssuing')}</p>
              <p className="mt-1">
                {t('invoices.missingSettings', { settings: list.data.missing_settings.join(', ') })}
              </p>
            </div>
          )}
          {list.data.demo_settings.length > 0 && (
            <div
              role="status"
              className="mb-4 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800"
            >
              {t('invoices.demoSettings', { settings: list.data.demo_settings.join(', ') })}
            </div>
          )}
          <p className="mb-2 text-sm text-slate-600">
            {t('invoices.documents', {
              count: list.data.total,
              n: formatCount(list.data.total),
              fy: list.data.fy,
            })}
          </p>
          {list.data.invoices.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              {t('invoices.empty')}
            </p>
          ) : (
            <DataTable caption={t('invoices.caption', { fy: list.data.fy })} busy={list.isPlaceholderData}>
              <thead className="bg-slate-50">
                <tr>
                  <Th>{t('invoices.columns.number')}</Th>
                  <Th>{t('invoices.columns.date')}</Th>
                  <Th>{t('invoices.columns.kind')}</Th>
                  <Th>{t('invoices.columns.recipient')}</Th>
                  <Th>{t('invoices.columns.state')}</Th>
                  <Th className="text-right">{t('invoices.columns.taxableValue')}</Th>
                  <Th>{t('invoices.columns.gst')}</Th>
                  <Th className="text-right">{t('invoices.columns.total')}</Th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {list.data.invoices.map((i) => (
                  <tr key={i.id}>
                    <InvoiceNumberCells invoice={i} />
                    <Td>
                      {i.recipient_name}
                      <span className="block text-xs text-slate-600">
                        {i.recipient_gstin ?? t('invoices.unregistered')}
                      </span>
                    </Td>
                    <Td className="whitespace-nowrap">{names.state(i.recipient_state)}</Td>
                    <Td className="text-right tabular-nums">{formatRupees(i.taxable_value)}</Td>
                    <Td className="whitespace-nowrap">{taxesText(i)}</Td>
                    <Td className="text-right font-semibold tabular-nums">{formatRupees(i.total)}</Td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <Pager
            label={t('invoices.pagerLabel')}
            paging={paging}
            shown={list.data.invoices.length}
            total={list.data.total}
          />
        </>
      )}
    </div>
  );
}
