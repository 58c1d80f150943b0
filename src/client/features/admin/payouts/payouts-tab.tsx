import { useState } from 'react';
import { formatCount, formatRupees } from '@shared/format';
import { useToast } from '@client/components/toast';
import { Button, StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { SectionHeader } from '../shared/section-header';
import { downloadDuePayoutsCsv } from './export-csv';
import { FundingClaims } from './funding-claims';
import { PayoutsTable } from './payouts-table';

/**
 * Held funds and payouts (docs/product.md#funds): the totals, the brands' funding claims to confirm,
 * and the creators' payouts to pay, with the bank's bulk-transfer file of the due ones.
 */
export function PayoutsTab() {
  const toast = useToast();
  const totals = trpc.payouts.totals.useQuery();
  const [exporting, setExporting] = useState(false);
  const t = totals.data?.totals;

  const exportDue = async () => {
    if (t && t.due_count === 0) {
      toast({ variant: 'error', title: 'No data', description: 'No payouts are due.' });
      return;
    }
    setExporting(true);
    try {
      await downloadDuePayoutsCsv();
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Export failed',
        description: error instanceof Error ? error.message : 'Failed to export the due payouts.',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <SectionHeader
        title="Payouts"
        description="Brands' funds held by the platform and what is owed to creators."
        actions={
          <Button variant="secondary" onClick={() => void exportDue()} loading={exporting}>
            Export due (CSV)
          </Button>
        }
      />
      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Held" value={t ? formatRupees(t.held) : '—'} hint="Funded, not yet paid out" />
        <StatCard
          label="Due now"
          value={t ? formatRupees(t.due) : '—'}
          hint={t ? `${formatCount(t.due_count)} ${t.due_count === 1 ? 'payout' : 'payouts'}` : undefined}
        />
        <StatCard
          label="Paid this month"
          value={t ? formatRupees(t.paid_this_month) : '—'}
          hint="India's calendar month"
        />
        <StatCard
          label="Claims awaiting confirmation"
          value={t ? formatCount(t.awaiting_confirmation) : '—'}
        />
      </div>
      <FundingClaims />
      <PayoutsTable />
    </div>
  );
}
