import { useState } from 'react';
import { formatCount, formatRupees } from '@shared/format';
import { indiaDate } from '@shared/dates';
import type { Campaign } from '@shared/schemas/campaign';
import type { CampaignPerformance, CreatorPerformance } from '@shared/schemas/performance';
import { DataTable, Td, Th } from '@client/components/table';
import { useToast } from '@client/components/toast';
import { Badge, Button, Dialog, LoadFailed, SkeletonList } from '@client/components/ui';
import { downloadBlob } from '@client/lib/download';
import { failureMessage } from '@client/lib/failure';
import { trpc } from '@client/lib/trpc';
import { ClicksChart } from './clicks-chart';

/** Performance on a brand's campaign card (docs/product.md#campaign-performance): the button and its dialog. */
export function PerformanceAction({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Performance of ${campaign.title}`}
      >
        Performance
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="xl"
        title="Performance"
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
    throw new Error(body?.error ?? `Download failed (${response.status})`);
  }
  downloadBlob(await response.blob(), `performance-${campaignId}-${indiaDate()}.csv`);
}

function PerformancePanel({ campaignId }: { campaignId: string }) {
  const toast = useToast();
  const query = trpc.campaigns.performance.useQuery({ id: campaignId });
  const [downloading, setDownloading] = useState(false);
  if (query.isPending) return <SkeletonList count={2} className="h-16" />;
  if (query.isError)
    return (
      <LoadFailed
        title={failureMessage(query.error, 'Failed to load the performance.')}
        onRetry={query.refetch}
      />
    );
  const p = query.data.performance;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCsv(campaignId);
    } catch (e) {
      toast({ variant: 'error', title: 'Download failed', description: (e as Error).message });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-4 text-sm text-slate-700">
      {!p.destination_url && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          This campaign has no destination URL, so its creators have no tracking links. Add one with Edit to
          count clicks.
        </p>
      )}
      <Totals totals={p.totals} />
      {p.creators.length === 0 ? <p>No creator has been accepted yet.</p> : <CreatorsTable performance={p} />}
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Downloading…' : 'Download CSV'}
        </Button>
      </div>
    </div>
  );
}

function Totals({ totals }: { totals: CampaignPerformance['totals'] }) {
  const items: [string, number][] = [
    ['Clicks', totals.clicks],
    ['Posts', totals.posts],
    ['Views', totals.views],
    ['Likes', totals.likes],
    ['Comments', totals.comments],
    ['Shares', totals.shares],
    ['Saves', totals.saves],
  ];
  return (
    <section aria-labelledby="performance-totals">
      <h3 id="performance-totals" className="font-semibold text-slate-900">
        Totals
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {items.map(([term, value]) => (
          <div key={term} className="rounded-md border border-slate-200 px-3 py-2">
            <dt className="text-xs text-slate-600">{term}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid={`total-${term.toLowerCase()}`}>
              {formatCount(value)}
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
  if (c.posts === 0) return <span className="text-slate-600">No posts yet</span>;
  if (c.posts_failing_disclosure === 0) return <Badge tone="green">Labelled</Badge>;
  return (
    <Badge tone="red">
      {c.posts_failing_disclosure} of {c.posts} not labelled
    </Badge>
  );
}

function CreatorsTable({ performance: p }: { performance: CampaignPerformance }) {
  const paid = p.collab_type === 'paid';
  return (
    <DataTable caption="Performance per creator">
      <thead>
        <tr>
          <Th>Creator</Th>
          <Th>Posts</Th>
          <Th>Disclosure</Th>
          <Th>Clicks</Th>
          <Th>Last 14 days</Th>
          <Th>Views</Th>
          <Th>Likes</Th>
          <Th>Comments</Th>
          <Th>Shares</Th>
          <Th>Saves</Th>
          <Th>Engagement</Th>
          {paid && <Th>Cost per view</Th>}
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
                  <span className="block text-xs text-slate-600">deal {formatRupees(c.deal_amount)}</span>
                )}
              </Td>
            )}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
