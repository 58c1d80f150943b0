import { useState } from 'react';
import { formatCount, formatRupees } from '@shared/format';
import { useToast } from '@client/components/toast';
import { Button, StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { SectionHeader } from '../shared/section-header';
import { downloadDuePayoutsCsv } from './export-csv';
import { FundingClaims } from './funding-claims';
import { NotInBankFile } from './not-in-bank-file';
import { PayoutsTable } from './payouts-table';

const payoutCount = (n: number) => `${formatCount(n)} ${n === 1 ? 'payout' : 'payouts'}`;

/**
 * Held funds and payouts (docs/product.md#funds): the totals, the due payouts the bank file leaves
 * out and why, the brands' funding claims to confirm (and held money to refund), and the creators'
 * payouts to pay, with the bank's bulk-transfer file of the due ones that can be paid.
 */
export function PayoutsTab() {
  const toast = useToast();
  const totals = trpc.payouts.totals.useQuery();
  const [exporting, setExporting] = useState(false);
  const t = totals.data?.totals;

  const exportDue = async () => {
    if (t && t.payable_count === 0) {
      toast({
        variant: 'error',
        title: 'No data',
        description:
          t.due_count === 0
            ? 'No payouts are due.'
            : 'No due payout can be paid yet: see what each waits for under Not in the bank file.',
      });
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
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <Button
              variant="secondary"
              onClick={() => void exportDue()}
              loading={exporting}
              aria-describedby="bank-file-size"
            >
              Export due (CSV)
            </Button>
            {t && (
              <p id="bank-file-size" className="text-xs text-slate-600">
                The bank file: {payoutCount(t.payable_count)}, {formatRupees(t.payable)}
              </p>
            )}
          </div>
        }
      />
      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Held" value={t ? formatRupees(t.held) : '—'} hint="Funded, not yet paid out" />
        <StatCard
          label="Due now"
          value={t ? formatRupees(t.due) : '—'}
          hint={
            t ? (
              <>
                <span className="block">{payoutCount(t.due_count)}</span>
                {/* Of them, what the bank file pays: the rest wait (Not in the bank file). */}
                <span className="block">
                  Payable now: {formatRupees(t.payable)} ({payoutCount(t.payable_count)})
                </span>
              </>
            ) : undefined
          }
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
      <NotInBankFile />
      <FundingClaims />
      <PayoutsTable />
    </div>
  );
}
