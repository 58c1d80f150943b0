import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatRupees } from '@shared/format';
import { indiaDate } from '@shared/dates';
import type { Campaign } from '@shared/schemas/campaign';
import type { CampaignPerformance, CreatorPerformance } from '@shared/schemas/performance';
import { DataTable, Td, Th } from '@client/components/table';
import { useToast } from '@client/components/toast';
import { Badge, Button, Dialog, LoadFailed, SkeletonList } from '@client/components/ui';
import { downloadBlob } from '@client/lib/download';
import { failureMessage } from '@client/lib/failure';
import { i18n } from '@client/i18n/i18n';
import { trpc } from '@client/lib/trpc';
import { ClicksChart } from './clicks-chart';

/** Performance on a brand's campaign card (docs/product.md#campaign-performance): the button and its dialog. */
export function PerformanceAction({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('app', { keyPrefix: 'tracking.performance' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={t('buttonFor', { title: campaign.title })}
      >
        {t('button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="xl"
        title={t('button')}
        description={campaign.title}
      >
        {open && <PerformancePanel campaignId={campaign.id} />}
      </Dialog>
    </>
  );
}

async function downloadCsv(campaignId: string) {
  const response = await fetch(`/api/campaigns/${encodeURIComponent(campaignId)}/performance.csv`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(
      body?.error ??
        i18n.t('tracking.performance.downloadFailedStatus', { ns: 'app', status: response.status }),
    );
  }
  downloadBlob(await response.blob(), `performance-${campaignId}-${indiaDate()}.csv`);
}

function PerformancePanel({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation('app', { keyPrefix: 'tracking.performance' });
  const toast = useToast();
  const query = trpc.campaigns.performance.useQuery({ id: campaignId });
  const [downloading, setDownloading] = useState(false);
  if (query.isPending) return <SkeletonList count={2} className="h-16" />;
  if (query.isError)
    return <LoadFailed title={failureMessage(query.error, t('loadFailed'))} onRetry={query.refetch} />;
  const p = query.data.performance;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(campaignId);
    } catch (e) {
      toast({ variant: 'error', title: t('downloadFailed'), description: (e as Error).message });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-4 text-sm text-slate-700">
      {!p.destination_url && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          {t('noDestination')}
        </p>
      )}
      <Totals totals={p.totals} />
      {p.creators.length === 0 ? <p>{t('noCreators')}</p> : <CreatorsTable performance={p} />}
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => void download()} disabled={downloading}>
          {downloading ? t('downloading') : t('downloadCsv')}
        </Button>
      </div>
    </div>
  );
}

/** The totals shown, in order; each is named by its column's name. */
const TOTALS = ['clicks', 'posts', 'views', 'likes', 'comments', 'shares', 'saves'] as const;

function Totals({ totals }: { totals: CampaignPerformance['totals'] }) {
  const { t } = useTranslation('app', { keyPrefix: 'tracking.performance' });
  return (
    <section aria-labelledby="performance-totals">
      <h3 id="performance-totals" className="font-semibold text-slate-900">
        {t('totals')}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {TOTALS.map((key) => (
          <div key={key} className="rounded-md border border-slate-200 px-3 py-2">
            <dt className="text-xs text-slate-600">{t(`columns.${key}`)}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid={`total-${key}`}>
              {formatCount(totals[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const rate = (v: number | null) => (v === null ? '—' : `${v.toFixed(1)}%`);
const perView = (v: number | null) => (v === null ? '—' : `₹${v.toFixed(2)}`);

function Disclosure({ c }: { c: CreatorPerformance }) {
  const { t } = useTranslation('app', { keyPrefix: 'tracking.performance' });
  if (c.posts === 0) return <span className="text-slate-600">{t('noPosts')}</span>;
  if (c.posts_failing_disclosure === 0) return <Badge tone="green">{t('labelled')}</Badge>;
  return (
    <Badge tone="red">{t('notLabelled', { failing: c.posts_failing_disclosure, posts: c.posts })}</Badge>
  );
}

function CreatorsTable({ performance: p }: { performance: CampaignPerformance }) {
  const { t } = useTranslation('app', { keyPrefix: 'tracking.performance' });
  const paid = p.collab_type === 'paid';
  return (
    <DataTable caption={t('caption')}>
      <thead>
        <tr>
          <Th>{t('columns.creator')}</Th>
          <Th>{t('columns.posts')}</Th>
          <Th>{t('columns.disclosure')}</Th>
          <Th>{t('columns.clicks')}</Th>
          <Th>{t('columns.lastDays')}</Th>
          <Th>{t('columns.views')}</Th>
          <Th>{t('columns.likes')}</Th>
          <Th>{t('columns.comments')}</Th>
          <Th>{t('columns.shares')}</Th>
          <Th>{t('columns.saves')}</Th>
          <Th>{t('columns.engagement')}</Th>
          {paid && <Th>{t('columns.costPerView')}</Th>}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {p.creators.map((c) => (
          <tr key={c.application_id} data-testid={`performance-${c.application_id}`}>
            <Td className="font-medium text-slate-900">
              {c.creator_name}
              {c.username && <span className="block text-xs font-normal text-slate-600">@{c.username}</span>}
            </Td>
            <Td>{formatCount(c.posts)}</Td>
            <Td>
              <Disclosure c={c} />
            </Td>
            <Td data-testid="clicks">{formatCount(c.clicks)}</Td>
            <Td>
              <ClicksChart byDay={c.clicks_by_day} name={c.creator_name} />
            </Td>
            <Td>{formatCount(c.views)}</Td>
            <Td>{formatCount(c.likes)}</Td>
            <Td>{formatCount(c.comments)}</Td>
            <Td>{formatCount(c.shares)}</Td>
            <Td>{formatCount(c.saves)}</Td>
            <Td>{rate(c.engagement_rate)}</Td>
            {paid && (
              <Td>
                {perView(c.cost_per_view)}
                {c.deal_amount !== null && (
                  <span className="block text-xs text-slate-600">
                    {t('deal', { amount: formatRupees(c.deal_amount) })}
                  </span>
                )}
              </Td>
            )}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
