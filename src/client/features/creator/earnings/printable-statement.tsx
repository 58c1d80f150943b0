import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Payout } from '@shared/schemas/funds';
import { formatDate, formatDateTime } from '@shared/dates';
import { formatRupees } from '@shared/format';
import { Button, buttonClass, LoadFailed, SkeletonList } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';
import { financialYearLabel } from './financial-years';
import { formatRate } from './rates';
import { payoutLines } from './payout-lines';
import { payoutStatusLabel, payoutWhen } from './payout-status';
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
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings.printable' });
  const mine = useWholeYear(fy);
  const me = trpc.profiles.me.useQuery();
  return (
    <div className="mx-auto max-w-4xl bg-white px-4 py-6 text-slate-900 print:max-w-none print:p-0">
      <nav aria-label={t('actions')} className="mb-6 flex flex-wrap gap-2 print:hidden">
        <Link to="/creator-dashboard" search={{ tab: 'earnings' }} className={buttonClass('secondary')}>
          {t('back')}
        </Link>
        <Button onClick={() => window.print()} disabled={!mine.data}>
          {t('print')}
        </Button>
      </nav>
      <main>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-slate-700">{financialYearLabel(fy)}</p>
        {me.data && <p className="mt-1 text-slate-700">{me.data.profile.full_name}</p>}
        <div className="mt-6">
          {mine.isPending ? (
            <SkeletonList count={2} className="h-32" />
          ) : mine.isError ? (
            <LoadFailed title={t('loadFailed')} onRetry={mine.refetch} />
          ) : (
            <div className="space-y-8">
              {!mine.data.statement.pan_on_file && (
                <p className="rounded border border-slate-400 p-3 text-sm">
                  {t('noPan', {
                    rate: formatRate(mine.data.statement.tds_rate),
                    withPan: formatRate(mine.data.statement.tds_rate_with_pan),
                  })}
                </p>
              )}
              <section aria-labelledby="statement-payouts">
                <h2 id="statement-payouts" className="text-lg font-semibold">
                  {t('payouts')}
                </h2>
                <PayoutRows payouts={statementPayouts(mine.data.payouts, fy)} />
              </section>
              <section aria-label={t('totalsAndBarter')}>
                <StatementSummary statement={mine.data.statement} level={2} />
              </section>
              <p className="text-xs text-slate-600">{t('generated', { date: formatDateTime(new Date()) })}</p>
            </div>
          )}
        </div>
      </main>
    </div>
  );
}

function PayoutRows({ payouts }: { payouts: readonly Payout[] }) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings.printable' });
  if (payouts.length === 0) return <p className="mt-1 text-sm text-slate-600">{t('none')}</p>;
  const lines = payoutLines(payouts);
  return (
    <ScrollFrame label={t('inYear')} className="mt-2">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('inYear')}</caption>
        <thead>
          <tr className="text-left">
            <th scope="col" className={`${cell} font-semibold`}>
              {t('campaign')}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {t('madeOn')}
            </th>
            {lines.map(([key, label]) => (
              <th key={key} scope="col" className={`${cell} text-right font-semibold`}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${cell} font-semibold`}>
              {t('status')}
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
                {payoutStatusLabel(p.status)}
                <span className="block text-xs text-slate-600">{payoutWhen(p)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
