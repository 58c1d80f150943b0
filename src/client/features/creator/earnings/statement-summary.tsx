import { useTranslation } from 'react-i18next';
import type { Statement } from '@shared/schemas/funds';
import { formatDate } from '@shared/dates';
import { formatCount, formatRupees } from '@shared/format';
import { Badge } from '@client/components/ui';
import { payoutLineLabel, payoutLines } from './payout-lines';
import { ScrollFrame } from './scroll-frame';
import { over194R } from './statement-csv';

/** Each line of the payouts summed (the dispute adjustment only when there is one), then what was paid. */
const totalsOf = (s: Statement) =>
  [...payoutLines([s.totals]), ['paid', payoutLineLabel('paid')] as const].map(
    ([key, label]) => [key, label, s.totals[key]] as const,
  );

const cell = 'border-b border-slate-200 px-3 py-2';

/**
 * A financial year's statement (docs/product.md#statement): each payout line summed (they add up to
 * the net: gross - commission - GST - TDS - dispute adjustment), what was paid,
 * and the barter received per brand with the 194R mark. Plain tables, the same on the Earnings tab
 * and on the printable page. `level` is the heading level of the two parts.
 */
export function StatementSummary({ statement: s, level = 3 }: { statement: Statement; level?: 2 | 3 | 4 }) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings.summary' });
  const Heading = `h${level}` as const;
  return (
    <div className="space-y-6">
      <div>
        <Heading className="text-base font-semibold text-slate-900">{t('totals')}</Heading>
        <p className="mt-1 text-sm text-slate-600">
          {t('madeFrom', {
            payouts: t('payouts', { count: s.payouts, formatted: formatCount(s.payouts) }),
            from: formatDate(s.from),
            to: formatDate(s.to),
          })}
        </p>
        <table className="mt-2 w-full max-w-md text-sm">
          <caption className="sr-only">{t('totalsFor', { fy: s.fy })}</caption>
          <tbody>
            {totalsOf(s).map(([key, label, amount]) => (
              <tr key={key}>
                <th scope="row" className={`${cell} text-left font-medium text-slate-700`}>
                  {label}
                </th>
                <td
                  className={`${cell} text-right tabular-nums ${key === 'net' || key === 'paid' ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
                >
                  {formatRupees(amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Heading className="text-base font-semibold text-slate-900">{t('barter')}</Heading>
        {s.barter.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('noBarter')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">{t('barterIntro')}</p>
            <ScrollFrame label={t('barterPerBrand', { fy: s.fy })} className="mt-2">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('barterPerBrand', { fy: s.fy })}</caption>
                <thead>
                  <tr className="text-left text-slate-600">
                    <th scope="col" className={`${cell} font-medium`}>
                      {t('brand')}
                    </th>
                    <th scope="col" className={`${cell} text-right font-medium`}>
                      {t('collaborations')}
                    </th>
                    <th scope="col" className={`${cell} text-right font-medium`}>
                      {t('value')}
                    </th>
                    <th scope="col" className={`${cell} font-medium`}>
                      {t('section194R')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.barter.map((b) => (
                    <tr key={b.brand_id}>
                      <td className={`${cell} break-words font-medium text-slate-900`}>{b.brand_name}</td>
                      <td className={`${cell} text-right tabular-nums`}>{formatCount(b.collaborations)}</td>
                      <td className={`${cell} text-right tabular-nums`}>{formatRupees(b.value)}</td>
                      <td className={cell}>
                        {b.over_threshold ? <Badge tone="red">{over194R()}</Badge> : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollFrame>
          </>
        )}
      </div>
    </div>
  );
}
