import { useState } from 'react';
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
        title: 'Export failed',
        description: error instanceof Error ? error.message : 'Failed to export the TDS data.',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <SectionHeader
        title="TDS"
        description="Tax deducted under section 194-O from the payouts paid in a quarter: the data a TDS return is filed from, not a certificate."
        actions={
          <Button variant="secondary" loading={exporting} onClick={() => void exportQuarter()}>
            Download TDS CSV
          </Button>
        }
      />
      <SelectField
        label="Quarter"
        className="mb-4 w-full sm:w-48"
        value={quarter}
        onChange={(e) => setQuarter(e.target.value)}
        options={quarters.map((q) => ({ value: q, label: q.replace(/-Q/, ' Q') }))}
      />
      {report.isPending ? (
        <SkeletonList count={2} className="h-24" />
      ) : report.isError ? (
        <LoadFailed title="Failed to load the TDS data. Please try again." onRetry={report.refetch} />
      ) : report.data.creators.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          No payouts were paid from {formatDate(report.data.from)} to {formatDate(report.data.to)}.
        </p>
      ) : (
        <DataTable caption={`TDS for ${report.data.quarter}`} busy={report.isPlaceholderData}>
          <thead className="bg-slate-50">
            <tr>
              <Th>Creator</Th>
              <Th>PAN</Th>
              <Th>Section</Th>
              <Th>Campaign</Th>
              <Th className="text-right">Amount credited</Th>
              <Th className="text-right">TDS rate</Th>
              <Th className="text-right">TDS</Th>
              <Th>Date paid</Th>
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
