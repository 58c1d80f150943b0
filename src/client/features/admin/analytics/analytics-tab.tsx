import { useState } from 'react';
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
import { DEFAULT_PERIOD, PERIOD_OPTIONS, periodLabel } from './figures';
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
  const toast = useToast();
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_PERIOD);
  const [subTab, setSubTab] = useState<SubTab>('overview');
  const query = trpc.analytics.platform.useQuery({ period }, QUERY_OPTIONS);
  const analytics = query.data?.analytics;

  const refresh = async () => {
    const result = await query.refetch();
    if (result.isError)
      toast({ variant: 'error', title: 'Refresh Failed', description: 'Failed to refresh analytics data.' });
    else
      toast({
        variant: 'success',
        title: 'Analytics Updated',
        description: 'Platform analytics have been refreshed with latest data.',
      });
  };

  const exportCsv = () => {
    if (!analytics) return;
    downloadBlob(csvBlob(analyticsCsv(analytics)), analyticsFileName(analytics, indiaDate()));
  };

  const loading = query.isPending;
  const actions = (
    <>
      <SelectField
        label="Period"
        className="w-40 [&>label]:sr-only [&>select]:mt-0"
        value={period}
        options={PERIOD_OPTIONS}
        onChange={(e) => setPeriod(e.target.value as AnalyticsPeriod)}
      />
      {query.isError && !analytics ? (
        <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
          Retry
        </Button>
      ) : (
        <Button
          variant="secondary"
          onClick={() => void refresh()}
          disabled={loading}
          loading={query.isFetching && !loading}
        >
          {loading ? 'Loading' : 'Refresh'}
        </Button>
      )}
      <Button variant="secondary" onClick={exportCsv} disabled={!analytics}>
        Export
      </Button>
    </>
  );

  return (
    <div>
      <SectionHeader
        title="Platform Analytics"
        description="How the marketplace is doing: users, campaigns, reports and money."
        actions={actions}
      />
      {loading ? (
        <div role="status" aria-label="Loading analytics" className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : query.isError && !analytics ? (
        <Card>
          <div role="alert" className="py-6 text-center">
            <h2 className="text-lg font-semibold text-red-700">Failed to Load Analytics</h2>
            <p className="mt-2 text-sm text-slate-600">
              {apiError(query.error).message || 'An error occurred while loading platform analytics.'}
            </p>
            <Button className="mt-4" onClick={() => void query.refetch()} loading={query.isFetching}>
              Try Again
            </Button>
          </div>
        </Card>
      ) : analytics ? (
        <>
          <Tabs<SubTab>
            label="Analytics sections"
            selected={subTab}
            onChange={setSubTab}
            items={[
              { key: 'overview', label: 'Overview', panel: <OverviewPanel a={analytics} /> },
              { key: 'users', label: 'Users', panel: <UsersPanel a={analytics} /> },
              { key: 'campaigns', label: 'Campaigns', panel: <CampaignsPanel a={analytics} /> },
              { key: 'reports', label: 'Reports', panel: <ReportsPanel a={analytics} /> },
              { key: 'transactions', label: 'Transactions', panel: <TransactionsPanel a={analytics} /> },
            ]}
          />
          <p className="mt-6 text-xs text-slate-500">
            {periodLabel(analytics.period)} · Last updated {formatAdminDateTime(analytics.generatedAt)}
          </p>
        </>
      ) : null}
    </div>
  );
}
