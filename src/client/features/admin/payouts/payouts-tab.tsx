import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRupees } from '@shared/format';
import { useToast } from '@client/components/toast';
import { Button, StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { SectionHeader } from '../shared/section-header';
import { downloadDuePayoutsCsv } from './export-csv';
import { FundingClaims } from './funding-claims';
import { NotInBankFile } from './not-in-bank-file';
import { PayoutsTable } from './payouts-table';

/**
 * Held funds and payouts (docs/product.md#funds): the totals, the due payouts the bank file leaves
 * out and why, the brands' funding claims to confirm (and held money to refund), and the creators'
 * payouts to pay, with the bank's bulk-transfer file of the due ones that can be paid.
 */
export function PayoutsTab() {
  const { t: tr } = useTranslation('admin', { keyPrefix: 'payouts' });
  const payoutCount = (n: number) => tr('payoutCount', { count: n, n: formatCount(n) });
  const toast = useToast();
  const totals = trpc.payouts.totals.useQuery();
  const [exporting, setExporting] = useState(false);
  const t = totals.data?.totals;

  const exportDue = async () => {
    if (t && t.payable_count === 0) {
      toast({
        variant: 'error',
        title: tr('noData'),
        description: t.due_count === 0 ? tr('noneDue') : tr('noneExportable'),
      });
      return;
    }
    setExporting(true);
    try {
      await downloadDuePayoutsCsv();
    } catch (error) {
      toast({
        variant: 'error',
        title: tr('exportFailed'),
        description: error instanceof Error ? error.message : tr('exportFailedText'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <SectionHeader
        title={tr('title')}
        description={tr('description')}
        actions={
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <Button
              variant="secondary"
              onClick={() => void exportDue()}
              loading={exporting}
              aria-describedby="bank-file-size"
            >
              {tr('exportDue')}
            </Button>
            {t && (
              <p id="bank-file-size" className="text-xs text-slate-600">
                {tr('bankFileSize', {
                  payouts: payoutCount(t.payable_count),
                  amount: formatRupees(t.payable),
                })}
              </p>
            )}
          </div>
        }
      />
      <div className="mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label={tr('stats.held')}
          value={t ? formatRupees(t.held) : '—'}
          hint={tr('stats.heldHint')}
        />
        <StatCard
          label={tr('stats.dueNow')}
          value={t ? formatRupees(t.due) : '—'}
          hint={
            t ? (
              <>
                <span className="block">{payoutCount(t.due_count)}</span>
                {/* Of them, what the bank file pays: the rest wait (Not in the bank file). */}
                <span className="block">
                  {tr('stats.payableNow', {
                    amount: formatRupees(t.payable),
                    payouts: payoutCount(t.payable_count),
                  })}
                </span>
              </>
            ) : undefined
          }
        />
        <StatCard
          label={tr('stats.paidThisMonth')}
          value={t ? formatRupees(t.paid_this_month) : '—'}
          hint={tr('stats.paidThisMonthHint')}
        />
        <StatCard label={tr('stats.claimsAwaiting')} value={t ? formatCount(t.awaiting_confirmation) : '—'} />
      </div>
      <NotInBankFile />
      <FundingClaims />
      <PayoutsTable />
    </div>
  );
}
