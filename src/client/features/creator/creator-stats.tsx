import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRupees } from '@shared/format';
import { StatCard } from '@client/components/ui';
import { trpc } from '@client/lib/trpc';

/**
 * Total Earnings (the documents' figure, deal less commission, before GST on the commission and TDS,
 * with the net the payouts pay beside it), Paid and Barter campaigns (completed) from the profile's
 * stats, and Accepted:
 * accepted plus approved applications, counted by the server (the lists' totals), not from one page.
 */
export function CreatorStats() {
  const { t } = useTranslation('app', { keyPrefix: 'creator.stats' });
  const me = trpc.profiles.me.useQuery();
  const accepted = trpc.applications.listMy.useQuery({ status: 'accepted', limit: 1 });
  const approved = trpc.applications.listMy.useQuery({ status: 'approved', limit: 1 });
  const stats = me.data?.profile.stats;
  const failed = me.isError || accepted.isError || approved.isError;

  const show = (v: string | undefined): ReactNode =>
    v ??
    (failed ? (
      '—'
    ) : (
      <span className="inline-block h-8 w-20 animate-pulse rounded bg-slate-200">
        <span className="sr-only">{t('loading')}</span>
      </span>
    ));

  return (
    <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label={t('totalEarnings')}
        value={show(stats && formatRupees(stats.total_earnings))}
        hint={
          stats && (
            <>
              {t('beforeTaxes')}
              <span className="block font-medium text-slate-700">
                {t('netAfter', { amount: formatRupees(stats.net_earnings) })}
              </span>
            </>
          )
        }
      />
      <StatCard
        label={t('paidCampaigns')}
        value={show(stats && formatCount(stats.paid_campaigns_completed))}
        hint={t('completed')}
      />
      <StatCard
        label={t('barterCampaigns')}
        value={show(stats && formatCount(stats.barter_campaigns_completed))}
        hint={t('completed')}
      />
      <StatCard
        label={t('accepted')}
        value={show(
          accepted.data && approved.data ? formatCount(accepted.data.total + approved.data.total) : undefined,
        )}
        hint={t('acceptedHint')}
      />
    </div>
  );
}
