import { useTranslation } from 'react-i18next';
import { useValueNames } from '@client/i18n/values';
import { formatRupees } from '@shared/format';
import { taxesText } from '@shared/schemas/invoices';
import { DataTable, Td, Th } from '@client/components/table';
import { LoadFailed, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { InvoiceNumberCells, useInvoiceKindLabel } from '@client/features/invoices/invoice-cells';

/** Where a document's PDF is served (src/server/pdf, docs/product.md#tax-invoices). */
export const invoicePdfUrl = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;

/**
 * The creator's tax invoices and credit notes for the platform's commission, beside Earnings
 * (docs/product.md#tax-invoices): number, date, kind, taxable value, each tax, total and its PDF.
 */
export function InvoicesSection() {
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings.invoices' });
  const names = useValueNames();
  const kindLabel = useInvoiceKindLabel();
  const mine = trpc.invoices.my.useQuery({});
  return (
    <section id="invoices" aria-labelledby="invoices-heading" className="space-y-3">
      <div>
        <h3 id="invoices-heading" className="text-lg font-semibold text-slate-900">
          {t('heading')}
        </h3>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('intro')}</p>
      </div>
      {mine.isPending ? (
        <SkeletonList count={1} className="h-24" />
      ) : mine.isError ? (
        <LoadFailed title={t('loadFailed')} onRetry={mine.refetch} />
      ) : mine.data.invoices.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t('empty')}
        </p>
      ) : (
        <DataTable caption={t('caption')}>
          <thead className="bg-slate-50">
            <tr>
              <Th>{t('number')}</Th>
              <Th>{t('date')}</Th>
              <Th>{t('kind')}</Th>
              <Th className="text-right">{t('taxableValue')}</Th>
              <Th>{t('gst')}</Th>
              <Th className="text-right">{t('total')}</Th>
              <Th>{t('pdf')}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {mine.data.invoices.map((i) => (
              <tr key={i.id}>
                <InvoiceNumberCells invoice={i} />
                <Td className="text-right tabular-nums">{formatRupees(i.taxable_value)}</Td>
                <Td className="whitespace-nowrap">
                  {taxesText(i)}
                  <span className="block text-xs text-slate-600">
                    {t('placeOfSupply', { state: names.state(i.recipient_state) })}
                  </span>
                </Td>
                <Td className="text-right font-semibold tabular-nums">{formatRupees(i.total)}</Td>
                <Td>
                  {/* The PDF route is src/server/pdf's (GET /api/invoices/{id}/pdf). */}
                  <a
                    href={invoicePdfUrl(i.id)}
                    download
                    className="whitespace-nowrap text-indigo-700 underline"
                    aria-label={t('downloadPdfFor', { kind: kindLabel(i.kind), number: i.number })}
                  >
                    {t('downloadPdf')}
                  </a>
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
