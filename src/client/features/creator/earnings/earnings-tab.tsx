import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { financialYearOf } from '@shared/financial-year';
import { Button, buttonClass, Card, LoadFailed, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { downloadStatement } from './download-statement';
import { FinancialYearPicker } from './financial-year-picker';
import { financialYearLabel } from './financial-years';
import { PanNotice } from './pan-notice';
import { PayoutsList } from './payouts-list';
import { StatementSummary } from './statement-summary';

/**
 * Earnings: every payout of the creator with its lines, and the statement of a financial year with
 * its CSV and printable page (docs/product.md#payouts, docs/product.md#statement).
 */
export function EarningsTab() {
  const [fy, setFy] = useState(() => financialYearOf());
  // Another year keeps the screen as it is until its statement arrives: the payouts are the same.
  const mine = trpc.payouts.my.useQuery({ fy }, { placeholderData: (previous) => previous });
  return (
    <section aria-labelledby="earnings-heading" className="space-y-6">
      <div>
        <h2 id="earnings-heading" className="text-xl font-semibold">
          Earnings
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          What each paid collaboration pays you after commission, GST on the commission and TDS, and when.
        </p>
      </div>
      {mine.isPending ? (
        <SkeletonList count={2} className="h-32" />
      ) : mine.isError ? (
        <LoadFailed title="Failed to load your earnings. Please try again." onRetry={mine.refetch} />
      ) : (
        <>
          {!mine.data.statement.pan_on_file && <PanNotice statement={mine.data.statement} />}
          <div>
            <h3 className="mb-3 text-lg font-semibold text-slate-900">Payouts</h3>
            <PayoutsList payouts={mine.data.payouts} />
          </div>
          <Card>
            <h3 className="text-lg font-semibold text-slate-900">
              Statement for {financialYearLabel(mine.data.statement.fy)}
            </h3>
            <div className="mb-5 mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <FinancialYearPicker value={fy} onChange={setFy} />
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={mine.isPlaceholderData}
                  onClick={() => downloadStatement(mine.data.payouts, mine.data.statement)}
                >
                  Download CSV
                </Button>
                <Link to="/earnings/statement" search={{ fy }} className={buttonClass('secondary', 'sm')}>
                  Printable statement
                </Link>
              </div>
            </div>
            <div aria-busy={mine.isPlaceholderData || undefined}>
              <StatementSummary statement={mine.data.statement} level={4} />
            </div>
          </Card>
        </>
      )}
    </section>
  );
}
