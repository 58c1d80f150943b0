import { Link } from '@tanstack/react-router';
import type { Payout } from '@shared/schemas/funds';
import { formatDate, formatDateTime } from '@shared/dates';
import { formatRupees } from '@shared/format';
import { Button, buttonClass, LoadFailed, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { financialYearLabel } from './financial-years';
import { formatRate } from './rates';
import { payoutLines } from './payout-lines';
import { PAYOUT_STATUS_LABELS, payoutWhen } from './payout-status';
import { ScrollFrame } from './scroll-frame';
import { statementPayouts } from './statement-csv';
import { StatementSummary } from './statement-summary';
import { useWholeYear } from './year-payouts';

const cell = 'border-b border-slate-200 px-2 py-1.5';

/**
 * The statement of a financial year as a page to print or save as PDF (docs/product.md#statement):
 * no app chrome, black on white, the buttons left out of the print.
 */
export function PrintableStatement({ fy }: { fy: string }) {
  const mine = useWholeYear(fy);
  const me = trpc.profiles.me.useQuery();
  return (
    <div className="mx-auto max-w-4xl bg-white px-4 py-6 text-slate-900 print:max-w-none print:p-0">
      <nav aria-label="Statement actions" className="mb-6 flex flex-wrap gap-2 print:hidden">
        <Link to="/creator-dashboard" search={{ tab: 'earnings' }} className={buttonClass('secondary')}>
          Back to Earnings
        </Link>
        <Button onClick={() => window.print()} disabled={!mine.data}>
          Print
        </Button>
      </nav>
      <main>
        <h1 className="text-2xl font-bold">Earnings statement</h1>
        <p className="mt-1 text-slate-700">{financialYearLabel(fy)}</p>
        {me.data && <p className="mt-1 text-slate-700">{me.data.profile.full_name}</p>}
        <div className="mt-6">
          {mine.isPending ? (
            <SkeletonList count={2} className="h-32" />
          ) : mine.isError ? (
            <LoadFailed title="Failed to load your statement. Please try again." onRetry={mine.refetch} />
          ) : (
            <div className="space-y-8">
              {!mine.data.statement.pan_on_file && (
                <p className="rounded border border-slate-400 p-3 text-sm">
                  No PAN was saved: TDS is {formatRate(mine.data.statement.tds_rate)} instead of{' '}
                  {formatRate(mine.data.statement.tds_rate_with_pan)}.
                </p>
              )}
              <section aria-labelledby="statement-payouts">
                <h2 id="statement-payouts" className="text-lg font-semibold">
                  Payouts
                </h2>
                <PayoutRows payouts={statementPayouts(mine.data.payouts, fy)} />
              </section>
              <section aria-label="Totals and barter">
                <StatementSummary statement={mine.data.statement} level={2} />
              </section>
              <p className="text-xs text-slate-600">
                Generated {formatDateTime(new Date())}. Amounts in whole rupees; dates in India time.
              </p>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}

function PayoutRows({ payouts }: { payouts: readonly Payout[] }) {
  if (payouts.length === 0) return <p className="mt-1 text-sm text-slate-600">No payouts in this year.</p>;
  const lines = payoutLines(payouts);
  return (
    <ScrollFrame label="Payouts in the year" className="mt-2">
      <table className="w-full text-sm">
        <caption className="sr-only">Payouts in the year</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className={`${cell} font-semibold`}>
              Campaign
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Made on
            </th>
            {lines.map(([key, label]) => (
              <th key={key} scope="col" className={`${cell} text-right font-semibold`}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${cell} font-semibold`}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {payouts.map((p) => (
            <tr key={p.id} className="break-inside-avoid">
              <td className={cell}>{p.campaign_title}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatDate(p.created_at)}</td>
              {lines.map(([key]) => (
                <td key={key} className={`${cell} text-right tabular-nums`}>
                  {formatRupees(p[key])}
                </td>
              ))}
              <td className={cell}>
                {PAYOUT_STATUS_LABELS[p.status]}
                <span className="block text-xs text-slate-600">{payoutWhen(p)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
