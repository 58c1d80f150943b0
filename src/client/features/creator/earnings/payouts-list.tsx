import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Payout } from '@shared/schemas/funds';
import { formatRupees } from '@shared/format';
import { Badge, EmptyState } from '@client/components/ui';
import { DataTable, Td, Th } from '@client/components/table';
import { payoutLines } from './payout-lines';
import { PAYOUT_STATUS_TONES, payoutStatusLabel, payoutWhen } from './payout-status';

const Status = ({ p }: { p: Payout }) => (
  <Badge tone={PAYOUT_STATUS_TONES[p.status]}>{payoutStatusLabel(p.status)}</Badge>
);

/** When the money comes or what it waits for; waiting for payment details, the way to add them. */
function When({ p }: { p: Payout }) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings.when' });
  const text = payoutWhen(p);
  if (p.waiting_for !== 'payment_details' || p.status === 'paid' || p.status === 'cancelled') return text;
  return (
    <>
      {text}.{' '}
      <Link
        to="/creator-dashboard"
        search={{ tab: 'payment' }}
        className="font-semibold text-indigo-700 underline hover:no-underline"
      >
        {t('openDetails')}
      </Link>
    </>
  );
}

/** The creator's payouts: a card each on a phone, one table on a wide screen. */
export function PayoutsList({ payouts }: { payouts: readonly Payout[] }) {
  const { t } = useTranslation('app', { keyPrefix: 'creator.earnings.list' });
  if (payouts.length === 0)
    return (
      <EmptyState title={t('emptyTitle')}>
        <p className="text-sm text-slate-600">{t('emptyText')}</p>
      </EmptyState>
    );
  const lines = payoutLines(payouts);
  return (
    <>
      <ul aria-label={t('label')} className="space-y-3 md:hidden">
        {payouts.map((p) => (
          <li key={p.id}>
            <article
              aria-label={t('payoutFor', { title: p.campaign_title })}
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <h4 className="break-words font-semibold text-slate-900">{p.campaign_title}</h4>
                <Status p={p} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                {payoutLines([p]).map(([key, label]) => (
                  <div key={key} className="contents">
                    <dt className="text-slate-600">{label}</dt>
                    <dd
                      className={`text-right ${key === 'net' ? 'font-semibold text-slate-900' : 'text-slate-800'}`}
                    >
                      {formatRupees(p[key])}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 break-words text-sm text-slate-700">
                <When p={p} />
              </p>
            </article>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <DataTable caption={t('label')}>
          <thead>
            <tr>
              <Th>{t('campaign')}</Th>
              {lines.map(([key, label]) => (
                <Th key={key} className="text-right">
                  {label}
                </Th>
              ))}
              <Th>{t('status')}</Th>
              <Th className="min-w-48">{t('when')}</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {payouts.map((p) => (
              <tr key={p.id}>
                <Td className="font-medium text-slate-900">{p.campaign_title}</Td>
                {lines.map(([key]) => (
                  <Td key={key} className={`text-right tabular-nums ${key === 'net' ? 'font-semibold' : ''}`}>
                    {formatRupees(p[key])}
                  </Td>
                ))}
                <Td>
                  <Status p={p} />
                </Td>
                <Td>
                  <When p={p} />
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}
