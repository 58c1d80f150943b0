import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, indiaDate } from '@shared/dates';
import { formatRupees } from '@shared/format';
import { quarterOfDay } from '@shared/schemas/invoices';
import { DataTable, Td, Th } from '@client/components/table';
import { useToast } from '@client/components/toast';
import { Button, LoadFailed, SelectField, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { SectionHeader } from '../shared/section-header';
import { downloadAdminCsv } from './download-csv';

/** This quarter and the seven before it, newest first ('2026-27-Q3', '2026-27-Q2', …). */
export function recentQuarters(now = new Date()) {
  const [fy, q] = quarterOfDay(indiaDate(now)).split('-Q') as [string, string];
  const out: string[] = [];
  let start = Number(fy.slice(0, 4));
  let quarter = Number(q);
  for (let i = 0; i < 8; i++) {
    out.push(`${start}-${String((start + 1) % 100).padStart(2, '0')}-Q${quarter}`);
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      start -= 1;
    }
  }
  return out;
}

/**
 * The TDS data of a quarter (docs/product.md#admin-invoices): per creator, the payouts paid in it
 * under section 194-O with PAN masked, amount credited, rate and TDS, and the day paid; its CSV is
 * audited. The data a return is filed from, not a certificate.
 */
export function TdsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'invoices' });
  const toast = useToast();
  const quarters = recentQuarters();
  const [quarter, setQuarter] = useState(quarters[0]!);
  const [exporting, setExporting] = useState(false);
  const report = trpc.invoices.tds.useQuery({ quarter }, { placeholderData: (previous) => previous });

  const exportQuarter = async () => {
    setExporting(true);
    try {
      await downloadAdminCsv(
        `/api/admin/tds?quarter=${encodeURIComponent(quarter)}&format=csv`,
        `tds-${quarter}.csv`,
      );
    } catch (error) {
      toast({
        variant: 'error',
        title: t('exportFailed'),
        description: error instanceof Error ? error.message : t('tds.exportFailedText'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <SectionHeader
        title={t('tds.title')}
        description={t('tds.description')}
        actions={
          <Button variant="secondary" loading={exporting} onClick={() => void exportQuarter()}>
            {t('tds.download')}
          </Button>
        }
      />
      <SelectField
        label={t('tds.quarter')}
        className="mb-4 w-full sm:w-48"
        value={quarter}
        onChange={(e) => setQuarter(e.target.value)}
        options={quarters.map((q) => ({ value: q, label: q.replace(/-Q/, ' Q') }))}
      />
      {report.isPending ? (
        <SkeletonList count={2} className="h-24" />
      ) : report.isError ? (
        <LoadFailed title={t('tds.loadFailed')} onRetry={report.refetch} />
      ) : report.data.creators.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t('tds.empty', { from: formatDate(report.data.from), to: formatDate(report.data.to) })}
        </p>
      ) : (
        <DataTable
          caption={t('tds.caption', { quarter: report.data.quarter })}
          busy={report.isPlaceholderData}
        >
          <thead className="bg-slate-50">
            <tr>
              <Th>{t('tds.columns.creator')}</Th>
              <Th>{t('tds.columns.pan')}</Th>
              <Th>{t('tds.columns.section')}</Th>
              <Th>{t('tds.columns.campaign')}</Th>
              <Th className="text-right">{t('tds.columns.amountCredited')}</Th>
              <Th className="text-right">{t('tds.columns.tdsRate')}</Th>
              <Th className="text-right">{t('tds.columns.tds')}</Th>
              <Th>{t('tds.columns.datePaid')}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {report.data.creators.flatMap((c) =>
              c.payouts.map((p) => (
                <tr key={p.payout_id}>
                  <Td className="font-medium text-slate-900">{c.name}</Td>
                  <Td className="whitespace-nowrap font-mono">{c.pan}</Td>
                  <Td>{c.section}</Td>
                  <Td>{p.campaign_title}</Td>
                  <Td className="text-right tabular-nums">{formatRupees(p.amount_credited)}</Td>
                  <Td className="text-right tabular-nums">{p.tds_rate}%</Td>
                  <Td className="text-right tabular-nums">{formatRupees(p.tds)}</Td>
                  <Td className="whitespace-nowrap">{formatDate(p.paid_at)}</Td>
                </tr>
              )),
            )}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
