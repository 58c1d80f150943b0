import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriod } from '@shared/schemas/analytics';
import { formatAdminDateTime, indiaDate } from '@shared/dates';
import { Button, Card, SelectField, Skeleton, Tabs } from '@client/components/ui';
import { useToast } from '@client/components/toast';
import { apiError } from '@client/lib/api-error';
import { trpc } from '@client/lib/trpc';
import { csvBlob } from '@client/lib/csv';
import { downloadBlob } from '@client/lib/download';
import { SectionHeader } from '../shared/section-header';
import { analyticsCsv, analyticsFileName } from './analytics-csv';
import { DEFAULT_PERIOD, PERIODS } from './figures';
import { CampaignsPanel, OverviewPanel, ReportsPanel, TransactionsPanel, UsersPanel } from './panels';

type SubTab = 'overview' | 'users' | 'campaigns' | 'reports' | 'transactions';

/** Three retries a second apart (docs/product.md#screens) (refusals are not retried: asking again cannot change them), fresh for 30 s. */
const QUERY_OPTIONS = {
  retry: (failures: number, error: unknown) => {
    const { status } = apiError(error);
    return (status === undefined || status >= 500) && failures < 3;
  },
  retryDelay: 1000,
  staleTime: 30_000,
};

export function AnalyticsTab() {
  const { t } = useTranslation('admin', { keyPrefix: 'analytics' });
  const toast = useToast();
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_PERIOD);
  const [subTab, setSubTab] = useState<SubTab>('overview');
  const query = trpc.analytics.platform.useQuery({ period }, QUERY_OPTIONS);
  const analytics = query.data?.analytics;

  const refresh = async () => {
    const result = await query.refetch();
    if (result.isError)
      toast({ variant: 'error', title: t('refreshFailed'), description: t('refreshFailedText') });
    else toast({ variant: 'success', title: t('updated'), description: t('updatedText') });
  };

  const exportCsv = () => {
    if (!analytics) return;
    downloadBlob(csvBlob(analyticsCsv(analytics)), analyticsFileName(analytics, indiaDate()));
  };

  const loading = query.isPending;
  const actions = (
    <>
      <SelectField
        label={t('period')}
        className="w-40 [&>label]:sr-only [&>select]:mt-0"
        value={period}
        options={PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
        onChange={(e) => setPeriod(e.target.value as AnalyticsPeriod)}
      />
      {query.isError && !analytics ? (
        <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('retry')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void refresh()}
          disabled={loading}
          loading={query.isFetching && !loading}
        >
          {loading ? t('loading') : t('refresh')}
        </Button>
      )}
      <Button variant="secondary" onClick={exportCsv} disabled={!analytics}>
        {t('export')}
      </Button>
    </>
  );

  return (
    <div>
      <SectionHeader title={t('title')} description={t('description')} actions={actions} />
      {loading ? (
        <div role="status" aria-label={t('loadingLabel')} className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : query.isError && !analytics ? (
        <Card>
          <div role="alert" className="py-6 text-center">
            <h2 className="text-lg font-semibold text-red-700">{t('loadFailed')}</h2>
            <p className="mt-2 text-sm text-slate-600">
              {apiError(query.error).message || t('loadFailedText')}
            </p>
            <Button className="mt-4" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('tryAgain')}
            </Button>
          </div>
        </Card>
      ) : analytics ? (
        <>
          <Tabs<SubTab>
            label={t('sections')}
            selected={subTab}
            onChange={setSubTab}
            items={[
              { key: 'overview', label: t('tabs.overview'), panel: <OverviewPanel a={analytics} /> },
              { key: 'users', label: t('tabs.users'), panel: <UsersPanel a={analytics} /> },
              { key: 'campaigns', label: t('tabs.campaigns'), panel: <CampaignsPanel a={analytics} /> },
              { key: 'reports', label: t('tabs.reports'), panel: <ReportsPanel a={analytics} /> },
              {
                key: 'transactions',
                label: t('tabs.transactions'),
                panel: <TransactionsPanel a={analytics} />,
              },
            ]}
          />
          <p className="mt-6 text-xs text-slate-500">
            {t('lastUpdated', {
              period: t(`periods.${analytics.period}`),
              time: formatAdminDateTime(analytics.generatedAt),
            })}
          </p>
        </>
      ) : null}
    </div>
  );
}
